import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGuardedFetch } from '../../../server/media/guarded-fetch';

/** A server on loopback that counts requests: the guard's job is that it sees none. */
describe('guarded fetch', () => {
  let server: http.Server;
  let port: number;
  let requests: string[];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      requests.push(req.url ?? '');
      if (req.url === '/redirect') res.writeHead(302, { Location: 'http://127.0.0.1/elsewhere' }).end();
      else if (req.url === '/slow') setTimeout(() => res.end('late'), 2000);
      else res.writeHead(200, { 'Content-Type': 'image/png' }).end('picture');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  beforeEach(() => (requests = []));
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** Resolves every name to loopback, as a rebinding DNS server would. */
  const toLoopback = ((_host: string, _options: unknown, callback: (e: null, a: { address: string; family: number }[]) => void) =>
    callback(null, [{ address: '127.0.0.1', family: 4 }])) as never;

  it('refuses a loopback IP literal without connecting', async () => {
    await expect(createGuardedFetch()(`http://127.0.0.1:${port}/`, {})).rejects.toMatchObject({ code: 'EFORBIDDENADDRESS' });
    await expect(createGuardedFetch()(`http://[::1]:${port}/`, {})).rejects.toMatchObject({ code: 'EFORBIDDENADDRESS' });
    expect(requests).toEqual([]);
  });

  it('refuses a name that resolves to loopback at connect time', async () => {
    const fetch = createGuardedFetch({ lookup: toLoopback });
    await expect(fetch(`http://images.test:${port}/`, {})).rejects.toMatchObject({ code: 'EFORBIDDENADDRESS' });
    expect(requests).toEqual([]);
  });

  describe('when the address is allowed (loopback let through for the test)', () => {
    const fetch = createGuardedFetch({ lookup: toLoopback, isForbidden: () => false });

    it('returns the answer as a fetch Response', async () => {
      const response = await fetch(`http://images.test:${port}/picture.png`, { headers: { accept: 'image/png' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(await response.text()).toBe('picture');
      expect(requests).toEqual(['/picture.png']);
    });

    it('does not follow redirects', async () => {
      const response = await fetch(`http://images.test:${port}/redirect`, {});
      expect(response.status).toBe(302);
      expect(requests).toEqual(['/redirect']);
    });

    it('gives up when the signal aborts', async () => {
      await expect(fetch(`http://images.test:${port}/slow`, { signal: AbortSignal.timeout(100) })).rejects.toMatchObject({
        name: 'AbortError',
      });
    });

    it('refuses other protocols', async () => {
      await expect(fetch('ftp://images.test/x', {})).rejects.toThrow(/unsupported protocol/);
    });
  });
});
