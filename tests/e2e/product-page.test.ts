/**
 * Product and artist pages as a visitor sees them in Chromium (decision 0079): the gallery stays on
 * the cover and offers thumbnails, a sold-out colour says so before any click and cannot be added,
 * and the artist's image comes at the profile width the screen needs. Zero console errors throughout.
 */
import type { Page } from 'puppeteer';
import { axeViolations } from '../support/axe';
import { readDemoContent } from '../support/demo-content';
import { openPage, siteAndBrowserForFile } from '../support/e2e-site';
import { SPEC_IMAGE_PRESETS } from '../support/spec-image-presets';

jest.setTimeout(120_000);

const e2e = siteAndBrowserForFile();

const open = (address: string, width: number, beforeLoad?: (page: Page) => Promise<void>) =>
  openPage(e2e, address, { width, bypassCSP: true, waitUntil: 'domcontentloaded', beforeLoad });

/** The `w` descriptors of a srcset, in order. */
const widths = (srcset: string | null) => (srcset ?? '').split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));

const GALLERY = 'main section[aria-roledescription="carousel"]';

/** The alt text of the gallery image shown now, once it has loaded. */
const waitForShownImage = (page: Page, alt: string) =>
  page.waitForFunction(
    (gallery, expected) => {
      const slide = [...document.querySelectorAll<HTMLElement>(`${gallery} [aria-roledescription="slide"]`)].find((s) => !s.hidden);
      const img = slide?.querySelector<HTMLImageElement>('img:not(noscript img)');
      return img?.alt === expected && img.complete && img.naturalWidth > 0;
    },
    { timeout: 10_000 },
    GALLERY,
    alt,
  );

const thumbnailStates = (page: Page) =>
  page.$$eval(`${GALLERY} button[aria-label^="Show"]`, (buttons) =>
    buttons.map((b) => [b.getAttribute('aria-label'), b.getAttribute('aria-current')]),
  );

describe('the release gallery stays on the cover until the visitor chooses (spec 000 §9 gallery thumb 360/720)', () => {
  it.each([390, 1440])(
    'at %i px: the cover first, a thumbnail per image, a thumbnail chosen by click or keyboard shows its image',
    async (width) => {
      const { page, problems } = await open('/products/the-pale-echo', width);
      await waitForShownImage(page, 'Cover of The Pale Echo');
      // The record's gallery: the back sleeve, a packshot and the label.
      expect(await thumbnailStates(page)).toEqual([
        ['Show cover', 'true'],
        ['Show image 2 of 4', null],
        ['Show image 3 of 4', null],
        ['Show image 4 of 4', null],
      ]);
      // The thumbnails load at the gallery thumb widths.
      await page.waitForFunction(
        (gallery) =>
          [...document.querySelectorAll<HTMLImageElement>(`${gallery} button img:not(noscript img)`)].every(
            (img) => img.complete && img.naturalWidth > 0,
          ),
        { timeout: 10_000 },
        GALLERY,
      );
      const thumbnailImages = await page.$$eval(`${GALLERY} button img:not(noscript img)`, (list) =>
        list.map((img) => ({
          srcset: img.getAttribute('srcset'),
          current: new URL(img.currentSrc).searchParams.get('w'),
        })),
      );
      expect(thumbnailImages).toHaveLength(4);
      for (const image of thumbnailImages) {
        expect(widths(image.srcset)).toEqual(SPEC_IMAGE_PRESETS.galleryThumb);
        expect(SPEC_IMAGE_PRESETS.galleryThumb).toContain(Number(image.current));
      }

      await page.click(`${GALLERY} ::-p-aria(Show image 2 of 4)`);
      await waitForShownImage(page, 'The Pale Echo, image 2 of 4');
      expect(await thumbnailStates(page)).toEqual([
        ['Show cover', null],
        ['Show image 2 of 4', 'true'],
        ['Show image 3 of 4', null],
        ['Show image 4 of 4', null],
      ]);

      // Keyboard: the thumbnails are buttons in the tab order; Enter chooses one.
      await page.focus(`${GALLERY} button[aria-label="Show cover"]`);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Show cover');
      expect(await page.$eval(`${GALLERY} button[aria-label="Show cover"]`, (b) => b.tabIndex)).toBe(0);
      await page.keyboard.press('Enter');
      await waitForShownImage(page, 'Cover of The Pale Echo');
      expect(await thumbnailStates(page)).toEqual([
        ['Show cover', 'true'],
        ['Show image 2 of 4', null],
        ['Show image 3 of 4', null],
        ['Show image 4 of 4', null],
      ]);

      expect(await axeViolations(page)).toEqual([]);
      expect(problems.errors).toEqual([]);
      await page.close();
    },
  );
});

