import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** One open connection: how many requests it is serving, and whether the last sweep found it idle. */
interface Connection {
  active: number;
  /** Set by a sweep that found it idle; any request clears it. */
  idleAtLastSweep: boolean;
  /** Bytes read when the last sweep looked: more since means a request is arriving. */
  bytesReadAtLastSweep: number;
}

/**
 * The connections of one server, tracked from the moment it is made, so a graceful stop can close
 * keep-alive connections only between requests:
 * - once draining starts (when the listener has closed), every response says `Connection: close`
 *   and Node closes the connection after it, so a client never sends a next request on it;
 * - an idle connection is closed only when two sweeps in a row found it idle. Sweeps run from a
 *   timer, and between two timer callbacks the event loop always polls its sockets, so a request
 *   already sent (even one the busy loop had not read yet when the first sweep ran) has been read
 *   and counts as activity; so do bytes read since the last sweep (a request still arriving).
 *   Node's own closeIdleConnections() closes a socket whose request is still unread, which the
 *   client sees as a reset.
 */
export class ConnectionDrain {
  private readonly connections = new Map<Socket, Connection>();
  /** Responses not finished yet: those whose headers are still unsent get `Connection: close` too. */
  private readonly inFlight = new Set<ServerResponse>();
  private draining = false;

  constructor(server: Server) {
    server.on('connection', (socket: Socket) => {
      this.connections.set(socket, { active: 0, idleAtLastSweep: false, bytesReadAtLastSweep: 0 });
      socket.once('close', () => this.connections.delete(socket));
    });
    // Before the site's own handler, so the header is set before anything is written.
    server.prependListener('request', (_req, res: ServerResponse) => {
      const socket = res.socket as Socket;
      const connection = this.connections.get(socket);
      if (connection) {
        connection.active++;
        connection.idleAtLastSweep = false;
        this.inFlight.add(res);
        res.once('close', () => {
          this.inFlight.delete(res);
          connection.active--;
          connection.idleAtLastSweep = false;
          connection.bytesReadAtLastSweep = socket.bytesRead;
        });
      }
      if (this.draining) res.setHeader('Connection', 'close');
    });
  }

  /** From now on every response closes its connection after it is sent, in-flight ones included. */
  startDraining(): void {
    this.draining = true;
    for (const res of this.inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
  }

  /** Closes the connections that were idle at the previous sweep and still are; returns how many remain. */
  sweepIdle(): number {
    for (const [socket, connection] of this.connections) {
      const arriving = socket.bytesRead !== connection.bytesReadAtLastSweep;
      connection.bytesReadAtLastSweep = socket.bytesRead;
      if (connection.active > 0 || arriving) {
        connection.idleAtLastSweep = false;
        continue;
      }
      if (connection.idleAtLastSweep) {
        socket.destroy();
      } else connection.idleAtLastSweep = true;
    }
    return this.connections.size;
  }
}

const drains = new WeakMap<Server, ConnectionDrain>();

/** Starts tracking a server's connections; call it before the server listens. */
export function trackConnections(server: Server): ConnectionDrain {
  const drain = new ConnectionDrain(server);
  drains.set(server, drain);
  return drain;
}

/** The tracker of a server made by createHttpServer. */
export function connectionDrainOf(server: Server): ConnectionDrain {
  const drain = drains.get(server);
  if (!drain) throw new Error('this server does not track its connections: make it with createHttpServer');
  return drain;
}
