import { defaultImageSizes } from '../assets/embedded-asset-source';
import { type Collections, type CollectionKey, type ContentSource, type FileInfo } from './content-source';
import { buildContentGraph, publishedStateOf, type ContentData, type ContentGraph } from './content-index';
import { validateContent } from './content-schema';
import { runQuery } from './query';
import { PREVIEW_DEFAULT_STATUSES, SEARCH_FIELDS } from './read-defaults';
import { readContentFiles } from './read-content-files';

/** Reads and validates content/: a bad file stops start-up with the file and field named. */
export async function loadEmbeddedContent(contentDir: string): Promise<ContentData> {
  return validateContent(await readContentFiles(contentDir));
}

/**
 * The content source `npm start` uses: the demo label's files, indexed in memory twice — what the
 * public may see, and everything for preview — and queried with Directus semantics.
 */
export function createEmbeddedContentSource(data: ContentData, now: () => Date = () => new Date()): ContentSource {
  const graphs: Record<'public' | 'preview', ContentGraph> = {
    public: buildContentGraph(data, 'public'),
    preview: buildContentGraph(data, 'preview'),
  };
  const files = new Map<string, FileInfo>(
    data.files.files.map((file) => {
      const size = file.kind === 'audio' || file.kind === 'video' ? null : defaultImageSizes[file.kind];
      return [
        file.id,
        {
          id: file.id,
          kind: file.kind === 'audio' || file.kind === 'video' ? file.kind : 'image',
          title: file.title,
          width: size ? (file.width ?? size.width) : null,
          height: size ? (file.height ?? size.height) : null,
        },
      ];
    }),
  );
  const itemsFor = <C extends CollectionKey>(collection: C, preview: boolean, status?: string[]): Collections[C][] => {
    const items = graphs[preview ? 'preview' : 'public'].collections[collection];
    if (!preview || !publishedStateOf(collection)) return items;
    const allowed = new Set(status ?? PREVIEW_DEFAULT_STATUSES);
    return items.filter((item) => allowed.has((item as { status: string }).status));
  };

  return {
    async list(collection, query, { preview }) {
      return runQuery(itemsFor(collection, preview, query.status), query, {
        now: now(),
        searchFields: SEARCH_FIELDS[collection],
      });
    },
    async count(collection, query, { preview }) {
      const all = runQuery(itemsFor(collection, preview, query.status), { ...query, limit: -1, offset: 0 }, {
        now: now(),
        searchFields: SEARCH_FIELDS[collection],
      });
      return all.length;
    },
    async getById(collection, id, { preview }) {
      const item = graphs[preview ? 'preview' : 'public'].byId[collection].get(id);
      return item ?? null;
    },
    async getByIds(collection, ids, { preview }) {
      const byId = graphs[preview ? 'preview' : 'public'].byId[collection];
      const found = new Map<string, Collections[typeof collection]>();
      for (const id of ids) {
        const item = byId.get(id);
        if (item) found.set(id, item);
      }
      return found;
    },
    async getSiteSettings({ preview }) {
      return graphs[preview ? 'preview' : 'public'].settings;
    },
    async getCookieConfiguration() {
      return data.cookies;
    },
    async getFile(id) {
      return files.get(id) ?? null;
    },
  };
}
