/**
 * What a visitor reading the demo label found uneven, seen in Chromium: outside links that lacked
 * nofollow (careers, the contact form's store notice), dates written three ways side by side, an
 * artist's past events listed with the upcoming ones, and headings stacked on headings.
 * Zero console errors throughout.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer';
import { axeViolations } from '../support/axe';
import { openPage, siteAndBrowserForFile } from '../support/e2e-site';

jest.setTimeout(120_000);

const e2e = siteAndBrowserForFile();

const repoRoot = path.resolve(__dirname, '..', '..');
const readContent = <T>(file: string) => JSON.parse(readFileSync(path.join(repoRoot, 'content', file), 'utf8')) as T;

const DESKTOP = { width: 1440, height: 900 };

const open = (address: string, viewport = DESKTOP, hydrated?: string) =>
  openPage(e2e, address, { ...viewport, bypassCSP: true, waitUntil: 'networkidle0', hydrated });

/** What an outside link carries (spec 000 §2 "Links"). */
async function outsideLinks(page: Page, selector: string) {
  return page.$$eval(selector, (links) =>
    links.map((a) => ({
      href: a.getAttribute('href'),
      target: a.getAttribute('target'),
      rel: (a.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean).sort(),
      newTabNote: a.querySelector('.sr-only')?.textContent ?? null,
      icon: !!a.querySelector('svg[data-external-icon][aria-hidden="true"]'),
    })),
  );
}

const carriedByEveryOutsideLink = (href: string) => ({
  href,
  target: '_blank',
  rel: ['nofollow', 'noreferrer'],
  newTabNote: ' (opens in a new tab)',
  icon: true,
});

describe('outside links (spec 000 §2 "Links")', () => {
  it("each job's Apply link on /careers opens in a new tab with noreferrer nofollow, says so, and shows the external icon", async () => {
    const jobs = readContent<{ accountName: string; status: string; postingUrl: string }[]>('jobs.json').filter(
      (job) => job.accountName === 'lumentide' && job.status === 'Open',
    );
    const { page, problems } = await open('/careers');
    await page.waitForSelector('main a[href^="https://jobs.example/"]');
    const links = await outsideLinks(page, 'main a[href^="https://jobs.example/"]');
    expect(links.map((link) => link.href).sort()).toEqual(jobs.map((job) => job.postingUrl).sort());
    for (const link of links) expect(link).toEqual(carriedByEveryOutsideLink(link.href!));
    // Every Apply link says which job it is for.
    const described = await page.$$eval('main a[href^="https://jobs.example/"]', (links) =>
      links.map((a) => document.getElementById(a.getAttribute('aria-describedby') ?? '')?.textContent ?? null),
    );
    expect(described).toEqual(expect.arrayContaining(['Label Manager']));
    expect(described.every((title) => !!title)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  });

  it.each([
    ['Lumen Tide Music Store', 'https://music.lumentide.example'],
    ['Lumen Tide Store', 'https://store.lumentide.example'],
  ])("the contact form's notice for %s links the store as every outside link does", async (topic, storeUrl) => {
    const section = 'main section[id^="contact-"]';
    const { page, problems } = await open('/contact', DESKTOP, `${section} select`);
    const value = await page.$$eval(
      `${section} select option`,
      (options, wanted) => options.find((o) => o.textContent === wanted)!.value,
      topic,
    );
    await page.select(`${section} select`, value);
    await page.waitForSelector(`${section} a[href="${storeUrl}"]`);
    expect(await outsideLinks(page, `${section} a[href="${storeUrl}"]`)).toEqual([carriedByEveryOutsideLink(storeUrl)]);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});
