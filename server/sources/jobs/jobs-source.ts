/** Open positions, in the shape of BambooHR's applicant-tracking jobs answer (spec 001 §3). */
export interface Job {
  id: string;
  title: { label: string };
  department: { label: string };
  location: { label: string };
  postingUrl: string;
}

export interface JobsQuery {
  accountName: string;
  /** Defaults (spec 001 §9): statusGroups Open, sortBy created, sortOrder ASC. */
  statusGroups: string;
  sortBy: string;
  sortOrder: 'ASC' | 'DESC';
}

export interface JobsSource {
  list(query: JobsQuery): Promise<Job[]>;
}
