import { DirectusSession, type DirectusCredentials } from './directus-auth';
import { DirectusAccessError, DirectusRequestError } from './directus-errors';
import { errorCodes, exchange, type DirectusAnswer, type DirectusEndpoint, type ExchangeOptions } from './directus-http';
import { sharedRead } from '../shared-reads';

/** Answers that mean "this token is no good": log in again and try once more (spec 001 §8). */
export const RELOGIN_CODES: ReadonlySet<string> = new Set(['INVALID_TOKEN', 'INVALID_CREDENTIALS', 'TOKEN_EXPIRED']);

export interface DirectusClientOptions {
  endpoint: DirectusEndpoint;
  credentials: DirectusCredentials;
  now?: () => number;
}

export interface DirectusClient {
  /** GET a JSON answer's `data` (an `/items` read too long for an address: SEARCH). */
  getData(path: string): Promise<unknown>;
  /** GET a file's bytes (`/assets/{id}`); null when Directus has no such file for us. */
  getBytes(path: string, maxBytes: number): Promise<{ bytes: Buffer; type: string; filename: string | null; modified: Date | null } | null>;
}

/**
 * The longest address a read is sent with: Node's HTTP server (Directus's) refuses a request head over
 * 16 KiB, and proxies in front of it often less. An `/items` read longer than this is sent as
 * `SEARCH` with the same query in its body, which Directus reads the same way.
 */
export const MAX_READ_ADDRESS = 6_000;

/**
 * Authorised reads from Directus. An answer carrying INVALID_TOKEN, INVALID_CREDENTIALS or
 * TOKEN_EXPIRED forces a new login and the call is retried once; FORBIDDEN is 'No Access';
 * any other status of 300 or more is a DirectusRequestError.
 */
export function createDirectusClient(options: DirectusClientOptions): DirectusClient {
  const session = new DirectusSession(options);

  async function authorised(request: Omit<ExchangeOptions, 'token'>): Promise<DirectusAnswer> {
    const { path } = request;
    const send = async (token: string) => exchange(options.endpoint, { ...request, token });
    const token = await session.accessToken();
    let answer = await send(token);
    if (needsLogin(answer)) {
      session.invalidate(token);
      answer = await send(await session.accessToken());
      if (needsLogin(answer)) throw new DirectusAccessError(answer.status, pathOnly(path));
    }
    return answer;
  }

  async function readData(path: string): Promise<unknown> {
    const request = readRequest(path);
    const answer = await authorised(request);
    if (answer.status === 403) throw new DirectusAccessError(answer.status, pathOnly(path));
    if (answer.status < 200 || answer.status >= 300) throw statusError(answer, path, request.method);
    const body = answer.body as { data?: unknown } | null;
    if (!body || !('data' in body)) throw new DirectusRequestError({ failure: 'invalid-json', status: answer.status, path: `${request.method ?? 'GET'} ${pathOnly(path)}`, detail: 'no data' });
    return body.data;
  }

  return {
    // Renders that may share a read in flight do (shared-reads.ts): an edit's wave asks once.
    getData: (path) => sharedRead(`${options.endpoint.baseUrl}${path}`, () => readData(path)),

    async getBytes(path, maxBytes) {
      const answer = await authorised({ path, bytes: true, maxBytes });
      // Directus answers 403 for a file that does not exist as for one we may not read.
      if (answer.status === 403 || answer.status === 404) return null;
      if (answer.status < 200 || answer.status >= 300 || !answer.bytes) throw statusError(answer, path);
      const disposition = answer.headers.get('content-disposition') ?? '';
      const modified = answer.headers.get('last-modified');
      return {
        bytes: answer.bytes,
        type: answer.headers.get('content-type')?.split(';')[0]?.trim() || 'application/octet-stream',
        filename: /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null,
        modified: modified && !Number.isNaN(Date.parse(modified)) ? new Date(modified) : null,
      };
    },
  };
}

/** A read as sent: GET, or SEARCH with the query in the body when the address would be too long. */
function readRequest(path: string): { path: string; method?: 'SEARCH'; json?: unknown } {
  const [where = path, search = ''] = path.split('?', 2);
  if (path.length <= MAX_READ_ADDRESS || !where.startsWith('/items/')) return { path };
  const query: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    // `aggregate[countDistinct]=id` is `{ aggregate: { countDistinct: 'id' } }`, as Directus parses the address.
    const nested = /^(\w+)\[(\w+)\]$/.exec(name);
    if (nested) query[nested[1]!] = { ...(query[nested[1]!] as object | undefined), [nested[2]!]: value };
    else query[name] = value;
  }
  return { path: where, method: 'SEARCH', json: { query } };
}

function needsLogin(answer: DirectusAnswer): boolean {
  return errorCodes(answer.body).some((code) => RELOGIN_CODES.has(code));
}

function statusError(answer: DirectusAnswer, path: string, method = 'GET'): DirectusRequestError {
  return new DirectusRequestError({ failure: 'status', status: answer.status, path: `${method} ${pathOnly(path)}`, code: errorCodes(answer.body)[0] ?? null });
}

function pathOnly(path: string): string {
  return path.split('?')[0] ?? path;
}
