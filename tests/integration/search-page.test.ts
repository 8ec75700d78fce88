import type { RequestListener } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { print } from 'graphql';
import request from 'supertest';
import { createCache } from '../../shared/graphql/cache';
import { SEARCH } from '../../shared/graphql/services';
import type { ContentFiles } from '../../server/sources/content/model';
import { createTestSite, repoRoot } from '../support/test-site';

function contentFile<K extends keyof ContentFiles>(name: K): ContentFiles[K] {
  return JSON.parse(readFileSync(path.join(repoRoot, 'content', `${name}.json`), 'utf8'));
}

const mainLabel = contentFile('labels').find((label) => label.isFeatured)!;
const groups = contentFile('product_groups');
const artists = contentFile('artists');
const listed = groups.find(
  (g) => g.status === 'active' && g.reference_type === 'release' && g.label === mainLabel.id && g.visibility === 'public' && g.artist,
)!;
const listedArtist = artists.find((a) => a.id === listed.artist)!;
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The rows of the results lists (one per group), as text: type label, title, ' - artist'. */
function resultRows(html: string): string[] {
  const lists = [...html.matchAll(/<section data-search-group[^>]*>[\s\S]*?<ul role="list"[^>]*>([\s\S]*?)<\/ul>/g)].map((m) => m[1]!);
  return lists.flatMap((list) =>
    [...list.matchAll(/<a [^>]*>([\s\S]*?)<\/a>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&')),
  );
}

/** The opening tag of the search form. */
const formTag = (html: string) => /<form [^>]*role="search"[^>]*>/.exec(html)?.[0] ?? '';

let app: RequestListener;
beforeAll(async () => {
  app = (await createTestSite({ env: { NODE_ENV: 'production' } })).app;
}, 20_000);

describe('/search (works without JavaScript)', () => {
  it('renders the results of ?q= on the server, in the shared rows', async () => {
    const res = await request(app)
      .get(`/search?q=${encodeURIComponent(listed.title)}`)
      .expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const rows = resultRows(res.text);
    expect(rows.length).toBeGreaterThan(0);
    // The exact title ranks first among product groups, which come first.
    expect(rows[0]).toMatch(
      new RegExp(
        `^\\S.* ${listed.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - ${listedArtist.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
      ),
    );
    expect(res.text).toContain(`href="/products/${listed.slug}"`);
    expect(res.text).not.toContain('Nothing found.');
  });

  it('is a GET form with the field q, its placeholder and label, holding the text searched', async () => {
    const res = await request(app).get('/search?q=tide').expect(200);
    expect(formTag(res.text)).toMatch(/ method="get"/);
    expect(formTag(res.text)).toMatch(/ action="\/search"/);
    const input = /<input [^>]*name="q"[^>]*>/.exec(res.text)?.[0] ?? '';
    expect(input).toContain('type="search"');
    expect(input).toContain('placeholder="Search..."');
    expect(input).toContain('value="tide"');
    const id = /id="([^"]+)"/.exec(input)![1];
    expect(res.text).toContain(`<label for="${id}" class="sr-only">Search</label>`);
    expect(res.text).toMatch(/<button type="submit"[^>]*>Search<\/button>/);
  });

  it('has a title, description and canonical address, and asks search engines not to index it', async () => {
    const res = await request(app).get('/search?q=tide&utm_source=x').expect(200);
    expect(res.text).toContain('<title>Search: tide</title>');
    expect(res.text).toContain('<meta name="description" content="Search releases, artists, news and events."');
    expect(res.text).toContain('<link rel="canonical" href="https://label.test/search?q=tide"');
    expect(res.text).toContain('<meta name="robots" content="noindex, follow"');
    const bare = await request(app).get('/search').expect(200);
    expect(bare.text).toContain('<title>Search</title>');
    expect(bare.text).toContain('<link rel="canonical" href="https://label.test/search"');
  });

  it("says 'Nothing found.' when nothing matches", async () => {
    const res = await request(app).get('/search?q=zqxjvw').expect(200);
    expect(res.text).toContain('Nothing found.');
    expect(resultRows(res.text)).toEqual([]);
  });

  it('shows a hint instead of searching under 3 characters', async () => {
    for (const query of ['', '?q=', '?q=ab', '?q=%20%20ab%20']) {
      const res = await request(app).get(`/search${query}`).expect(200);
      expect(res.text).toContain('Type at least 3 characters to search.');
      expect(res.text).not.toContain('Nothing found.');
      // No search ran: the page's state holds no answer to hydrate.
      expect(res.text).not.toContain('"search({');
    }
  });

  it('puts the answer in the page state, so the browser does not ask again', async () => {
    // The whole-document client's state (with islands, decision 0118, the results are HTML only).
    const { app: documentApp } = await createTestSite({ env: { NODE_ENV: 'production', CLIENT_HYDRATION: 'document' } });
    const res = await request(documentApp).get('/search?q=tide').expect(200);
    expect(res.text).toContain('"Search:{\\"text\\":\\"tide\\"}":{"search"');
  });

  it("keeps the visitor's locale in the form and in every result link", async () => {
    const res = await request(app)
      .get(`/us/search?q=${encodeURIComponent(listed.title)}`)
      .expect(200);
    expect(formTag(res.text)).toMatch(/ action="\/us\/search"/);
    expect(res.text).toContain(`href="/us/products/${listed.slug}"`);
    expect(res.text).not.toMatch(/href="\/products\//);
  });

  it('escapes the searched text', async () => {
    const hostile = '<script>alert(1)</script>';
    const res = await request(app)
      .get(`/search?q=${encodeURIComponent(hostile)}`)
      .expect(200);
    expect(res.text).not.toContain(hostile);
    expect(res.text).toContain(`<title>Search: ${escapeHtml(hostile)}</title>`);
  });

  it('renders the Search link to /search before hydration', async () => {
    const res = await request(app).get('/search').expect(200);
    expect(res.text).toMatch(/<a [^>]*href="\/search"[^>]*>.*?<span class="sr-only [^"]*">Search<\/span><\/a>/);
  });
});

describe('the Search query, as the browser sends it', () => {
  const sent = print(createCache().transformDocument(SEARCH));

  it('finds only listed, active, non-track product groups of the main label', async () => {
    const excluded = groups.filter(
      (g) => g.reference_type === 'track' || g.visibility !== 'public' || g.label !== mainLabel.id || g.status !== 'active',
    );
    expect(excluded.length).toBeGreaterThan(0);
    for (const group of excluded.slice(0, 8)) {
      const res = await request(app)
        .post('/graphql')
        .send({ query: sent, variables: { text: group.title } })
        .expect(200);
      expect(res.body.errors).toBeUndefined();
      const hrefs = res.body.data.search.product_groups.map((row: { href: string }) => row.href);
      expect(hrefs).not.toContain(`/products/${group.slug}`);
    }
  });
});
