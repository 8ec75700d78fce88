/**
 * The basket (spec 000 §2 "Basket panel", §4, §6–§9) in Chromium against the embedded store, as a
 * new visitor on a phone and a desktop: add from a release page, the panel, the debounced stepper,
 * remove, reload, Checkout; keyboard and screen-reader semantics; the empty basket with the promoted
 * carousel; the catch-all locale following the cart's currency. Zero console errors, axe clean.
 */
import type { BrowserContext, ElementHandle, HTTPRequest, Page } from 'puppeteer';
import { axeViolations } from '../support/axe';
import { isReleasedRecord, readDemoContent, type DemoProduct, type DemoProductGroup } from '../support/demo-content';
import { viewportScreenshot, waitForHydration, watchPage, type PageProblems } from '../support/browser';
import { phoneAndDesktop, siteAndBrowserForFile, type VisitorViewport } from '../support/e2e-site';

jest.setTimeout(180_000);

const products = readDemoContent<DemoProduct[]>('products.json');
const groups = readDemoContent<DemoProductGroup[]>('product_groups.json');

/** A released record with a vinyl (no options, plenty of stock, sold everywhere) and an MP3. */
function pickRelease() {
  for (const group of groups) {
    if (!isReleasedRecord(group)) continue;
    const own = products.filter((product) => product.group === group.id && product.status === 'active');
    const vinyl = own.find(
      (product) =>
        product.format === 'Vinyl' && product.items.length === 0 && (product.stock ?? 0) > 20 && product.territories.length === 0,
    );
    const mp3 = own.find((product) => product.format === 'MP3');
    if (vinyl && mp3) return { group, vinyl, mp3 };
  }
  throw new Error('no release with a vinyl and an MP3 in the demo content');
}

const { group, vinyl, mp3 } = pickRelease();
const gbp = (product: DemoProduct) => {
  const price = product.prices.find((p) => p.currency.code === 'GBP')!;
  return price.value - price.discount;
};
const pounds = (amount: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', currencyDisplay: 'narrowSymbol' }).format(amount);

const e2e = siteAndBrowserForFile();

const viewports = phoneAndDesktop;
type Viewport = VisitorViewport;

interface Visit {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
  /** The cart calls that change something: "METHOD path body". */
  mutations: string[];
}

/** A new visitor (own storage), axe allowed in (the site's CSP stays as it is for visitors). */
async function newVisitor(viewport: Viewport): Promise<Visit> {
  const context = await e2e.browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: viewport.width, height: viewport.height });
  await page.setBypassCSP(true);
  const problems = watchPage(page);
  const mutations: string[] = [];
  page.on('request', (request: HTTPRequest) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/store/cart/embed') && request.method() !== 'GET')
      mutations.push(`${request.method()} ${url.pathname} ${request.postData() ?? ''}`.trim());
  });
  return { context, page, problems, mutations };
}

async function visit(page: Page, address: string): Promise<void> {
  await page.goto(new URL(address, e2e.site.url).toString(), { waitUntil: 'networkidle0' });
  await page.waitForSelector(homeLink(address));
  await waitForHydration(page);
}

/** The logo's link, which keeps the address's locale prefix. */
const homeLink = (address: string) => `header a[href="${/^\/(us|gb|eu)(?=\/|$)/.exec(address)?.[0] ?? '/'}"]`;

const BASKET_BUTTON = 'header button[aria-haspopup="dialog"][aria-controls], header button[aria-haspopup="dialog"][aria-expanded]';
const DIALOG = '[role="dialog"][aria-modal="true"][data-basket-panel]';

async function basketButton(page: Page): Promise<ElementHandle<HTMLButtonElement>> {
  const handle = await page.waitForFunction(
    (selector) =>
      Array.from(document.querySelectorAll<HTMLButtonElement>(selector)).find((button) =>
        button.textContent?.trim().startsWith('Basket'),
      ) ?? false,
    { timeout: 10_000 },
    BASKET_BUTTON,
  );
  return handle as unknown as ElementHandle<HTMLButtonElement>;
}

const badgeCount = (page: Page) =>
  page.evaluate(() => document.querySelector('header [data-basket-count] [aria-hidden="true"]')?.textContent ?? '0');
const waitForCount = (page: Page, count: number) =>
  page.waitForFunction(
    (expected) => (document.querySelector('header [data-basket-count] [aria-hidden="true"]')?.textContent ?? '0') === String(expected),
    { timeout: 10_000 },
    count,
  );

async function addToBasket(page: Page, productId: string, countAfter: number): Promise<void> {
  const selector = `main button[data-product-id="${productId}"]:not([disabled])`;
  const button = await page.waitForSelector(selector, { timeout: 10_000 });
  // Clear of the cookie banner, which a new visitor has at the bottom of the screen.
  await button!.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await button!.click();
  await waitForCount(page, countAfter);
  await page.waitForFunction((id) => !document.querySelector(`button[data-product-id="${id}"][aria-busy]`), {}, productId);
}

