import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { listenOnLoopback, trackConnections } from './loopback-server';

/** What a request to the fake looked like. */
export interface FakeDirectusRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The bearer token sent, if any. */
  token: string | null;
  body: unknown;
}

export interface FakeDirectusOptions {
  email?: string;
  password?: string;
  /** Lifetime Directus gives an access token, in ms (Directus's default: 15 minutes). */
  expiresMs?: number;
  /** How long a login takes to answer, so concurrent callers overlap it. */
  loginDelayMs?: number;
}

/** How the fake answers one read, instead of its items: an answer, no answer, or a dropped connection. */
export type FakeAnswer =
  { status: number; json?: unknown; headers?: Record<string, string>; bytes?: Buffer } | { hang: true } | { cut: true };

export interface FakeDirectus {
  /** http://127.0.0.1:{port} */
  url: string;
  requests: FakeDirectusRequest[];
  /** Successful logins and refreshes, in order. */
  logins: { via: 'login' | 'refresh'; token: string }[];
  /** Items answered for GET /items/{collection} (a list) or a singleton (an object). */
  items: Record<string, unknown>;
  /** Answers for the next reads, before any item answer. */
  enqueue(...answers: FakeAnswer[]): void;
  /** Answers for every login from now on (401, a body without a token, a hang...). */
  failLogins(answer: FakeAnswer | null): void;
  /** Makes Directus forget every token it issued (as after a restart with a new SECRET). */
  revokeTokens(): void;
  /** Reads (not logins) seen so far. */
  reads(): FakeDirectusRequest[];
  close(): Promise<void>;
}

/**
 * A local server speaking Directus's auth dialect: POST /auth/login and /auth/refresh in JSON mode
 * (access_token, expires in ms, refresh_token), bearer tokens on reads, 401 INVALID_CREDENTIALS for
 * an unknown token, and `{ data }` answers. Loopback only, on a free port.
 */
export async function startFakeDirectus(options: FakeDirectusOptions = {}): Promise<FakeDirectus> {
  const email = options.email ?? 'site@label.test';
  const password = options.password ?? 'site-password';
  const expiresMs = options.expiresMs ?? 900_000;
  const valid = new Set<string>();
  const refreshTokens = new Set<string>();
  const queue: FakeAnswer[] = [];
  let loginFailure: FakeAnswer | null = null;
  let issued = 0;
  const sockets = new Set<Socket>();

  const fake: FakeDirectus = {
    url: '',
    requests: [],
    logins: [],
    items: {},
    enqueue: (...answers) => void queue.push(...answers),
    failLogins: (answer) => void (loginFailure = answer),
    revokeTokens: () => {
      valid.clear();
      refreshTokens.clear();
    },
    reads: () => fake.requests.filter((request) => !request.path.startsWith('/auth/')),
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of sockets) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };

  const issue = (via: 'login' | 'refresh') => {
    issued += 1;
    const token = `access-${issued}`;
    const refresh = `refresh-${issued}`;
    valid.add(token);
    refreshTokens.add(refresh);
    fake.logins.push({ via, token });
    return { data: { access_token: token, expires: expiresMs, refresh_token: refresh } };
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    const body = await readJson(req);
    const auth = req.headers.authorization;
    const request: FakeDirectusRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      token: auth?.startsWith('Bearer ') ? auth.slice(7) : null,
      body,
    };
    fake.requests.push(request);

    if (request.method === 'POST' && (request.path === '/auth/login' || request.path === '/auth/refresh')) {
      if (options.loginDelayMs) await new Promise((resolve) => setTimeout(resolve, options.loginDelayMs));
      if (loginFailure) return answer(res, loginFailure);
      const given = (body ?? {}) as Record<string, unknown>;
      if (request.path === '/auth/login' && given.email === email && given.password === password) return send(res, 200, issue('login'));
      if (request.path === '/auth/refresh' && typeof given.refresh_token === 'string' && refreshTokens.delete(given.refresh_token)) {
        return send(res, 200, issue('refresh'));
      }
      return send(res, 401, directusError('Invalid user credentials.', 'INVALID_CREDENTIALS'));
    }

    const queued = queue.shift();
    if (queued) return answer(res, queued);
    if (!request.token || !valid.has(request.token))
      return send(res, 401, directusError('Invalid user credentials.', 'INVALID_CREDENTIALS'));
    const collection = /^\/items\/([^/]+)$/.exec(request.path)?.[1];
    if (collection && collection in fake.items) return send(res, 200, { data: fake.items[collection] });
    return send(res, 403, directusError("You don't have permission to access this.", 'FORBIDDEN'));
  };
  // A fault in the fake itself ends the connection, so the test fails at its request instead of hanging.
  const server = createServer((req, res) => void handle(req, res).catch(() => res.destroy()));
  trackConnections(server, sockets);
  fake.url = `http://127.0.0.1:${await listenOnLoopback(server)}`;
  return fake;
}

/** Directus's error body: `{ errors: [{ message, extensions: { code } }] }`. */
export function directusError(message: string, code: string) {
  return { errors: [{ message, extensions: { code } }] };
}

function answer(res: ServerResponse, reply: FakeAnswer): void {
  if ('hang' in reply) return;
  if ('cut' in reply) {
    res.socket?.destroy();
    return;
  }
  if (reply.bytes) {
    res.writeHead(reply.status, { 'content-type': 'application/octet-stream', ...reply.headers });
    res.end(reply.bytes);
    return;
  }
  send(res, reply.status, reply.json ?? null, reply.headers);
}

function send(res: ServerResponse, status: number, json: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(json === null ? '' : JSON.stringify(json));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return null;
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}
