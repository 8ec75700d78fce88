import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A request as the fake saw it. */
export interface OchreRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A canned answer for the next token request (a failure, an odd answer). */
export interface TokenReply {
  status: number;
  json?: unknown;
}

export interface FakeOchre {
  /** http://127.0.0.1:{port}: the retail API's base address. */
  origin: string;
  /** The token endpoint: {origin}/oauth/token. */
  authUrl: string;
  clientId: string;
  clientSecret: string;
  requests: OchreRequest[];
  /** Tokens issued so far, in order. */
  issued: string[];
  /** Requests made to the token endpoint (answered or not). */
  readonly tokenRequests: number;
  /** Retail requests (products and media items), for counting attempts. */
  retailRequests(): OchreRequest[];
  /** expires_in of the next tokens, in seconds. */
  expiresIn: number;
  /** How long the token endpoint takes to answer, so concurrent callers overlap. */
  tokenDelayMs: number;
  /** Answers the next token requests with these before issuing real tokens. */
  enqueueTokenReply(...replies: TokenReply[]): void;
  /** Revokes every token issued so far: the next retail call with one of them gets a 401. */
  revokeTokens(): void;
  /** Every retail call answers 401, whatever its token. */
  rejectAll: boolean;
  /** Answers the retail API gives per path, replacing the default catalogue (e.g. malformed entries). */
  override: Map<string, { status: number; json: unknown }>;
  close(): Promise<void>;
}

/** The fake's catalogue: one release (reference_id 1) of two products, priced per currency. */
const PRICES: Record<string, [number, number]> = { GBP: [9.99, 14.99], USD: [12.99, 19.99], EUR: [11.99, 17.99] };

function retailProducts(query: URLSearchParams) {
  const prices = PRICES[query.get('currency') ?? ''];
  if (query.get('reference_type') !== 'release' || query.get('reference_id') !== '1' || !prices) return { results: [] };
  const code = query.get('currency');
  return {
    results: [
      { id: 101, format: 'MP3', price: { value: prices[0], discount: 0, currency: { code } }, sku: 'LT-101-MP3' },
      { id: '102', format: 'Vinyl', price: { value: prices[1], discount: 2, currency: { code } } },
    ],
  };
}

function mediaItems(query: URLSearchParams) {
  const count = Math.min(Number(query.get('limit') ?? 99), 3);
  return {
    results: Array.from({ length: count }, (_, index) => ({
      id: 9000 + index,
      title: `Track ${index + 1}`,
      artist: { name: 'Fake Artist' },
      url: `https://media.ochre.test/audio/${query.get('reference_id')}-${index + 1}.mp3`,
      duration: 30.4,
    })),
  };
}

/**
 * A local stand-in for Ochre on 127.0.0.1 and a free port: the OAuth token endpoint (client
 * credentials, HTTP Basic) and the retail API's products and media items, which require a bearer
 * token it issued and has not revoked.
 */
export async function startFakeOchre(
  credentials = { clientId: 'label-site', clientSecret: 'fake-ochre-secret-0123456789' },
): Promise<FakeOchre> {
  const valid = new Set<string>();
  const tokenQueue: TokenReply[] = [];
  const sockets = new Set<Socket>();
  let tokenCount = 0;

  const fake: FakeOchre = {
    origin: '',
    authUrl: '',
    ...credentials,
    requests: [],
    issued: [],
    get tokenRequests() {
      return tokenCount;
    },
    retailRequests: () => fake.requests.filter((request) => request.path !== '/oauth/token'),
    expiresIn: 3600,
    tokenDelayMs: 0,
    enqueueTokenReply: (...replies) => void tokenQueue.push(...replies),
    revokeTokens: () => valid.clear(),
    rejectAll: false,
    override: new Map(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of sockets) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake.invalid');
      const request: OchreRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      fake.requests.push(request);
      if (request.path === '/oauth/token') {
        tokenCount += 1;
        setTimeout(() => answerToken(request, res), fake.tokenDelayMs);
        return;
      }
      answerRetail(request, res);
    });
  });

  function answerToken(request: OchreRequest, res: ServerResponse): void {
    if (request.method !== 'POST') return send(res, 405, { error: 'invalid_request' });
    const queued = tokenQueue.shift();
    if (queued) return send(res, queued.status, queued.json ?? {});
    const basic = `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`;
    if (request.headers.authorization !== basic) return send(res, 401, { error: 'invalid_client' });
    if (new URLSearchParams(request.body).get('grant_type') !== 'client_credentials')
      return send(res, 400, { error: 'unsupported_grant_type' });
    const token = `ochre-token-${fake.issued.length + 1}`;
    fake.issued.push(token);
    valid.add(token);
    send(res, 200, { access_token: token, token_type: 'Bearer', expires_in: fake.expiresIn });
  }

  function answerRetail(request: OchreRequest, res: ServerResponse): void {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (fake.rejectAll || !token || !valid.has(token)) return send(res, 401, { error: 'invalid_token' });
    const override = fake.override.get(request.path);
    if (override) return send(res, override.status, override.json);
    if (request.path === '/retail/products') return send(res, 200, retailProducts(request.query));
    if (request.path === '/content/media-items') return send(res, 200, mediaItems(request.query));
    send(res, 404, { error: 'not_found' });
  }

  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.authUrl = `${fake.origin}/oauth/token`;
  return fake;
}

function send(res: ServerResponse, status: number, json: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(json));
}