async function openBasket(page: Page): Promise<void> {
  await (await basketButton(page)).click();
  await page.waitForSelector(DIALOG, { visible: true });
}

const rowTitles = (page: Page) =>
  page.$$eval(`${DIALOG} li[data-line-id] p:first-child`, (rows) => rows.map((row) => row.textContent?.trim() ?? ''));

describe.each(viewports)('the basket on a $name ($width px)', (viewport) => {
  it('a new visitor adds, steps, removes, reloads and checks out', async () => {
    const { context, page, problems, mutations } = await newVisitor(viewport);
    await visit(page, `/products/${group.slug}`);
    expect(await badgeCount(page)).toBe('0');

    // Add a vinyl and a digital product, then the same vinyl again: +1 on its line (PUT).
    await addToBasket(page, vinyl.id, 1);
    await addToBasket(page, mp3.id, 2);
    await addToBasket(page, vinyl.id, 3);
    expect(mutations.map((call) => call.split(' ').slice(0, 2).join(' '))).toEqual([
      'POST /store/cart/embed/items',
      'POST /store/cart/embed/items',
      expect.stringMatching(/^PUT \/store\/cart\/embed\/items\/\d+$/),
    ]);
    expect(JSON.parse(decodeURIComponent(mutations[0]!.split(' ')[2]!.replace(/^body=/, '')))).toEqual({
      productId: vinyl.id,
      quantity: 1,
      items: [],
    });
    expect(mutations[2]).toMatch(/ \{"quantity":2\}$/);
    // The count change was announced.
    expect(await page.$eval('header [role="status"]', (region) => region.textContent)).toBe('3 items in your basket');
    const token = await page.evaluate(() => localStorage.getItem('cart-token'));
    expect(token).toMatch(/^[0-9a-f-]{36}$/);

    await openBasket(page);
    expect(await rowTitles(page)).toEqual([vinyl.title, mp3.title]);
    const vinylRow = `${DIALOG} li[data-line-id]:first-child`;
    expect(await page.$eval(`${vinylRow} input[type="number"]`, (input) => input.value)).toBe('2');
    expect(await page.$eval(`${DIALOG} [data-basket-total]`, (total) => total.textContent)).toBe(pounds(gbp(vinyl) * 2 + gbp(mp3)));
    const panelText = await page.$eval(DIALOG, (panel) => panel.textContent ?? '');
    expect(panelText).toContain('Your Basket');
    expect(panelText).toContain('Total:');
    expect(panelText).toContain('Shipping and taxes apply at checkout');
    expect(await page.$eval(`${DIALOG} a[href^="/store/cart/checkout/"]`, (a) => [a.textContent, a.getAttribute('href')])).toEqual([
      'Checkout',
      `/store/cart/checkout/${token}`,
    ]);
    await viewportScreenshot(page, `basket-panel-${viewport.name}`);
    expect(await axeViolations(page)).toEqual([]);

    // The stepper: shown at once, one request 1 s after the last step, the store's quantity kept.
    // The debounce made observable: wait for the request it sends, then check when it went and that it went alone.
    const before = mutations.length;
    const steppedAt = Date.now();
    const quantitySent = page.waitForRequest(
      (request) => request.method() === 'PUT' && new URL(request.url()).pathname.startsWith('/store/cart/embed/items/'),
      { timeout: 10_000 },
    );
    await page.click(`${vinylRow} button[aria-label^="Increase"]`);
    expect(await page.$eval(`${vinylRow} input`, (input) => input.value)).toBe('3');
    await quantitySent;
    expect(Date.now() - steppedAt).toBeGreaterThanOrEqual(600); // nothing was sent in the first 600 ms
    await waitForCount(page, 4);
    await page.waitForNetworkIdle({ idleTime: 300, timeout: 10_000 });
    expect(mutations.slice(before)).toEqual([expect.stringMatching(/^PUT \/store\/cart\/embed\/items\/\d+ \{"quantity":3\}$/)]);
    expect(await page.$eval(`${DIALOG} [data-basket-total]`, (total) => total.textContent)).toBe(pounds(gbp(vinyl) * 3 + gbp(mp3)));

    // The digital line has only a remove button.
    const mp3Row = `${DIALOG} li[data-line-id]:nth-child(2)`;
    expect(await page.$(`${mp3Row} input`)).toBeNull();
    await page.click(`${mp3Row} button[aria-label^="Remove"]`);
    await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 1, {}, `${DIALOG} li[data-line-id]`);
    expect(mutations.at(-1)).toMatch(/^DELETE \/store\/cart\/embed\/items\/\d+$/);
    await waitForCount(page, 3);

    // Reload: the basket is kept (the token in local storage).
    await page.reload({ waitUntil: 'networkidle0' });
    await waitForHydration(page);
    await waitForCount(page, 3);
    await openBasket(page);
    await page.waitForSelector(`${DIALOG} li[data-line-id]`);
    expect(await rowTitles(page)).toEqual([vinyl.title]);

    // Checkout: the store's checkout page with the same lines.
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click(`${DIALOG} a[href^="/store/cart/checkout/"]`)]);
    expect(new URL(page.url()).pathname).toBe(`/store/cart/checkout/${token}`);
    const checkout = await page.$eval('main', (main) => main.textContent ?? '');
    expect(checkout).toContain(vinyl.title);
    expect(checkout).not.toContain(mp3.title);
    expect(checkout).toContain(pounds(gbp(vinyl) * 3));

    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('works with the keyboard: dialog semantics, focus on Close, Tab kept inside, focus back on Escape', async () => {
    const { context, page, problems } = await newVisitor(viewport);
    await visit(page, `/products/${group.slug}`);
    const button = await basketButton(page);
    expect(await button.evaluate((b) => [b.getAttribute('aria-haspopup'), b.getAttribute('aria-expanded')])).toEqual(['dialog', 'false']);
    await button.focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector(DIALOG, { visible: true });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close');
    expect(await page.$eval(DIALOG, (d) => document.getElementById(d.getAttribute('aria-labelledby')!)?.textContent)).toBe('Your Basket');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    // Tab and Shift+Tab never leave the panel.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate((selector) => document.querySelector(selector)!.contains(document.activeElement), DIALOG)).toBe(true);
    }
    await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    await page.keyboard.up('Shift');
    expect(await page.evaluate((selector) => document.querySelector(selector)!.contains(document.activeElement), DIALOG)).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForSelector(DIALOG, { hidden: true });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim().startsWith('Basket'))).toBe(true);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('the empty basket: its text, the settings link, and the promoted products under it', async () => {
    const { context, page, problems } = await newVisitor(viewport);
    await visit(page, `/products/${group.slug}`);
    await openBasket(page);
    await page.waitForFunction(
      (selector) => document.querySelector(selector)?.textContent?.includes('Your basket is empty'),
      { timeout: 10_000 },
      DIALOG,
    );
    expect(await page.$eval(`${DIALOG} a[href="/releases"]`, (a) => a.textContent)).toBe('Shop');
    await page.waitForSelector(`${DIALOG} [aria-roledescription="carousel"]`, { timeout: 10_000 });
    await page.waitForNetworkIdle({ idleTime: 300 });
    const promoted = await page.$eval(DIALOG, (panel) => panel.textContent ?? '');
    expect(promoted).toContain('You might also like');
    expect(await page.$eval(`${DIALOG} a[href="/merch"]`, (a) => a.textContent)).toBe('Shop all');
    await viewportScreenshot(page, `basket-empty-${viewport.name}`);
    expect(await axeViolations(page)).toEqual([]);

    // The empty basket's link closes the panel and goes to the releases.
    await page.click(`${DIALOG} a[href="/releases"]`);
    await page.waitForFunction(() => location.pathname === '/releases', { timeout: 10_000 });
    await page.waitForSelector(DIALOG, { hidden: true });
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});

