import { createServer } from 'node:http';
import { closeAtOnce, listenOnLoopback } from './loopback-server';

/** A purge as the stub CDN received it. */
export interface ReceivedPurge {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/**
 * A CDN's purge API on loopback, recording every call: answers 200, or the statuses the test
 * queues first (a CDN having a bad moment).
 */
export async function startStubCdn() {
  const purges: ReceivedPurge[] = [];
  const statuses: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
      purges.push({ path: req.url ?? '', headers: req.headers, body });
      res.writeHead(statuses.shift() ?? 200, { 'Content-Type': 'application/json' }).end('{"status":"ok"}');
    });
  });
  const port = await listenOnLoopback(server);
  return {
    url: `http://127.0.0.1:${port}`,
    purges,
    /** The next calls answer these statuses, in order. */
    failNext: (...codes: number[]) => void statuses.push(...codes),
    close: () => closeAtOnce(server),
  };
}
