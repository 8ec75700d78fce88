import { readCappedBody, transportFailure } from '../../http/capped-fetch';
import { DirectusRequestError } from './directus-errors';

/** Where the CMS is and how long one call may take. */
export interface DirectusEndpoint {
  /** e.g. https://cms.label.example, without a trailing slash. */
  baseUrl: string;
  timeoutMs: number;
}

export interface DirectusAnswer {
  status: number;
  headers: Headers;
  /** The parsed JSON body (null when empty), or the raw bytes for `bytes` calls. */
  body: unknown;
  bytes?: Buffer;
}

export interface ExchangeOptions {
  /** SEARCH: a read whose query is in the body (`{ query }`), for a query too long for an address. */
  method?: 'GET' | 'SEARCH' | 'POST';
  /** Path and query, already encoded: `/items/posts?limit=8`. */
  path: string;
  token?: string;
  json?: unknown;
  /** Read the body as bytes (assets) instead of JSON. */
  bytes?: boolean;
  maxBytes?: number;
}

const DEFAULT_MAX_JSON_BYTES = 16 * 1024 * 1024;

/**
 * One HTTP exchange with Directus, bounded by the endpoint's time budget and a size cap. Any status
 * comes back to the caller (auth codes and FORBIDDEN are its business); only a missing or
 * unreadable answer throws, as a DirectusRequestError naming the path but never the query.
 * A GET or SEARCH whose connection drops is sent once more within the same budget: a kept-alive
 * connection that Directus closes just as it is reused fails that way, and a read is safe to repeat.
 */
export async function exchange(endpoint: DirectusEndpoint, options: ExchangeOptions): Promise<DirectusAnswer> {
  const signal = AbortSignal.timeout(endpoint.timeoutMs);
  try {
    return await attempt(endpoint, options, signal);
  } catch (error) {
    const isRead = (options.method ?? 'GET') !== 'POST';
    if (!isRead || !(error instanceof DirectusRequestError) || error.failure !== 'network' || signal.aborted) throw error;
    return attempt(endpoint, options, signal);
  }
}

async function attempt(endpoint: DirectusEndpoint, options: ExchangeOptions, signal: AbortSignal): Promise<DirectusAnswer> {
  const { path, method = 'GET' } = options;
  const where = `${method} ${path.split('?')[0]}`;
  const headers: Record<string, string> = { accept: options.bytes ? '*/*' : 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${endpoint.baseUrl.replace(/\/+$/, '')}${path}`, {
      method,
      headers,
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
      signal,
      redirect: 'manual',
    });
  } catch (cause) {
    throw transportError(signal, where, endpoint.timeoutMs, cause);
  }

  const maxBytes = options.maxBytes ?? DEFAULT_MAX_JSON_BYTES;
  let raw: Buffer | null;
  try {
    raw = await readCappedBody(response, maxBytes);
  } catch (cause) {
    throw transportError(signal, where, endpoint.timeoutMs, cause, response.status);
  }
  if (raw === null) throw new DirectusRequestError({ failure: 'too-large', status: response.status, path: where, detail: `over ${maxBytes} bytes` });

  const isJson = /json/i.test(response.headers.get('content-type') ?? '');
  if (options.bytes && response.ok) return { status: response.status, headers: response.headers, body: null, bytes: raw };
  if (raw.length === 0) return { status: response.status, headers: response.headers, body: null };
  try {
    return { status: response.status, headers: response.headers, body: JSON.parse(raw.toString('utf8')) };
  } catch {
    // An error page in HTML from a proxy is still that status; a success we cannot read is not.
    if (!response.ok && !isJson) return { status: response.status, headers: response.headers, body: null };
    throw new DirectusRequestError({ failure: 'invalid-json', status: response.status, path: where });
  }
}

/** Directus's error codes in an answer (`errors[].extensions.code`), REST and GraphQL alike. */
export function errorCodes(body: unknown): string[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors
    .map((error) => (error as { extensions?: { code?: unknown } } | null)?.extensions?.code)
    .filter((code): code is string => typeof code === 'string');
}

function transportError(signal: AbortSignal, where: string, timeoutMs: number, cause: unknown, status: number | null = null) {
  return new DirectusRequestError({ ...transportFailure(cause, signal, timeoutMs), status, path: where });
}
