import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { listenOnLoopback, trackConnections } from './loopback-server';

/** A request as the fake service saw it. */
export interface SeenRequest {
  method: string;
  /** The path exactly as sent, still percent-encoded. */
  rawPath: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

/**
 * How the fake answers one request: a JSON or text body with a status, a request left hanging
 * (for timeouts), or a socket cut without an answer (for network errors).
 */
export type FakeReply =
  { status?: number; json?: unknown; text?: string; headers?: Record<string, string> } | { hang: true } | { cut: true };

export type FakeRoute = (request: SeenRequest) => FakeReply;

export interface FakeService {
  /** http://127.0.0.1:{port}, no trailing slash. */
  origin: string;
  requests: SeenRequest[];
  /** Answers every request not served from the queue. */
  route: FakeRoute;
  /** Answers the next requests in this order, before the route. */
  enqueue(...replies: FakeReply[]): void;
  close(): Promise<void>;
}

/**
 * A local stand-in for an outside service, on 127.0.0.1 and a free port, speaking whatever dialect
 * the test's route gives it. Close it in afterAll/afterEach: hanging requests are cut on close.
 */
export async function startFakeService(route: FakeRoute = () => ({ status: 404, json: {} })): Promise<FakeService> {
  const queue: FakeReply[] = [];
  const sockets = new Set<Socket>();
  const service: FakeService = {
    origin: '',
    requests: [],
    route,
    enqueue: (...replies) => void queue.push(...replies),
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of sockets) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    const seen: SeenRequest = { method: req.method ?? 'GET', rawPath: url.pathname, query: url.searchParams, headers: req.headers };
    service.requests.push(seen);
    req.resume();
    answer(res, queue.shift() ?? service.route(seen));
  });
  trackConnections(server, sockets);
  service.origin = `http://127.0.0.1:${await listenOnLoopback(server)}`;
  return service;
}

function answer(res: ServerResponse, reply: FakeReply): void {
  if ('hang' in reply) return;
  if ('cut' in reply) {
    res.socket?.destroy();
    return;
  }
  const body = reply.json !== undefined ? JSON.stringify(reply.json) : (reply.text ?? '');
  const type = reply.json !== undefined ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8';
  res.writeHead(reply.status ?? 200, { 'content-type': type, ...reply.headers });
  res.end(body);
}
