/**
 * Typed failures of the GraphQL transport (spec 001 §8: "generic transport errors ... carry no
 * product text"). Views show their own texts; these let logs and retries tell the cases apart.
 */
export class ServerError extends Error {
  override name = 'ServerError';
  constructor(readonly status: number) {
    super(`GraphQL server answered with status ${status}`);
  }
}

export class ParseError extends Error {
  override name = 'ParseError';
  constructor(readonly status: number) {
    super(`GraphQL answer with status ${status} is not JSON`);
  }
}

export class MissingResponseError extends Error {
  override name = 'MissingResponseError';
  constructor(cause?: unknown) {
    super('GraphQL request got no response', { cause });
  }
}

/** The rule: status 300 or above is a server error, an unparseable body a parse error. */
export function classifyResponseBody(status: number, body: string): unknown {
  if (status >= 300) throw new ServerError(status);
  try {
    return JSON.parse(body);
  } catch {
    throw new ParseError(status);
  }
}
