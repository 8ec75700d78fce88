import { getJson } from '../http/get-json';
import { callLimits, serviceUrl, type ServiceEndpoint } from '../http/service-endpoint';
import { jobsFromAnswer } from './bamboohr-jobs-answer';
import type { JobsSource } from './jobs-source';

export interface BambooHrOptions extends ServiceEndpoint {
  apiKey: string;
}

/** A BambooHR company domain; anything else (dots, slashes) could walk the gateway's path. */
const ACCOUNT_NAME = /^[A-Za-z0-9][A-Za-z0-9-]{0,62}$/;

/**
 * Open positions from BambooHR's applicant tracking:
 * GET {base}/{accountName}/v1/applicant_tracking/jobs?statusGroups=&sortBy=&sortOrder=,
 * with HTTP basic authorization (the API key as user, "x" as password).
 */
export function createBambooHrJobsSource(options: BambooHrOptions): JobsSource {
  const authorization = `Basic ${Buffer.from(`${options.apiKey}:x`).toString('base64')}`;
  return {
    async list({ accountName, statusGroups, sortBy, sortOrder }) {
      // Like the twin: an account that cannot exist has no jobs.
      if (!ACCOUNT_NAME.test(accountName)) return [];
      const url = serviceUrl(options, `/${accountName}/v1/applicant_tracking/jobs`);
      url.searchParams.set('statusGroups', statusGroups);
      url.searchParams.set('sortBy', sortBy);
      url.searchParams.set('sortOrder', sortOrder);
      const { body } = await getJson(url, { service: 'BambooHR', headers: { authorization }, ...callLimits(options) });
      return jobsFromAnswer(body);
    },
  };
}
