import type { JobRecord } from '../content/model';
import { loadRecords, type RecordsLoader } from '../content/records-loader';
import type { JobsSource } from './jobs-source';

const sortKeys: Record<string, (job: JobRecord) => string> = {
  created: (job) => job.created,
  title: (job) => job.title,
  department: (job) => job.department,
  location: (job) => job.location,
};

/** Demo positions (content/jobs.json, or Directus) with BambooHR's filter and sort parameters. */
export function createEmbeddedJobsSource(records: RecordsLoader<JobRecord>): JobsSource {
  return {
    async list({ accountName, statusGroups, sortBy, sortOrder }) {
      const key = sortKeys[sortBy] ?? sortKeys.created!;
      const direction = sortOrder === 'DESC' ? -1 : 1;
      return [...(await loadRecords(records))]
        .filter((job) => job.accountName === accountName && (statusGroups === 'All' || job.status === statusGroups))
        .sort((a, b) => direction * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))
        .map((job) => ({
          id: job.id,
          title: { label: job.title },
          department: { label: job.department },
          location: { label: job.location },
          postingUrl: job.postingUrl,
        }));
    },
  };
}
