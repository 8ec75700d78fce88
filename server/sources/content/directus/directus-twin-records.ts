import type Joi from 'joi';
import { collectionSchemas } from '../content-schema';
import type { ConcertEventRecord, JobRecord, VideoRecord } from '../model';
import type { DirectusClient } from './directus-client';
import { DirectusRequestError } from './directus-errors';

/** The demo twins' records (concerts, videos, jobs), read from Directus on each call. */
export interface TwinRecords {
  concertEvents(): Promise<ConcertEventRecord[]>;
  videos(): Promise<VideoRecord[]>;
  jobs(): Promise<JobRecord[]>;
}

/**
 * With CONTENT_SOURCE=directus the embedded twins of Bandsintown, YouTube and BambooHR read their
 * demo records from Directus (server/sources/content/directus/directus-schema-model.ts: concert_events, videos, jobs), so an
 * editor changes them where the rest of the content lives. Directus keys are integers: a job keeps
 * its own id in `job_id`, a video needs none. A record that does not match the content model fails
 * the read (with the collection named), as a malformed content file fails the embedded load.
 */
export function createDirectusTwinRecords(client: DirectusClient): TwinRecords {
  async function read<T>(collection: string, schema: Joi.ObjectSchema<T>, reshape: (item: Record<string, unknown>) => Record<string, unknown>): Promise<T[]> {
    const items = await client.getData(`/items/${collection}?limit=-1&fields=*`);
    if (!Array.isArray(items)) throw new DirectusRequestError({ failure: 'invalid-json', status: 200, path: `GET /items/${collection}`, detail: 'not a list' });
    return items.map((item: Record<string, unknown>, index) => {
      // As the content files are checked: values kept as given (no conversion), fields outside the model dropped.
      const { value, error } = schema.validate(reshape(item), { convert: false, stripUnknown: true });
      if (error) throw new DirectusRequestError({ failure: 'invalid-json', status: 200, path: `GET /items/${collection}`, detail: `item ${index}: ${error.message}` });
      return value;
    });
  }

  return {
    concertEvents: () => read('concert_events', collectionSchemas.concert_events, (item) => ({ ...item, id: String(item.id) })),
    videos: () => read('videos', collectionSchemas.videos, ({ id: _key, ...item }) => item),
    jobs: () => read('jobs', collectionSchemas.jobs, ({ id: _key, job_id, ...item }) => ({ ...item, id: job_id })),
  };
}
