import { ServiceError } from '../../server/sources/http/service-error';
import { createBambooHrJobsSource } from '../../server/sources/jobs/bamboohr-jobs-source';
import type { JobsQuery } from '../../server/sources/jobs/jobs-source';
import { startFakeService, type FakeService } from '../support/fake-service';

jest.setTimeout(10_000);

const API_KEY = 'bamboo-SECRET-api-key';

/** A job as BambooHR's applicant tracking answers it (fields the site does not read included). */
const bambooJob = {
  id: 15,
  title: { id: null, label: 'Label Manager' },
  postedDate: '2026-05-04T09:00:00+00:00',
  location: { id: 3, label: 'London, UK', address: { city: 'London', country: 'United Kingdom' } },
  department: { id: 18, label: 'A&R and Label' },
  status: { id: 1, label: 'Open' },
  newApplicantsCount: 0,
  activeApplicantsCount: 2,
  totalApplicantsCount: 3,
  postingUrl: 'https://lumentide.bamboohr.com/careers/15',
};

/** The spec's defaults (spec 001 §9), as the GraphQL schema fills them in. */
const defaults: JobsQuery = { accountName: 'lumentide', statusGroups: 'Open', sortBy: 'created', sortOrder: 'ASC' };

let fake: FakeService;
beforeEach(async () => {
  fake = await startFakeService((request) => (request.headers.authorization ? { json: [bambooJob] } : { status: 401, text: '' }));
});
afterEach(() => fake.close());

const source = (timeoutMs = 2_000) =>
  createBambooHrJobsSource({ baseUrl: `${fake.origin}/api/gateway.php`, apiKey: API_KEY, timeoutMs, retryDelayMs: 10 });

describe('the BambooHR connector', () => {
  it('asks the account’s open jobs, oldest first, with basic authorization and JSON', async () => {
    await source().list(defaults);
    expect(fake.requests).toHaveLength(1);
    const [seen] = fake.requests;
    expect(seen!.method).toBe('GET');
    expect(seen!.rawPath).toBe('/api/gateway.php/lumentide/v1/applicant_tracking/jobs');
    expect([...seen!.query]).toEqual([
      ['statusGroups', 'Open'],
      ['sortBy', 'created'],
      ['sortOrder', 'ASC'],
    ]);
    expect(seen!.headers.accept).toBe('application/json');
    const [scheme, credentials] = String(seen!.headers.authorization).split(' ');
    expect(scheme).toBe('Basic');
    expect(Buffer.from(credentials!, 'base64').toString()).toBe(`${API_KEY}:x`);
  });

  it('passes other filters and orders through', async () => {
    await source().list({ ...defaults, sortBy: 'title', sortOrder: 'DESC' });
    expect([...fake.requests[0]!.query]).toEqual([
      ['statusGroups', 'Open'],
      ['sortBy', 'title'],
      ['sortOrder', 'DESC'],
    ]);
  });

  it('maps the answer to the shape of the embedded twin', async () => {
    await expect(source().list(defaults)).resolves.toEqual([
      {
        id: '15',
        title: { label: 'Label Manager' },
        department: { label: 'A&R and Label' },
        location: { label: 'London, UK' },
        postingUrl: 'https://lumentide.bamboohr.com/careers/15',
      },
    ]);
  });

  it('keeps jobs with no location or department, and drops malformed or unpublished ones', async () => {
    fake.route = () => ({
      json: [
        { ...bambooJob, id: 1, location: null, department: { id: null, label: null } },
        { ...bambooJob, id: 2, postingUrl: null },
        { ...bambooJob, id: 3, postingUrl: 'javascript:alert(1)' },
        { ...bambooJob, id: 4, title: { id: null, label: '' } },
        { ...bambooJob, id: undefined },
        'job',
        { ...bambooJob, id: 6 },
      ],
    });
    const jobs = await source().list(defaults);
    expect(jobs.map((job) => job.id)).toEqual(['1', '6']);
    expect(jobs[0]).toMatchObject({ location: { label: '' }, department: { label: '' } });
  });

  it('asks nothing for an account name BambooHR cannot have', async () => {
    await expect(source().list({ ...defaults, accountName: '../../admin' })).resolves.toEqual([]);
    await expect(source().list({ ...defaults, accountName: '..' })).resolves.toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });

  it('fails on a refused key without a retry, never showing the key', async () => {
    fake.route = () => ({ status: 401, text: 'Unauthorized' });
    const error = await source()
      .list(defaults)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ service: 'BambooHR', status: 401, attempts: 1 });
    const everything = `${(error as Error).message} ${JSON.stringify(error)}`;
    expect(everything).not.toContain(API_KEY);
    expect(everything).not.toContain(Buffer.from(`${API_KEY}:x`).toString('base64'));
  });

  it('does not retry a 400', async () => {
    fake.route = () => ({ status: 400, json: { error: 'bad sortBy' } });
    await expect(source().list(defaults)).rejects.toMatchObject({ status: 400, attempts: 1 });
    expect(fake.requests).toHaveLength(1);
  });

  it('retries once on 503, then answers', async () => {
    fake.enqueue({ status: 503, text: 'maintenance' });
    await expect(source().list(defaults)).resolves.toHaveLength(1);
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up on a service that never answers', async () => {
    fake.route = () => ({ hang: true });
    await expect(source(150).list(defaults)).rejects.toMatchObject({ service: 'BambooHR', failure: 'timeout' });
  });
});
