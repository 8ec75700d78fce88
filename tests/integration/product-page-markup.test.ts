/**
 * What the server sends for the product and artist pages, before any script runs (decision 0079):
 * the artist's image at the profile widths, the gallery's thumbnails at the gallery thumb widths,
 * and a sold-out product said to be so.
 */
import request from 'supertest';
import { SPEC_IMAGE_PRESETS } from '../support/spec-image-presets';
import { createTestSite } from '../support/test-site';

/** The page without its <noscript> copies: what a browser with JavaScript parses. */
const live = (html: string) => html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;

/** The `w` descriptors of a srcset, in order. */
const widths = (srcset: string | null) => (srcset ?? '').split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));

// The first page read pays for loading the demo content.
jest.setTimeout(30_000);

let site: Awaited<ReturnType<typeof createTestSite>>;
beforeAll(async () => {
  site = await createTestSite();
});

async function page(address: string): Promise<string> {
  return (await request(site.app).get(address).expect(200)).text;
}

describe('the artist page (spec 000 §9 profile 343/686/1392)', () => {
  it('offers the profile image at every profile width, with the sizes it is drawn at, fetched at once', async () => {
    const html = live(await page('/artists/sera-lumin'));
    const image = /<img [^>]*alt="Sera Lumin"[^>]*>/.exec(html)?.[0] ?? '';
    expect(widths(attribute(image, 'srcset'))).toEqual(SPEC_IMAGE_PRESETS.profile);
    expect(attribute(image, 'sizes')).toContain('343px');
    expect(attribute(image, 'fetchpriority')).toBe('high');
  });
});

describe('the product gallery (spec 000 §9 gallery thumb 360/720)', () => {
  it('shows the cover and a thumbnail button per image, the cover marked current, each at the gallery thumb widths', async () => {
    const html = await page('/products/harbour-crewneck');
    const buttons = [...html.matchAll(/<button [^>]*aria-label="Show [^"]*"[^>]*>[\s\S]*?<\/button>/g)].map((m) => m[0]);
    expect(buttons.map((button) => attribute(button, 'aria-label'))).toEqual(['Show cover', 'Show image 2 of 3', 'Show image 3 of 3']);
    expect(buttons.map((button) => attribute(button.slice(0, button.indexOf('>')), 'aria-current'))).toEqual(['true', null, null]);
    for (const button of buttons) {
      // Before hydration a thumbnail's image is its <noscript> copy (entities escaped inside it).
      const copy = /<noscript>([\s\S]*?)<\/noscript>/.exec(button)?.[1]?.replace(/&lt;/g, '<').replace(/&gt;/g, '>') ?? '';
      expect(widths(attribute(copy, 'srcset')?.replace(/&amp;/g, '&') ?? null)).toEqual(SPEC_IMAGE_PRESETS.galleryThumb);
    }
  });
});

describe('a sold-out product (decision 0079)', () => {
  it('the group page marks the sold-out colour in its name and beside its button, and asks no size for it', async () => {
    const html = await page('/products/harbour-crewneck');
    const rows = [...html.matchAll(/<li [^>]*>[\s\S]*?<\/li>/g)].map((m) => m[0]).filter((row) => row.includes('data-product-id'));
    const bone = rows.find((row) => row.includes('data-product-id="481"')) ?? '';
    const slate = rows.find((row) => row.includes('data-product-id="480"')) ?? '';
    // (React marks where one text ends and the next begins with an empty comment.)
    expect(bone).toMatch(/<a [^>]*>Crewneck(<!-- -->)?, Bone<span class="sr-only"> \(Sold out\)<\/span><\/a>/);
    expect(bone).toContain('>Sold out</p>');
    expect(bone).not.toContain('<select');
    expect(slate).toContain('<select');
    expect(slate).not.toMatch(/sold out/i);
  });

  it('the product page of the sold-out colour says so by its disabled button', async () => {
    const html = await page('/products/harbour-crewneck/crewneck-bone');
    const button = /<button [^>]*data-product-id="481"[^>]*>/.exec(html)?.[0] ?? '';
    expect(button).toContain('disabled=""');
    const note = attribute(button, 'aria-describedby');
    expect(html).toContain(`id="${note}"`);
    expect(new RegExp(`<p id="${note}"[^>]*>Sold out</p>`).test(html)).toBe(true);
    expect(html).not.toContain('<select');
  });
});
