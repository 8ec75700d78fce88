import type { Browser } from 'puppeteer';
import { launchBrowser } from './browser';
import { startSiteProcess, type SiteProcess } from './site-process';

export interface SiteAndBrowser {
  site: SiteProcess;
  browser: Browser;
}

/**
 * The built site in its own process and a Chromium, started before a file's tests and stopped
 * after them (the site must exit 0). Read the fields inside tests, once beforeAll has run.
 */
export function siteAndBrowserForFile(options?: Parameters<typeof startSiteProcess>[0]): SiteAndBrowser {
  const context = {} as SiteAndBrowser;
  beforeAll(async () => {
    [context.site, context.browser] = await Promise.all([startSiteProcess(options), launchBrowser()]);
  });
  afterAll(async () => {
    await context.browser?.close();
    if (context.site) expect(await context.site.stop()).toBe(0);
  });
  return context;
}
