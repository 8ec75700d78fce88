import net, { type AddressInfo, type Socket } from 'node:net';

/** How the proxy treats new connections: pass them on, drop them at once, or hold them unanswered. */
export type ProxyMode = 'up' | 'cut' | 'hang';

export interface SwitchableProxy {
  url: string;
  readonly mode: ProxyMode;
  /** Switches the mode; leaving 'up' also drops the connections already open (kept-alive ones too). */
  setMode(mode: ProxyMode): void;
  /** Connections that reached the proxy while it was not 'up'. */
  blocked: number;
  close(): Promise<void>;
}

/**
 * A loopback TCP proxy in front of a real service, so a test can make that service fail the way an
 * outage does (connections dropped, or taken and never answered) and come back, without stopping it.
 */
export async function startSwitchableProxy(target: string): Promise<SwitchableProxy> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  const proxy: SwitchableProxy = {
    url: '',
    mode: 'up',
    setMode(mode) {
      (proxy as { mode: ProxyMode }).mode = mode;
      if (mode !== 'up') for (const socket of sockets) socket.destroy();
    },
    blocked: 0,
    close: async () => undefined,
  };
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    if (proxy.mode !== 'up') {
      proxy.blocked++;
      if (proxy.mode === 'cut') client.destroy();
      return; // 'hang': read and never answered
    }
    const upstream = net.connect(Number(port), hostname);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return proxy;
}
