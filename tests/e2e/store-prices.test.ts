/**
 * Retail prices from the store (issue 14 gap 10, decision 0035), seen in Chromium: with Ochre (a
 * local fake speaking its dialect) configured as the store, a product page shows the store's price,
 * not the content's, with zero console errors.
 */
import { waitForHydration, watchPage } from '../support/browser';
import { siteAndBrowserForFile } from '../support/e2e-site';
import { startFakeOchre, type FakeOchre } from '../support/fake-ochre';

jest.setTimeout(120_000);

let fake: FakeOchre;

/** "Hourglass 2" (group 1) priced by the store: its vinyl (product 4) at £31.50, 10% off; the content says £26.99 less £13.50. */
const STORE_GBP = { 1: 6.5, 2: 8.5, 3: 9.5, 4: 31.5, 5: 11.5 } as const;

beforeAll(async () => {
  fake = await startFakeOchre();
  fake.override.set('/retail/products', {
    status: 200,
    json: {
      results: Object.entries(STORE_GBP).map(([id, value]) => ({
        id: Number(id),
        format: 'any',
        price: { value, discount: id === '4' ? 3.15 : 0, currency: { code: 'GBP' } },
      })),
    },
  });
});
// The store's address is only known once the fake listens.
const e2e = siteAndBrowserForFile(() => ({
  env: { OCHRE_CLIENT_ID: fake.clientId, OCHRE_CLIENT_SECRET: fake.clientSecret, RETAIL_API_URL: fake.origin },
}));
afterAll(() => fake?.close());

it('a product page shows the store’s price for the visitor’s currency, not the content’s', async () => {
  const context = await e2e.browser.createBrowserContext();
  const page = await context.newPage();
  await page.setBypassCSP(true);
  await page.evaluateOnNewDocument(() => localStorage.setItem('accepted-cookies', JSON.stringify({ a: false, ma: false })));
  const problems = watchPage(page);
  await page.goto(new URL('/products/hourglass-2/vinyl-1-lp', e2e.site.url).toString(), { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  const main = await page.$eval('main', (element) => element.textContent ?? '');
  // £31.50 struck through, £28.35 to pay: the store's; the content's £26.99 / £13.49 are gone.
  expect(main).toContain('£31.50');
  expect(main).toContain('£28.35');
  expect(main).not.toContain('£13.49');
  expect(
    fake.retailRequests().some((request) => request.query.get('currency') === 'GBP' && request.query.get('reference_id') === '1'),
  ).toBe(true);
  expect(problems.errors).toEqual([]);
  await context.close();
});
