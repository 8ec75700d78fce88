import pino from 'pino';
import { BROWSER_IMAGE_ACCEPT, warmPages } from '../../../server/media/warm-pages';

const logger = pino({ level: 'silent' });
const image = (id: string, w: number) => `/_next/image?url=%2Fassets%2F${id}&amp;w=${w}&amp;q=75`;
const page = (ids: string[]) =>
  ids.map((id) => `<img src="${image(id, 644)}" srcSet="${image(id, 322)} 322w, ${image(id, 644)} 644w"/>`).join('');

/** A site that answers pages from `pages` and any image with a few bytes, recording each request. */
function fakeSite(pages: Record<string, { status: number; html: string }>, failImages: string[] = []) {
  const requests: { path: string; accept: string | null; userAgent: string | null; purpose: string | null }[] = [];
  const fetchImpl = (async (input: URL | RequestInfo, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    requests.push({
      path: `${url.pathname}${url.search}`,
      accept: headers.get('accept'),
      userAgent: headers.get('user-agent'),
      purpose: headers.get('sec-purpose'),
    });
    if (url.pathname === '/_next/image') {
      return failImages.some((id) => url.search.includes(id))
        ? new Response('{"error":"Asset not found"}', { status: 404 })
        : new Response(new Uint8Array(8));
    }
    const found = pages[url.pathname];
    return new Response(found?.html ?? 'Not found', { status: found?.status ?? 404 });
  }) as typeof fetch;
  return { requests, fetchImpl };
}

describe('warmPages', () => {
  it('requests each page, then every variant of its first images, one at a time, as a browser asks for images', async () => {
    const site = fakeSite({ '/': { status: 200, html: page(['a', 'b', 'c']) }, '/about': { status: 200, html: page(['d']) } });
    const result = await warmPages({
      origin: 'http://127.0.0.1:3000',
      paths: ['/', '/about'],
      logger,
      imagesPerPage: 2,
      fetchImpl: site.fetchImpl,
    });
    expect(site.requests.map((r) => r.path)).toEqual([
      '/',
      '/_next/image?url=%2Fassets%2Fa&w=322&q=75',
      '/_next/image?url=%2Fassets%2Fa&w=644&q=75',
      '/_next/image?url=%2Fassets%2Fb&w=322&q=75',
      '/_next/image?url=%2Fassets%2Fb&w=644&q=75',
      '/about',
      '/_next/image?url=%2Fassets%2Fd&w=322&q=75',
      '/_next/image?url=%2Fassets%2Fd&w=644&q=75',
    ]);
    // As a browser asks for images, marked as a prefetch so visitors' images go first.
    expect(
      site.requests.filter((r) => r.path.startsWith('/_next')).every((r) => r.accept === BROWSER_IMAGE_ACCEPT && r.purpose === 'prefetch'),
    ).toBe(true);
    expect(site.requests[0]).toMatchObject({ accept: 'text/html', userAgent: 'label-site media warm-up' });
    expect(result).toMatchObject({ pages: 2, images: 6, failed: 0 });
  });

  it('skips what fails (a page that is not 200, an image the optimiser refuses, a network error) and never throws', async () => {
    const site = fakeSite({ '/': { status: 200, html: page(['a', 'gone']) }, '/down': { status: 503, html: 'Service unavailable' } }, [
      'gone',
    ]);
    const broken = (async (input: URL | RequestInfo, init?: RequestInit) => {
      if (String(input).endsWith('/offline')) throw new TypeError('fetch failed');
      return site.fetchImpl(input, init);
    }) as typeof fetch;
    const warnings: unknown[] = [];
    const watching = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(JSON.parse(line)) });
    const result = await warmPages({
      origin: 'http://127.0.0.1:3000',
      paths: ['/down', '/offline', '/'],
      logger: watching,
      fetchImpl: broken,
    });
    expect(result).toMatchObject({ pages: 1, images: 2, failed: 4 });
    expect(warnings).toHaveLength(4);
    expect(warnings.every((w) => (w as { msg: string }).msg === 'media warm-up request failed')).toBe(true);
  });

  it('stops between requests once the process is shutting down', async () => {
    const site = fakeSite({ '/': { status: 200, html: page(['a', 'b', 'c']) } });
    let stopping = false;
    const stopAfterFirstImage = (async (input: URL | RequestInfo, init?: RequestInit) => {
      const answer = await site.fetchImpl(input, init);
      if (String(input).includes('_next')) stopping = true;
      return answer;
    }) as typeof fetch;
    await warmPages({
      origin: 'http://127.0.0.1:3000',
      paths: ['/', '/about'],
      logger,
      fetchImpl: stopAfterFirstImage,
      shouldStop: () => stopping,
    });
    expect(site.requests.map((r) => r.path)).toEqual(['/', '/_next/image?url=%2Fassets%2Fa&w=322&q=75']);
  });
});
