import type { Page } from 'puppeteer';
import { isSameDocument, markDocument } from '../support/browser';
import { openPage, siteAndBrowserForFile } from '../support/e2e-site';
import { filterReleasesToEps, heading, visitEventThenFeature, visitReleaseThenArtist } from '../support/visitor-journey';
import { contractDirectus, directusEnv } from './contract-directus';

/**
 * The main visitor journey with the built site reading its content from a real Directus (the
 * contract project's, holding the demo label): home → a release → its artist → releases filtered
 * → an event → a feature, client-side all along, with no console errors — images included, which
 * the site serves from Directus's files through its own /assets route.
 */

jest.setTimeout(120_000);

// The contract Directus is known once the global setup has run.
const e2e = siteAndBrowserForFile(() => ({ env: { ...directusEnv(contractDirectus()), PAGE_CACHE_MB: '0' }, timeoutMs: 30_000 }));

describe('the visitor journey on Directus', () => {
  it('runs on Directus', () => {
    expect(e2e.site.logs.find((entry) => entry.msg === 'listening')).toMatchObject({ content: 'directus' });
  });

  it('home → a release → its artist → filtered releases → an event → a feature, with no errors', async () => {
    const images: { url: string; status: number }[] = [];
    const recordImages = (page: Page) => {
      page.on('response', (response) => {
        // Straight from /assets/{id}, or resized by the optimiser from it (/_next/image?url=/assets/…).
        const { pathname, searchParams } = new URL(response.url());
        const fromAssets =
          pathname.startsWith('/assets/') || (pathname === '/_next/image' && !!searchParams.get('url')?.startsWith('/assets/'));
        if (fromAssets && response.request().resourceType() === 'image') {
          images.push({ url: response.url(), status: response.status() });
        }
      });
    };
    const { page, problems } = await openPage(e2e, '/', {
      ownProfile: false,
      consentGiven: false,
      waitUntil: 'networkidle0',
      beforeLoad: recordImages,
    });
    await markDocument(page);
    expect(await heading(page)).not.toBe('');

    await visitReleaseThenArtist(page, 'directus-journey');
    await filterReleasesToEps(page);

    await visitEventThenFeature(page, 'directus-journey');

    expect(await isSameDocument(page)).toBe(true);
    // Cover art and portraits came from Directus through the site's /assets route (the optimiser's too).
    expect(images.length).toBeGreaterThan(0);
    expect(images.filter((image) => image.status >= 400)).toEqual([]);
    expect(problems.errors).toEqual([]);
    await page.close();
  });
});
