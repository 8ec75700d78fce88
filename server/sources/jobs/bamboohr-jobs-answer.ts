import Joi from 'joi';
import { validEntries } from '../http/valid-entries';
import type { Job } from './jobs-source';

/** BambooHR's { id, label } pairs; remote positions may have no location, some no department. */
const labelled = Joi.object({ label: Joi.string().allow('', null) })
  .unknown(true)
  .allow(null);

/** One job of BambooHR's GET /{account}/v1/applicant_tracking/jobs answer, as far as the site reads it. */
const jobSchema = Joi.object({
  id: Joi.alternatives(Joi.number().integer(), Joi.string().min(1)).required(),
  title: Joi.object({ label: Joi.string().min(1).required() })
    .unknown(true)
    .required(),
  department: labelled,
  location: labelled,
  // The Apply link, opened in a new tab: only web addresses. Jobs without one are not public.
  postingUrl: Joi.string()
    .uri({ scheme: ['https', 'http'] })
    .required(),
}).unknown(true);

interface BambooHrJob {
  id: number | string;
  title: { label: string };
  department?: { label?: string | null } | null;
  location?: { label?: string | null } | null;
  postingUrl: string;
}

/** The jobs of an answer in the twin's shape; malformed jobs are dropped, not fatal. */
export function jobsFromAnswer(body: unknown): Job[] {
  return validEntries(body, jobSchema, toJob);
}

function toJob(job: BambooHrJob): Job {
  return {
    id: String(job.id),
    title: { label: job.title.label },
    department: { label: job.department?.label ?? '' },
    location: { label: job.location?.label ?? '' },
    postingUrl: job.postingUrl,
  };
}
