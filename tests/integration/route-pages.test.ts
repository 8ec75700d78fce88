import type { RequestListener } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import type { ContentFiles } from '../../server/sources/content/model';
import { createTestSite, repoRoot } from '../support/test-site';

function contentFile<K extends keyof ContentFiles>(name: K): ContentFiles[K] {
  return JSON.parse(readFileSync(path.join(repoRoot, 'content', `${name}.json`), 'utf8'));
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

let app: RequestListener;
beforeAll(async () => {
  app = (await createTestSite()).app;
}, 20_000);

const post = contentFile('posts').find((p) => p.status === 'published')!;
const event = contentFile('events').find((e) => e.status === 'published' && e.tickets_url)!;
const products = contentFile('products');
const release = contentFile('product_groups').find(
  (g) => g.reference_type === 'release' && g.status === 'active' && products.some((p) => p.group === g.id && p.status === 'active'),
)!;
const product = products.find((p) => p.group === release.id && p.status === 'active')!;

describe('route pages', () => {
  it('/features/{slug} shows the post with NewsArticle data and more news', async () => {
    const res = await request(app).get(`/features/${post.slug}`).expect(200);
    expect(res.text).toContain(`<title>${post.title.replace(/&/g, '&amp;')}</title>`);
    expect(res.text).toContain('More news');
    expect(jsonLd(res.text)[0]).toMatchObject({ '@type': 'NewsArticle', headline: post.title, datePublished: post.date_published });
  });

  it('/features/{slug} shows a feature’s summary once when its first paragraph already opens with it', async () => {
    const feature = contentFile('posts').find((p) => p.title === 'Ten records that shaped Mattis Orre')!;
    const res = await request(app).get(`/features/${feature.slug}`).expect(200);
    const article = /<article[\s\S]*?<\/article>/.exec(res.text)![0];
    const text = article
      .replace(/<[^>]*>/g, '')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, '&');
    expect(text.split(feature.summary).length - 1).toBe(1);
  });

  it('/features/{slug} keeps the summary as the standfirst when the body does not open with it', async () => {
    // Its body opens with “Every record on Lumen Tide starts the same way”, not with the summary.
    const feature = contentFile('posts').find(
      (p) => p.status === 'published' && p.summary.startsWith('From the first demo to the test pressing'),
    )!;
    const res = await request(app).get(`/features/${feature.slug}`).expect(200);
    expect(res.text).toContain(
      `<p class="mt-8 text-xl text-paper/90">${feature.summary.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')}</p>`,
    );
  });

  it('/events/{slug} shows the event with MusicEvent data and a Tickets link', async () => {
    const res = await request(app).get(`/events/${event.slug}`).expect(200);
    expect(jsonLd(res.text)[0]).toMatchObject({ '@type': 'MusicEvent', startDate: event.date, location: { name: event.venue.name } });
    expect(res.text).toContain(`href="${event.tickets_url}" target="_blank" rel="noreferrer nofollow"`);
    expect(res.text).toContain('>Tickets</a>');
  });

  it('/products/{slug} shows a release with MusicAlbum data, its formats and tracklist', async () => {
    const res = await request(app).get(`/products/${release.slug}`).expect(200);
    const data = jsonLd(res.text)[0]!;
    expect(data).toMatchObject({ '@type': 'MusicAlbum', name: release.title });
    expect((data.offers as { priceCurrency: string }[]).every((o) => o.priceCurrency === 'GBP')).toBe(true);
    expect(res.text).toContain('Add to Basket');
    expect(res.text).toContain('Tracklist');
  });

  it('answers the listing shape /products/{id}-{title} and prices in the locale’s currency', async () => {
    const res = await request(app).get(`/us/products/${release.id}-some-title`).expect(200);
    expect(jsonLd(res.text)[0]).toMatchObject({ name: release.title });
    const offers = jsonLd(res.text)[0]!.offers as { priceCurrency: string }[];
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((o) => o.priceCurrency === 'USD')).toBe(true);
    expect(res.text).toMatch(/\$\d+\.\d\d/);
  });

  it('/products/{group}/{product} and the shape /products/{groupId}-{title}/{id}-{format}', async () => {
    const bySlug = await request(app).get(`/products/${release.slug}/${product.slug}`).expect(200);
    expect(bySlug.text).toContain(`${release.title}`);
    const byIds = await request(app).get(`/eu/products/${release.id}-x/${product.id}-${product.format.toLowerCase()}`).expect(200);
    expect(byIds.text).toContain('€');
  });

  it('answers unknown slugs with 404', async () => {
    await request(app).get('/features/no-such-post').expect(404);
    await request(app).get('/events/no-such-event').expect(404);
    await request(app).get('/products/no-such-release').expect(404);
    await request(app).get(`/products/${release.slug}/no-such-format`).expect(404);
  });
});

describe('crawler files', () => {
  it('/sitemap.xml lists the public pages, posts, events, artists and listed releases', async () => {
    const res = await request(app).get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.text).toContain(`<loc>https://label.test/features/${post.slug}</loc>`);
    expect(res.text).toContain(`<loc>https://label.test/products/${release.slug}</loc>`);
    expect(res.text).toContain('<loc>https://label.test/</loc>');
    const drafts = contentFile('posts').filter((p) => p.status !== 'published');
    for (const draft of drafts) expect(res.text).not.toContain(`/features/${draft.slug}<`);
    const unlisted = contentFile('product_groups').filter((g) => g.visibility !== 'public');
    for (const group of unlisted) expect(res.text).not.toContain(`/products/${group.slug}<`);
    expect(res.text).not.toContain('https://label.test/tour<');
  });

  it('/robots.txt points at the sitemap', async () => {
    const res = await request(app).get('/robots.txt').expect(200);
    expect(res.text).toContain('Sitemap: https://label.test/sitemap.xml');
  });
});