describe('a sold-out colour says so before any click and cannot be added (decision 0079)', () => {
  /** A colour's add button, found by its product in the demo content. */
  const colourId = (title: string) =>
    readDemoContent<{ id: string; title: string }[]>('products.json').find((entry) => entry.title === title)!.id;
  const SLATE_ID = colourId('Harbour Crewneck (Slate)');
  const BONE = `button[data-product-id="${colourId('Harbour Crewneck (Bone)')}"]`;
  const SLATE = `button[data-product-id="${SLATE_ID}"]`;

  it('the Harbour Crewneck page at 390 px: Bone is named and shown as sold out, its button disabled; Slate still adds', async () => {
    const posts: string[] = [];
    const { page, problems } = await open('/products/harbour-crewneck', 390, async (p) => {
      p.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/cart/embed/items'))
          posts.push(request.postData() ?? '');
      });
    });
    // Its name says it, and so does the text beside its button, which is disabled and described by it.
    expect(await page.$('main ::-p-aria([name="Crewneck, Bone (Sold out)"][role="link"])')).not.toBeNull();
    const bone = await page.$eval(BONE, (element) => {
      const button = element as HTMLButtonElement;
      const note = document.getElementById(button.getAttribute('aria-describedby') ?? '');
      return { disabled: button.disabled, note: note?.textContent, visible: note?.checkVisibility() };
    });
    expect(bone).toEqual({ disabled: true, note: 'Sold out', visible: true });
    expect(await page.$eval(`li:has(${BONE})`, (row) => row.querySelector('select'))).toBeNull();

    // A click on it does nothing; Slate, chosen in a size, is added (the only add the store sees).
    await page.click(BONE);
    await page.select(`li:has(${SLATE}) select`, '27');
    await page.waitForFunction((selector) => !document.querySelector<HTMLButtonElement>(selector)!.disabled, {}, SLATE);
    const added = page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname.endsWith('/cart/embed/items'),
      { timeout: 10_000 },
    );
    await page.click(SLATE);
    expect((await added).ok()).toBe(true);
    expect(posts.map((body) => (JSON.parse(new URLSearchParams(body).get('body')!) as { productId: string }).productId)).toEqual([
      SLATE_ID,
    ]);

    expect(await axeViolations(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('the sold-out colour’s own page: no size to choose, and a disabled button described as sold out', async () => {
    const { page, problems } = await open('/products/harbour-crewneck/crewneck-bone', 390);
    expect(await page.$('main select')).toBeNull();
    expect(await page.$(`main ${BONE}:disabled`)).not.toBeNull();
    expect(await page.$('main ::-p-aria(Add to Basket)')).not.toBeNull();
    const note = await page.$eval(BONE, (button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent);
    expect(note).toBe('Sold out');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it('says so without JavaScript too', async () => {
    const page = await e2e.browser.newPage();
    await page.setJavaScriptEnabled(false);
    await page.setViewport({ width: 390, height: 844 });
    await page.goto(new URL('/products/harbour-crewneck/crewneck-bone', e2e.site.url).toString(), { waitUntil: 'domcontentloaded' });
    const state = await page.$eval(BONE, (element) => ({
      disabled: (element as HTMLButtonElement).disabled,
      note: document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent,
    }));
    expect(state).toEqual({ disabled: true, note: 'Sold out' });
    await page.close();
  });
});

describe('the artist image comes at the profile width the screen needs (spec 000 §9 profile 343/686/1392)', () => {
  it.each([
    [390, 343],
    [1440, 686],
  ])('at %i px the browser takes the %i-wide variant', async (width, expected) => {
    const { page, problems } = await open('/artists/sera-lumin', width);
    const image = 'main header img[alt="Sera Lumin"]:not(noscript img)';
    await page.waitForFunction(
      (selector) => {
        const img = document.querySelector<HTMLImageElement>(selector);
        return !!img && img.complete && img.naturalWidth > 0;
      },
      { timeout: 10_000 },
      image,
    );
    const shown = await page.$eval(image, (img) => ({
      srcset: img.getAttribute('srcset'),
      sizes: img.getAttribute('sizes'),
      current: new URL(img.currentSrc).searchParams.get('w'),
    }));
    expect(widths(shown.srcset)).toEqual(SPEC_IMAGE_PRESETS.profile);
    expect(shown.sizes).toBeTruthy();
    expect(Number(shown.current)).toBe(expected);
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});
