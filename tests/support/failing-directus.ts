import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { ContentSource } from '../../server/sources/content/content-source';

/** How a broken Directus behaves: answering 503, refusing connections, or taking them and never answering. */
export type DirectusFault = 'down' | 'refusing' | 'hanging';

export interface FailingDirectus {
  url: string;
  /** Requests that reached it (never counted for 'refusing': nothing is listening). */
  requests: number;
  close(): Promise<void>;
}

/**
 * A Directus address that fails the way a real outage does, on loopback. 'refusing' is a port that
 * was free a moment ago and has nothing listening (ECONNREFUSED).
 */
export async function startFailingDirectus(fault: DirectusFault): Promise<FailingDirectus> {
  const sockets = new Set<Socket>();
  const failing: FailingDirectus = { url: '', requests: 0, close: async () => undefined };
  const server: Server = createServer((_req, res) => {
    failing.requests++;
    if (fault === 'hanging') return; // the request is read, the answer never comes
    res.writeHead(503, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ errors: [{ message: 'Service Unavailable', extensions: { code: 'SERVICE_UNAVAILABLE' } }] }));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  failing.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  if (fault === 'refusing') await close();
  else failing.close = close;
  return failing;
}

/**
 * A content source that asks whichever source `pick` names at each call: the demo content while
 * the site is healthy, a connector to a failing Directus once a test breaks it.
 */
export function switchableContent(pick: () => ContentSource): ContentSource {
  return {
    list: (collection, query, options) => pick().list(collection, query, options),
    count: (collection, query, options) => pick().count(collection, query, options),
    getById: (collection, id, options) => pick().getById(collection, id, options),
    getByIds: (collection, ids, options) => pick().getByIds(collection, ids, options),
    getSiteSettings: (options) => pick().getSiteSettings(options),
    getCookieConfiguration: () => pick().getCookieConfiguration(),
    getFile: (id) => pick().getFile(id),
  };
}
