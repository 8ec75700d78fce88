/**
 * The twins' records (content/videos.json, content/jobs.json) keyed for Directus, whose keys are
 * integers: a video has no id of its own and takes its position; a job keeps its service id in
 * `job_id`. Concerts already have integer ids. The site undoes this when it reads them back
 * (server/sources/content/directus/directus-twin-records.ts).
 */
export function keyedForDirectus(collection: string, records: readonly Record<string, unknown>[]): Record<string, unknown>[] {
  switch (collection) {
    case 'videos':
      return records.map((record, index) => ({ ...record, id: String(index + 1) }));
    case 'jobs':
      return records.map(({ id, ...record }, index) => ({ ...record, id: String(index + 1), job_id: id }));
    default:
      return [...records];
  }
}
