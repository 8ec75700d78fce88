import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server that speaks Front's "send new message" dialect (POST /channels/{id}/messages,
 * bearer token, 202 `{ status: 'accepted', message_uid }` as Front answers it, rate-limit headers,
 * `{ _error }` bodies) and its conversation search (GET /conversations/search/{query}: `_results`
 * of the conversations whose message text holds the quoted phrase). By default it honours the
 * Idempotency-Key header (a key it has seen is answered with the first message's id, never taken
 * twice); `honoursIdempotencyKey = false` behaves as Front documents itself: every POST is a message.
 */
export type FakeFrontMode =
  /** 202 and the message is taken. */
  | 'up'
  /** 503 with Retry-After, nothing taken. */
  | 'unavailable'
  /** The connection is cut before any answer, nothing taken (Front unreachable). */
  | 'unreachable'
  /** 429 with Retry-After: 1, nothing taken. */
  | 'rate-limited'
  /** The message is taken, then the connection is cut: the sender never hears the answer. */
  | 'lose-ack'
  /** 400: Front refuses the message itself. */
  | 'refuse'
  /** 401: the token is wrong. */
  | 'unauthorized';

export interface TakenMessage {
  /** Front's message UID, the only identifier its 202 answer carries. */
  uid: string;
  channelId: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export interface FakeFront {
  url: string;
  mode: FakeFrontMode;
  /** Messages Front took, once each. */
  taken: TakenMessage[];
  /** Every request, in order, with the mode that answered it. */
  attempts: { channelId: string; idempotencyKey: string | undefined; mode: FakeFrontMode }[];
  /** X-RateLimit-Remaining on 202 answers; below 0 the header is left out. */
  remaining: number;
  /** How long a taken message waits for its answer (a sender that dies meanwhile never hears it). */
  answerDelayMs: number;
  /** False: a repeated key is a new message, as Front documents no Idempotency-Key (decision 0028). */
  honoursIdempotencyKey: boolean;
  /** 'forbidden': the search answers 403 (a token without conversations:read). */
  searchMode: 'up' | 'forbidden';
  /** Every search, its decoded query. */
  searches: string[];
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

function answer(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** A UID shaped like Front's (32 lowercase hex-ish characters), numbered so tests can name it. */
export function fakeMessageUid(n: number): string {
  return `1eab543f84a0785f7b6b${String(n).padStart(12, '0')}`;
}

export async function startFakeFront(token = 'front-test-token'): Promise<FakeFront> {
  const byKey = new Map<string, string>();
  const front: FakeFront = {
    url: '',
    mode: 'up',
    taken: [],
    attempts: [],
    remaining: -1,
    answerDelayMs: 0,
    honoursIdempotencyKey: true,
    searchMode: 'up',
    searches: [],
    close: async () => {},
  };

  const search = (req: IncomingMessage, res: ServerResponse, query: string) => {
    front.searches.push(query);
    if (req.headers.authorization !== `Bearer ${token}`) return answer(res, 401, { _error: { status: 401, title: 'Unauthenticated' } });
    if (front.searchMode === 'forbidden')
      return answer(res, 403, { _error: { status: 403, title: 'Forbidden', message: 'Missing scope' } });
    const phrase = /^"(.*)"$/.exec(query)?.[1] ?? query;
    const found = front.taken.filter(
      (message) => String(message.body.text ?? '').includes(phrase) || String(message.body.body ?? '').includes(phrase),
    );
    answer(res, 200, { _results: found.map((message) => ({ id: `cnv_${message.uid.slice(-6)}`, subject: message.body.subject })) });
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const searched = /^\/conversations\/search\/([^/?]+)/.exec(req.url ?? '');
    const text = await readBody(req);
    if (req.method === 'GET' && searched) return search(req, res, decodeURIComponent(searched[1]!));
    const match = /^\/channels\/([^/]+)\/messages$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) return answer(res, 404, { _error: { status: 404, title: 'Not found' } });
    const channelId = decodeURIComponent(match[1]!);
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    const mode = front.mode;
    front.attempts.push({ channelId, idempotencyKey, mode });

    if (mode === 'unreachable') return req.socket.destroy();
    if (mode === 'unauthorized' || req.headers.authorization !== `Bearer ${token}`) {
      return answer(res, 401, { _error: { status: 401, title: 'Unauthenticated', message: 'Invalid token' } });
    }
    if (mode === 'unavailable') return answer(res, 503, { _error: { status: 503, title: 'Service unavailable' } }, { 'Retry-After': '1' });
    if (mode === 'rate-limited') {
      return answer(
        res,
        429,
        { _error: { status: 429, title: 'Too many requests' } },
        { 'Retry-After': '1', 'X-RateLimit-Remaining': '0' },
      );
    }
    if (mode === 'refuse') return answer(res, 400, { _error: { status: 400, title: 'Bad request', message: 'body is invalid' } });

    let uid = idempotencyKey && front.honoursIdempotencyKey ? byKey.get(idempotencyKey) : undefined;
    if (!uid) {
      uid = fakeMessageUid(front.taken.length + 1);
      if (idempotencyKey) byKey.set(idempotencyKey, uid);
      front.taken.push({ uid, channelId, idempotencyKey, authorization: req.headers.authorization, body: JSON.parse(text) });
    }
    if (front.answerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, front.answerDelayMs));
    if (mode === 'lose-ack') return req.socket.destroy();
    const limitHeaders: Record<string, string> =
      front.remaining >= 0
        ? {
            'X-RateLimit-Limit': '50',
            'X-RateLimit-Remaining': String(front.remaining),
            'X-RateLimit-Reset': String(Math.ceil(Date.now() / 1000) + 1),
          }
        : {};
    answer(res, 202, { status: 'accepted', message_uid: uid }, limitHeaders);
  };
  // A fault in the fake itself ends the connection, so the test fails at its request instead of hanging.
  const server = createServer((req, res) => void handle(req, res).catch(() => res.destroy()));

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  front.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  front.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return front;
}
