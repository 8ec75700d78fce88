import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import puppeteer, { type Browser, type ElementHandle, type HTTPRequest, type Page } from 'puppeteer';

/** Debian's Chromium unless CHROMIUM_PATH says otherwise; puppeteer never downloads one. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The same Chromium's headless shell (Debian's `chromium-headless-shell`): the same Blink and V8
 * without the browser's own interface, which on two cores makes the browser tests about a third
 * faster. The tests use it when it is there; screenshots for people and the benches use Chromium.
 */
export const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/** A browser for the tests: the headless shell when installed, else Chromium; `{ full: true }` for Chromium itself. */
export function launchBrowser({ full = false } = {}): Promise<Browser> {
  const shell = !full && existsSync(headlessShellPath);
  return puppeteer.launch({
    executablePath: shell ? headlessShellPath : chromiumPath,
    headless: shell ? 'shell' : true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}

export interface PageProblems {
  /** console.error messages, uncaught exceptions, CSP violations and failed requests. */
  errors: string[];
  /** Every request to /graphql after the page was opened. */
  graphqlRequests: string[];
}

/** Records what a visitor would never want to see, for the test to assert on. */
export function watchPage(page: Page): PageProblems {
  const problems: PageProblems = { errors: [], graphqlRequests: [] };
  page.on('console', (message) => {
    // A 404 or 500 page is itself reported as a failed load: that status is what the test checks.
    const isDocumentStatus = /^Failed to load resource/.test(message.text()) && message.location().url === page.url();
    if (isDocumentStatus) return;
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.errors.push(message.text());
  });
  page.on('pageerror', (error) => problems.errors.push(String(error)));
  page.on('requestfailed', (request) => {
    // A view removed mid-request cancels it on purpose (net::ERR_ABORTED): not a failure.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.errors.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') problems.graphqlRequests.push(request.postData() ?? '');
  });
  return problems;
}

/** The header's menu button: hydrated at once by either client (the whole document, or its island). */
export const HYDRATED_MENU_BUTTON = 'header button[aria-controls="overlay-menu"]';

/** Resolves once React has hydrated the element (its fiber is attached). */
export async function waitForHydration(page: Page, selector = HYDRATED_MENU_BUTTON): Promise<void> {
  await page.waitForFunction(
    (sel) => {
      const element = document.querySelector(sel);
      return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    },
    { timeout: 10_000 },
    selector,
  );
}

export const screenshotDir = path.resolve(__dirname, '..', '..', 'artifacts', 'screenshots');

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/** What the visitor sees: the viewport only (a full-page shot would stretch an overlay or a banner). */
export async function viewportScreenshot(page: Page, name: string): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

/** Marks the document, so a test can tell later that every navigation since was client-side. */
export const markDocument = (page: Page) => page.evaluate(() => void Object.assign(window, { sameDocument: true }));
export const isSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument);

/** Resolves once the page has handled a wheel event and painted twice since (a scroll would show by then). */
export async function wheelAndSettle(page: Page, deltaY: number): Promise<void> {
  await page.evaluate(() => {
    const settled = new Promise<void>((resolve) =>
      window.addEventListener('wheel', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
        once: true,
        capture: true,
        passive: true,
      }),
    );
    Object.assign(window, { wheelSettled: settled });
  });
  await page.mouse.wheel({ deltaY });
  await page.evaluate(() => (window as unknown as { wheelSettled: Promise<void> }).wheelSettled);
}

/**
 * A header control that opens a dialog (Search, the basket), by its visible text, once hydrated: until
 * then it is a link. The pointer reaches for that link first, as a visitor's does — where pages are
 * islands, that is what loads a control's code (docs/decisions/0118).
 */
export async function headerDialogButton(page: Page, name: RegExp): Promise<ElementHandle<HTMLButtonElement>> {
  for (const link of await page.$$('header a[href]')) {
    const text = await link.evaluate((element) => element.textContent?.trim() ?? '');
    // A link its button has replaced meanwhile is left alone.
    if (name.test(text) && (await link.isVisible())) await link.hover().catch(() => undefined);
  }
  const handle = await page.waitForFunction(
    (source) =>
      Array.from(document.querySelectorAll<HTMLButtonElement>('header button[aria-haspopup="dialog"]')).find((button) =>
        new RegExp(source).test(button.textContent?.trim() ?? ''),
      ) ?? false,
    { timeout: 10_000 },
    name.source,
  );
  return handle as unknown as ElementHandle<HTMLButtonElement>;
}

/** Holds the requests `matches` picks until the test lets them go; every other request goes on. */
export async function holdRequests(page: Page, matches: (request: HTTPRequest) => boolean) {
  await page.setRequestInterception(true);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The first held request that fails, as `path?query error`.
  const failed = new Promise<string>((resolve) =>
    page.on('requestfailed', (request) => {
      const url = new URL(request.url());
      if (matches(request)) resolve(`${url.pathname}${url.search} ${request.failure()?.errorText}`);
    }),
  );
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    if (matches(request)) void held.then(() => request.continue().catch(() => undefined));
    else void request.continue();
  });
  return { release: () => release(), failed };
}
