import type { Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** Starts `server` on a free loopback port and resolves that port. */
export async function listenOnLoopback(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Cuts every connection, idle or not, and resolves once the server has closed. */
export async function closeAtOnce(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/** Keeps `sockets` to the server's open connections, so a fake can cut them all on close. */
export function trackConnections(server: Server, sockets: Set<Socket>): void {
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
}
