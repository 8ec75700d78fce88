import request from 'supertest';
import { createTestSite } from '../../support/test-site';

/** Issue 11, items 5 and 6: the build's /assets on the production app. */
describe('the build assets in production', () => {
  it('answers 400 to malformed percent-encoding under a folder and logs it at warn without a stack', async () => {
    const { app, logs } = await createTestSite({ env: { NODE_ENV: 'production' } });
    const res = await request(app).get('/assets/a/%ff.js');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Malformed percent-encoding in the address' });
    const warning = logs.lines.find((line) => line.msg === 'malformed percent-encoding in an asset address');
    expect(warning).toMatchObject({ level: 40 });
    expect(JSON.stringify(warning)).not.toMatch(/URIError|stack/);
    expect(logs.lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
  });

  it.each(['/assets/%E0%A4%A.js', '/assets/chunks/%c0%af.css'])('answers 400 to %s too', async (url) => {
    const { app } = await createTestSite({ env: { NODE_ENV: 'production' } });
    expect((await request(app).get(url)).status).toBe(400);
  });

  it('does not serve source maps', async () => {
    const { app } = await createTestSite({ env: { NODE_ENV: 'production' } });
    for (const encoding of ['identity', 'gzip', 'br']) {
      const res = await request(app).get('/assets/app-TEST.js.map').set('Accept-Encoding', encoding);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('sourcesContent');
    }
    // The code itself is still served.
    expect((await request(app).get('/assets/app-TEST.js')).status).toBe(200);
  });

  it('serves source maps when SERVE_SOURCE_MAPS=true', async () => {
    const { app } = await createTestSite({ env: { NODE_ENV: 'production', SERVE_SOURCE_MAPS: 'true' } });
    const res = await request(app).get('/assets/app-TEST.js.map');
    expect(res.status).toBe(200);
    expect(res.text).toContain('sourcesContent');
  });
});
