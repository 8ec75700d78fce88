import { freePort } from '../support/free-port';
import { startSiteProcess, type SiteProcess } from '../support/site-process';

/**
 * Without PUBLIC_URL, the addresses the site writes for others (canonical, Open Graph, JSON-LD, the
 * sitemap) name http://localhost:PORT. The demo keeps that default; a production start says so once.
 */
jest.setTimeout(120_000);

/** The built server process (`npm start`'s) on a known port, so the fallback origin is known too. */
async function startOn(env: Record<string, string>): Promise<{ site: SiteProcess; port: number }> {
  const port = await freePort();
  const site = await startSiteProcess({ timeoutMs: 50_000, env: { PORT: String(port), ...env } });
  return { site, port };
}

/** Lines logged up to `listening` that speak of PUBLIC_URL. */
const publicUrlLines = (site: SiteProcess) => site.logs.filter((line) => String(line.msg).includes('PUBLIC_URL'));

describe('PUBLIC_URL at start-up', () => {
  it('unset in production: one warn line naming PUBLIC_URL and the origin the addresses fall back to', async () => {
    const { site, port } = await startOn({ NODE_ENV: 'production' });
    try {
      expect(publicUrlLines(site)).toEqual([
        expect.objectContaining({
          level: 40,
          msg: `PUBLIC_URL is not set: canonical, Open Graph, JSON-LD and sitemap addresses use http://localhost:${port}`,
        }),
      ]);
      expect(site.logs.filter((line) => line.level === 40)).toHaveLength(1);
    } finally {
      await site.stop();
    }
  });

  it('set in production: nothing to say', async () => {
    const { site } = await startOn({ NODE_ENV: 'production', PUBLIC_URL: 'https://label.example' });
    try {
      expect(site.logs.some((line) => line.msg === 'listening')).toBe(true);
      expect(publicUrlLines(site)).toEqual([]);
    } finally {
      await site.stop();
    }
  });

  // In development the site is browsed on this machine: localhost is the right address there.
  it('unset in development: nothing to say', async () => {
    const { site } = await startOn({ NODE_ENV: 'development' });
    try {
      expect(site.logs.some((line) => line.msg === 'listening')).toBe(true);
      expect(publicUrlLines(site)).toEqual([]);
    } finally {
      await site.stop();
    }
  });
});
