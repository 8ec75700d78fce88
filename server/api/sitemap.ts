import express, { type Router } from 'express';
import type { ContentSource } from '../sources/content/content-source';
import { answerContentUnavailable, contentUnavailable } from './source-unavailable-answer';
import { artistHref, eventHref, postHref, productGroupHref } from '../../shared/lib/catalog/item-links';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

interface Entry {
  path: string;
  lastmod?: string;
}

/** Every public page a crawler should know, from the content source. */
async function sitemapEntries(content: ContentSource): Promise<Entry[]> {
  const all = { limit: -1 };
  const publicOnly = { preview: false };
  const [pages, posts, events, artists, groups] = await Promise.all([
    content.list('pages', all, publicOnly),
    content.list('posts', { ...all, sort: ['-date_published'] }, publicOnly),
    content.list('events', { ...all, sort: ['-date'] }, publicOnly),
    content.list('artists', { ...all, sort: ['name'] }, publicOnly),
    content.list('product_groups', { ...all, filter: { visibility: { _eq: 'public' } }, sort: ['-release_date'] }, publicOnly),
  ]);
  const day = (value: string | undefined) => value?.slice(0, 10);
  return [
    ...pages.map((page) => ({ path: page.path })),
    ...posts.map((post) => ({ path: postHref(post.slug), lastmod: day(post.date_published) })),
    ...events.map((event) => ({ path: eventHref(event.slug) })),
    ...artists.map((artist) => ({ path: artistHref(artist.slug) })),
    ...groups.map((group) => ({ path: productGroupHref(group.slug), lastmod: day(group.release_date) })),
  ];
}

/**
 * /sitemap.xml and /robots.txt (which points at the sitemap). While the content source is
 * unavailable the last sitemap made is answered, or 503 with Retry-After when there is none yet
 * (docs/decisions/0025): a crawler retries a 503, and must never read an empty sitemap.
 */
export function sitemapEndpoints(content: ContentSource, publicUrl: string): Router {
  const router = express.Router();
  let lastGood: string | null = null;
  router.get('/sitemap.xml', async (req, res, next) => {
    let xml: string;
    try {
      const urls = (await sitemapEntries(content))
        .map(({ path, lastmod }) => `<url><loc>${escapeXml(publicUrl + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`)
        .join('');
      xml = lastGood = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
    } catch (error) {
      const unavailable = contentUnavailable(error);
      if (!unavailable) {
        next(error);
        return;
      }
      if (lastGood === null) {
        answerContentUnavailable(res, unavailable, 'text');
        return;
      }
      req.log.warn({ source: unavailable.source }, 'content unavailable: answering the last good sitemap');
      xml = lastGood;
    }
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(xml);
  });
  router.get('/robots.txt', (_req, res) => {
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=3600')
      .send(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`);
  });
  return router;
}