describe('artist page', () => {
  const artists = contentFile('artists').filter((a) => a.status === 'published');
  const groups = contentFile('product_groups');
  const artist = artists.find((a) =>
    groups.some((g) => g.artist === a.id && g.reference_type === 'release' && g.status === 'active' && g.visibility === 'public'),
  )!;

  it('/artists/{slug} shows the artist with MusicGroup data and their releases, newest first', async () => {
    const res = await request(app).get(`/artists/${artist.slug}`).expect(200);
    expect(jsonLd(res.text)[0]).toMatchObject({ '@type': 'MusicGroup', name: artist.name, sameAs: artist.links.map((l) => l.url) });
    expect(res.text).toContain('>Releases</h2>');
    const newest = groups
      .filter((g) => g.artist === artist.id && g.reference_type === 'release' && g.status === 'active' && g.visibility === 'public')
      .sort((a, b) => (b.release_date ?? '').localeCompare(a.release_date ?? ''))[0]!;
    expect(res.text).toContain(`href="/products/${newest.slug}"`);
  });

  it('answers an unknown or draft artist with 404', async () => {
    await request(app).get('/artists/nobody-at-all').expect(404);
    const draft = contentFile('artists').find((a) => a.status === 'draft')!;
    await request(app).get(`/artists/${draft.slug}`).expect(404);
  });
});

describe('video playlists', () => {
  it('renders a playlist slot server-side: one fewer than a page, thumbnails that open the popup, and load more', async () => {
    // The home page's playlist has 36 videos and asks for pages of its maxResults: one fewer first.
    const homePage = JSON.parse(readFileSync(path.join(repoRoot, 'content', 'pages', 'index.json'), 'utf8'));
    const slot = homePage.blocks.find((b: { data: { kind?: string } }) => b.data.kind === 'videoPlaylists').data;
    const home = await request(app).get('/').expect(200);
    const thumbnails = (html: string) => html.match(/<img src="\/assets\/[0-9a-f-]{36}\?fit=cover&amp;width=320&amp;height=180"/g) ?? [];
    expect(thumbnails(home.text)).toHaveLength((slot.maxResults ?? 24) - 1);
    // The slot's last element: its load more, at the end of the playlist's island element.
    expect(home.text).toMatch(/<button type="button" class="[^"]*">Load more<\/button><\/div><\/section>/);
    // The radio page's has 12: all of them, and no load more.
    const radio = await request(app).get('/radio').expect(200);
    expect(thumbnails(radio.text)).toHaveLength(12);
  });
});

describe('release filter menu options (server-rendered, so they work without JavaScript)', () => {
  const labels = contentFile('labels');
  const artists = contentFile('artists');
  const groups = contentFile('product_groups');
  const mainLabel = labels.find((label) => label.isFeatured)!;
  const sister = labels.find((label) => label.kind === 'sister')!;
  /** Artists with a sort order and a release on the label (spec 000 §7), as the drop-down lists them. */
  const artistsOf = (labelId: string) =>
    artists
      .filter(
        (artist) =>
          artist.sort != null && groups.some((g) => g.reference_type === 'release' && g.label === labelId && g.artist === artist.id),
      )
      .map((artist) => artist.name);
  const decode = (text: string) => text.replace(/&amp;/g, '&');
  /** The options of the drop-down (a <details>) whose links set `param`; tiles' label links are not in it. */
  const menuLinks = (html: string, param: string) => {
    const menu = [...html.matchAll(/<details[\s\S]*?<\/details>/g)].map((m) => m[0]).find((d) => d.includes(`${param}=`)) ?? '';
    return [...menu.matchAll(new RegExp(`<a[^>]*href="/releases\\?(?:[^"]*&amp;)?${param}=([^"&]+)[^"]*"[^>]*>([^<]*)</a>`, 'g'))].map(
      (m) => [m[1], decode(m[2]!)],
    );
  };

  it('lists every label by name, linking by slug', async () => {
    const res = await request(app).get('/releases').expect(200);
    expect(menuLinks(res.text, 'label')).toEqual(
      [...labels].sort((a, b) => a.name.localeCompare(b.name)).map((label) => [label.slug, label.name]),
    );
  });

  it("lists the main label's artists while no label is chosen, and the chosen label's once one is", async () => {
    const main = await request(app).get('/releases').expect(200);
    const mainArtists = menuLinks(main.text, 'artist').map(([, name]) => name);
    expect(mainArtists.length).toBeGreaterThan(0);
    expect(new Set(mainArtists)).toEqual(new Set(artistsOf(mainLabel.id)));

    const chosen = await request(app).get(`/releases?label=${sister.slug}`).expect(200);
    const sisterArtists = menuLinks(chosen.text, 'artist').map(([, name]) => name);
    expect(sisterArtists.length).toBeGreaterThan(0);
    expect(new Set(sisterArtists)).toEqual(new Set(artistsOf(sister.id)));
  });
});