describe('the catch-all locale follows the cart (spec 000 §2)', () => {
  it('moves an unprefixed visitor whose cart is in dollars to /us, and prices follow', async () => {
    const { context, page, problems } = await newVisitor(viewports[1]);
    // The cart is made by the first add, on the US addresses: in dollars.
    await visit(page, `/us/products/${group.slug}`);
    await addToBasket(page, vinyl.id, 1);
    await page.waitForFunction(() => localStorage.getItem('cart-token') !== null, { timeout: 10_000 });

    await page.goto(`${e2e.site.url}/products/${group.slug}?from=test`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(
      (expected) => location.pathname + location.search === expected,
      { timeout: 10_000 },
      `/us/products/${group.slug}?from=test`,
    );
    await page.waitForSelector(homeLink('/us'));
    await waitForHydration(page);
    await openBasket(page);
    await page.waitForSelector(`${DIALOG} [data-basket-total]`);
    expect(await page.$eval(`${DIALOG} [data-basket-total]`, (total) => total.textContent)).toMatch(/^\$\d/);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('leaves a visitor whose cart is in the default currency where they are', async () => {
    const { context, page, problems } = await newVisitor(viewports[0]);
    await visit(page, `/products/${group.slug}`);
    // The cart is made by the first add, in the default locale's currency.
    await addToBasket(page, vinyl.id, 1);
    await page.waitForFunction(() => localStorage.getItem('cart-token') !== null, { timeout: 10_000 });
    // A move to /us would be a navigation: the page settles where it is instead.
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe(`/products/${group.slug}`);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
