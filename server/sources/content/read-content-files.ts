import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentFiles } from './model';

/** The raw JSON of the content folder, keyed the way validateContent reads it. */
export interface RawContent {
  files: Partial<Record<keyof ContentFiles, unknown>>;
  settings: unknown;
  cookies: unknown;
  pages: Record<string, unknown>;
}

export const collectionFileNames: (keyof ContentFiles)[] = [
  'labels', 'artists', 'product_groups', 'products', 'tracks', 'tags', 'posts', 'events', 'playlists',
  'radioShows', 'banners', 'item_collections', 'custom_items', 'accordions', 'jobs_accounts', 'contact_forms',
  'email_forms', 'concert_events', 'videos', 'jobs', 'files',
];

/** Reads content/<collection>.json, settings.json, cookies.json and pages/*.json. */
export async function readContentFiles(contentDir: string): Promise<RawContent> {
  const readJson = async (relative: string) => {
    const file = path.join(contentDir, relative);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      throw new Error(`content/${relative} is missing`, { cause: error });
    }
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new Error(`content/${relative} is not valid JSON: ${(error as Error).message}`, { cause: error });
    }
  };
  const files: RawContent['files'] = {};
  await Promise.all(collectionFileNames.map(async (name) => (files[name] = await readJson(`${name}.json`))));
  const pageFiles = (await readdir(path.join(contentDir, 'pages'))).filter((f) => f.endsWith('.json')).sort();
  const pages: Record<string, unknown> = {};
  for (const file of pageFiles) pages[file] = await readJson(`pages/${file}`);
  return { files, settings: await readJson('settings.json'), cookies: await readJson('cookies.json'), pages };
}
