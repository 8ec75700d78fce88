import type { Browser, Page } from 'puppeteer';
import { launchBrowser, waitForHydration, watchPage, type PageProblems } from './browser';
import { startSiteProcess, type SiteProcess } from './site-process';

export interface SiteAndBrowser {
  site: SiteProcess;
  browser: Browser;
}

type SiteOptions = Parameters<typeof startSiteProcess>[0];

/**
 * The built site in its own process and a Chromium, started before a file's tests and stopped
 * after them (the site must exit 0). Read the fields inside tests, once beforeAll has run. Pass a
 * function when the options are only known once an earlier beforeAll has run (a fake service's port).
 */
export function siteAndBrowserForFile(options?: SiteOptions | (() => SiteOptions)): SiteAndBrowser {
  const context = {} as SiteAndBrowser;
  beforeAll(async () => {
    const siteOptions = typeof options === 'function' ? options() : options;
    [context.site, context.browser] = await Promise.all([startSiteProcess(siteOptions), launchBrowser()]);
  });
  afterAll(async () => {
    await context.browser?.close();
    if (context.site) expect(await context.site.stop()).toBe(0);
  });
  return context;
}

export interface OpenOptions {
  /** Viewport width; the height is a phone's (844) under 800 px and a desktop's (900) above. */
  width?: number;
  height?: number;
  /** A fresh profile (own storage and cart), closed with the page; else a tab of the shared one. */
  ownProfile?: boolean;
  /** Consent given on an earlier visit (the banner is its own tests' subject). */
  consentGiven?: boolean;
  /** For axe only: the site's CSP would refuse its injected script. */
  bypassCSP?: boolean;
  waitUntil?: 'load' | 'domcontentloaded' | 'networkidle0';
  /** The element whose hydration the page waits for (the header's home link unless given). */
  hydrated?: string;
  /** Runs after the page is set up and watched, before it loads. */
  beforeLoad?: (page: Page) => void | Promise<void>;
}

/** Opens `address` on the file's site as a visitor would and waits until React has hydrated it. */
export async function openPage(
  e2e: SiteAndBrowser,
  address: string,
  options: OpenOptions = {},
): Promise<{ page: Page; problems: PageProblems }> {
  const { width = 1440, ownProfile = true, consentGiven = true, bypassCSP = false, waitUntil = 'load' } = options;
  let page: Page;
  if (ownProfile) {
    const profile = await e2e.browser.createBrowserContext();
    page = await profile.newPage();
    page.once('close', () => void profile.close());
  } else {
    page = await e2e.browser.newPage();
  }
  if (bypassCSP) await page.setBypassCSP(true);
  await page.setViewport({ width, height: options.height ?? (width < 800 ? 844 : 900) });
  if (consentGiven)
    await page.evaluateOnNewDocument(() => localStorage.setItem('accepted-cookies', JSON.stringify({ a: false, ma: false })));
  const problems = watchPage(page);
  await options.beforeLoad?.(page);
  await page.goto(new URL(address, e2e.site.url).toString(), { waitUntil });
  await waitForHydration(page, options.hydrated);
  return { page, problems };
}

/** The two widths the visitor journeys run at: a phone's and a desktop's. */
export const phoneAndDesktop = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
export type VisitorViewport = (typeof phoneAndDesktop)[number];
