import { readFileSync } from 'node:fs';
import path from 'node:path';
import { keyedForDirectus } from '../../cms/lib/twin-items';
import { toDirectusItem } from '../../cms/lib/to-directus';
import { contentModel } from '../../server/sources/content/directus/directus-schema-model';
import { createDirectusTwinRecords } from '../../server/sources/content/directus/directus-twin-records';

const contentFile = (name: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'content', `${name}.json`), 'utf8')) as Record<string, unknown>[];
const modelOf = (collection: string) => contentModel.find((model) => model.collection === collection)!;

/** What Directus answers for items imported from `collection`'s content file (file fields as their ids). */
function importedItems(collection: string) {
  return keyedForDirectus(collection, contentFile(collection)).map((record) => toDirectusItem(modelOf(collection), record));
}

describe('the twins’ records in Directus (decision 0040)', () => {
  it('the model has the three collections, with integer keys for every record', () => {
    for (const collection of ['concert_events', 'videos', 'jobs']) {
      const items = importedItems(collection);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(Number.isInteger(item.id)).toBe(true);
      expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    }
    expect(importedItems('jobs')[0]).toMatchObject({ id: 1, job_id: contentFile('jobs')[0]!.id });
  });

  it('reading the imported items back gives the content files’ records exactly', async () => {
    const answers: Record<string, unknown> = {
      '/items/concert_events': importedItems('concert_events'),
      '/items/videos': importedItems('videos'),
      '/items/jobs': importedItems('jobs'),
    };
    const client = {
      getData: async (request: string) => answers[request.split('?')[0]!],
      getBytes: async () => null,
    };
    const records = createDirectusTwinRecords(client);
    expect(await records.concertEvents()).toEqual(contentFile('concert_events'));
    expect(await records.videos()).toEqual(contentFile('videos'));
    expect(await records.jobs()).toEqual(contentFile('jobs'));
  });
});
