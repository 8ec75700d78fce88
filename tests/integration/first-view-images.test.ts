import request from 'supertest';
import { FIRST_VIEW_TILES } from '../../shared/components/storefront/first-view';
import { createTestSite } from '../support/test-site';

/** The first grid's tile images in a page, in order (a radio logo's 48 px image aside): their `src` and `fetchpriority`, if any. */
function tileImages(html: string): { src: string | null; fetchPriority: string | null }[] {
  const list = /<ul role="list"[^>]*class="grid [^"]*"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
  return [...list.matchAll(/<img (?![^>]*sizes="48px")([^>]*)>/g)]
    .map((m) => m[1]!)
    .map((attributes) => ({
      src: /\ssrc="([^"]+)"/.exec(` ${attributes}`)?.[1] ?? null,
      fetchPriority: /fetchPriority="([^"]+)"/i.exec(attributes)?.[1] ?? null,
    }));
}

describe('the images a visitor sees first', () => {
  it("are in the server's HTML and fetched at once for the first grid of a page; the rest wait for the viewport", async () => {
    const { app } = await createTestSite();
    const res = await request(app).get('/releases').expect(200);
    const images = tileImages(res.text.replace(/<noscript>[\s\S]*?<\/noscript>/g, ''));
    expect(images.length).toBeGreaterThan(FIRST_VIEW_TILES);
    for (const image of images.slice(0, FIRST_VIEW_TILES)) {
      expect(image.src).toMatch(/^\/_next\/image\?/);
      expect(image.fetchPriority).toBe('high');
    }
    for (const image of images.slice(FIRST_VIEW_TILES)) expect(image).toEqual({ src: null, fetchPriority: null });
  });

  it('are the only images fetched at high priority: a carousel further down waits for the viewport, even its first slide', async () => {
    const { app } = await createTestSite();
    const res = await request(app).get('/').expect(200);
    // The home page's hero is what a phone shows first; its collection carousels come later.
    const preloads = res.text.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain('fetchPriority="high"');
    const carousels = [...res.text.matchAll(/<section aria-roledescription="carousel"[\s\S]*?<\/section>/g)].map((m) => m[0]);
    expect(carousels.length).toBeGreaterThan(0);
    for (const carousel of carousels) {
      const images = carousel.replace(/<noscript>[\s\S]*?<\/noscript>/g, '').match(/<img [^>]*>/g) ?? [];
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) expect(image).not.toMatch(/\ssrc=|fetchPriority/i);
    }
  });
});
