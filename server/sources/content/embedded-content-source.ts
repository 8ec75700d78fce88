import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentSource, Page, SiteSettings } from './content-source';

/**
 * The content source `npm start` uses: JSON files of the demo label, read once and indexed in
 * memory. Reads are synchronous lookups behind the async interface the real connector shares.
 */
export async function createEmbeddedContentSource(contentDir: string): Promise<ContentSource> {
  const settings = JSON.parse(await readFile(path.join(contentDir, 'settings.json'), 'utf8')) as SiteSettings;
  const pagesDir = path.join(contentDir, 'pages');
  const pagesByPath = new Map<string, Page>();
  for (const file of (await readdir(pagesDir)).filter((name) => name.endsWith('.json')).sort()) {
    const page = JSON.parse(await readFile(path.join(pagesDir, file), 'utf8')) as Page;
    pagesByPath.set(page.path, page);
  }

  return {
    async getSiteSettings() {
      return settings;
    },
    async getPageByPath(pagePath, { preview }) {
      const page = pagesByPath.get(pagePath);
      if (!page) return null;
      return preview || page.status === 'published' ? page : null;
    },
  };
}
