import type { RequestListener } from 'node:http';
import request from 'supertest';
import { createTestSite } from '../support/test-site';

jest.setTimeout(30_000);

const pages = [
  '/',
  '/releases',
  '/products/the-pale-echo',
  '/artists/sera-lumin',
  '/features/ten-records-that-shaped-mattis-orre',
  '/contact',
  '/search?q=tide',
];
const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

/** The document's <head> and the rest, as served. */
function split(html: string): { head: string; rest: string } {
  const end = html.indexOf('</head>');
  expect(end).toBeGreaterThan(0);
  return { head: html.slice(0, end), rest: html.slice(end) };
}

let app: RequestListener;
beforeAll(async () => {
  // Rendered per request (streamed to people), as a crawler would get it too.
  app = (await createTestSite({ env: { PAGE_CACHE_MB: '0' } })).app;
});

describe('head tags (React 19 hoists what PageMeta renders into <head>)', () => {
  for (const agent of ['Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile', 'Googlebot/2.1 (+http://www.google.com/bot.html)']) {
    it(`every page has exactly one title and its meta tags inside <head> (${agent.split('/')[0]})`, async () => {
      for (const path of pages) {
        const res = await request(app).get(path).set('User-Agent', agent).expect(200);
        const { head, rest } = split(res.text);
        expect([path, count(res.text, /<title>/g)]).toEqual([path, 1]);
        expect([path, count(head, /<title>[^<]+<\/title>/g)]).toEqual([path, 1]);
        expect([path, count(head, /<meta name="description" content="[^"]+"\/>/g)]).toEqual([path, 1]);
        expect([path, count(head, /<link rel="canonical" href="https:\/\/label\.test\/[^"]*"\/>/g)]).toEqual([path, 1]);
        expect([path, count(head, /<meta property="og:title" content="[^"]+"\/>/g)]).toEqual([path, 1]);
        expect([path, count(head, /<meta name="twitter:card" content="summary(_large_image)?"\/>/g)]).toEqual([path, 1]);
        // None left in the body.
        expect([path, /<meta (name|property)="(description|og:title|robots)"|<link rel="canonical"/.test(rest)]).toEqual([path, false]);
      }
    });
  }

  it('the search page asks search engines not to index it, in <head>', async () => {
    const res = await request(app).get('/search?q=tide').expect(200);
    expect(split(res.text).head).toContain('<meta name="robots" content="noindex, follow"/>');
    const home = await request(app).get('/').expect(200);
    expect(home.text).not.toContain('name="robots"');
  });
});
