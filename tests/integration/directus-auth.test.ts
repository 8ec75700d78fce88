import { createDirectusClient, type DirectusClient } from '../../server/sources/content/directus/directus-client';
import { DirectusAccessError, DirectusLoginError, DirectusRequestError } from '../../server/sources/content/directus/directus-errors';
import { directusError, startFakeDirectus, type FakeDirectus } from '../support/fake-directus';

/**
 * The content-service login (spec 001 §4, §8, §9) against a local server speaking Directus's auth
 * dialect: reuse until 30 s before expiry, one shared login, forced re-login on the three codes,
 * and the two error texts.
 */

jest.setTimeout(15_000);

const credentials = { email: 'site@label.test', password: 'site-password' };
let fake: FakeDirectus;
let clock: number;

beforeEach(async () => {
  fake = await startFakeDirectus({ expiresMs: 900_000 });
  fake.items.posts = [{ id: 1, title: 'One' }];
  clock = 1_000_000;
});

afterEach(() => fake.close());

function client(
  options: { timeoutMs?: number; credentials?: { token: string } | { email: string; password: string } } = {},
): DirectusClient {
  return createDirectusClient({
    endpoint: { baseUrl: fake.url, timeoutMs: options.timeoutMs ?? 2_000 },
    credentials: options.credentials ?? credentials,
    now: () => clock,
  });
}

describe('the service-account login', () => {
  it('is reused until 30 s before it expires, then refreshed once', async () => {
    const directus = client();
    await expect(directus.getData('/items/posts')).resolves.toEqual([{ id: 1, title: 'One' }]);
    expect(fake.logins).toEqual([{ via: 'login', token: 'access-1' }]);

    // 15 minutes of login: reused up to 30 000 ms before the end.
    clock += 900_000 - 30_000 - 1;
    await directus.getData('/items/posts');
    expect(fake.logins).toHaveLength(1);

    clock += 1;
    await directus.getData('/items/posts');
    expect(fake.logins).toEqual([
      { via: 'login', token: 'access-1' },
      { via: 'refresh', token: 'access-2' },
    ]);
    expect(fake.reads().map((read) => read.token)).toEqual(['access-1', 'access-1', 'access-2']);

    // The refreshed login is reused in turn.
    clock += 60_000;
    await directus.getData('/items/posts');
    expect(fake.logins).toHaveLength(2);
  });

  it('logs in afresh when the refresh is refused', async () => {
    const directus = client();
    await directus.getData('/items/posts');
    fake.revokeTokens();
    clock += 900_000;
    await directus.getData('/items/posts');
    expect(fake.logins.map((login) => login.via)).toEqual(['login', 'login']);
    expect(fake.requests.filter((request) => request.path.startsWith('/auth/')).map((request) => request.path)).toEqual([
      '/auth/login',
      '/auth/refresh',
      '/auth/login',
    ]);
  });

  it('shares one login between 20 concurrent requests', async () => {
    await fake.close();
    fake = await startFakeDirectus({ loginDelayMs: 100 });
    fake.items.posts = [];
    const directus = client();
    await Promise.all(Array.from({ length: 20 }, () => directus.getData('/items/posts')));
    expect(fake.logins).toHaveLength(1);
    expect(fake.requests.filter((request) => request.path === '/auth/login')).toHaveLength(1);
    expect(fake.reads()).toHaveLength(20);
    expect(new Set(fake.reads().map((read) => read.token))).toEqual(new Set(['access-1']));
  });

  it('sends a static token as it is and never logs in', async () => {
    const directus = client({ credentials: { token: 'static-token' } });
    fake.enqueue({ status: 200, json: { data: [] } });
    await expect(directus.getData('/items/posts')).resolves.toEqual([]);
    expect(fake.reads()[0]!.token).toBe('static-token');
    expect(fake.logins).toEqual([]);
  });
});

describe('answers that force a new login', () => {
  it.each(['INVALID_TOKEN', 'INVALID_CREDENTIALS', 'TOKEN_EXPIRED'])('%s: logs in again and retries the read once', async (code) => {
    const directus = client();
    await directus.getData('/items/posts');
    fake.enqueue({ status: 401, json: directusError('Token rejected.', code) });
    await expect(directus.getData('/items/posts')).resolves.toEqual([{ id: 1, title: 'One' }]);
    // A new login, not a refresh of the rejected one.
    expect(fake.logins.map((login) => login.via)).toEqual(['login', 'login']);
    expect(fake.reads().map((read) => read.token)).toEqual(['access-1', 'access-1', 'access-2']);
  });

  it('logs in once when 20 concurrent reads are all rejected', async () => {
    const directus = client();
    await directus.getData('/items/posts');
    fake.revokeTokens();
    await Promise.all(Array.from({ length: 20 }, () => directus.getData('/items/posts')));
    expect(fake.logins).toHaveLength(2);
    // Each read: once with the old token, once (retried) with the new one.
    expect(fake.reads().filter((read) => read.token === 'access-1')).toHaveLength(21);
    expect(fake.reads().filter((read) => read.token === 'access-2')).toHaveLength(20);
  });

  it('retries only once: a second rejection is No Access', async () => {
    const directus = client();
    fake.enqueue(
      { status: 401, json: directusError('Token expired.', 'TOKEN_EXPIRED') },
      { status: 401, json: directusError('Token expired.', 'TOKEN_EXPIRED') },
    );
    await expect(directus.getData('/items/posts')).rejects.toThrow(new DirectusAccessError(401, '/items/posts'));
    expect(fake.reads()).toHaveLength(2);
    expect(fake.logins).toHaveLength(2);
  });
});

describe('errors', () => {
  it("a refused login throws 'Directus Login Failed'", async () => {
    const directus = client({ credentials: { email: 'site@label.test', password: 'wrong' } });
    const error = await directus.getData('/items/posts').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DirectusLoginError);
    expect((error as Error).message).toBe('Directus Login Failed');
    expect(error).toMatchObject({ status: 401, reason: 'INVALID_CREDENTIALS' });
    // Nothing secret in what gets logged.
    expect(JSON.stringify({ ...(error as object), message: (error as Error).message })).not.toContain('wrong');
    expect(fake.reads()).toHaveLength(0);
  });

  it("a login that gets no answer in time throws 'Directus Login Failed'", async () => {
    fake.failLogins({ hang: true });
    const started = Date.now();
    await expect(client({ timeoutMs: 300 }).getData('/items/posts')).rejects.toThrow('Directus Login Failed');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("an unreachable Directus throws 'Directus Login Failed'", async () => {
    const url = fake.url;
    await fake.close();
    const directus = createDirectusClient({ endpoint: { baseUrl: url, timeoutMs: 1_000 }, credentials });
    await expect(directus.getData('/items/posts')).rejects.toMatchObject({
      message: 'Directus Login Failed',
      status: null,
      reason: 'network',
    });
    fake = await startFakeDirectus();
  });

  it("a failed refresh and login after it throws 'Directus Login Failed', and the next call tries again", async () => {
    const directus = client();
    await directus.getData('/items/posts');
    clock += 900_000;
    fake.failLogins({ status: 503, json: directusError('Service unavailable', 'SERVICE_UNAVAILABLE') });
    await expect(directus.getData('/items/posts')).rejects.toThrow('Directus Login Failed');
    fake.failLogins(null);
    await expect(directus.getData('/items/posts')).resolves.toHaveLength(1);
  });

  it("a login answer without an access token throws 'No Access'", async () => {
    fake.failLogins({ status: 200, json: { data: { expires: 900_000 } } });
    const error = await client()
      .getData('/items/posts')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DirectusAccessError);
    expect((error as Error).message).toBe('No Access');
  });

  it("a collection the account may not read throws 'No Access'", async () => {
    const error = await client()
      .getData('/items/directus_users')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DirectusAccessError);
    expect(error).toMatchObject({ message: 'No Access', status: 403, path: '/items/directus_users' });
  });

  it('other failures are transport errors naming the path, not the query', async () => {
    const directus = client({ timeoutMs: 300 });
    fake.enqueue({ status: 500, json: directusError('Boom', 'INTERNAL_SERVER_ERROR') });
    await expect(directus.getData('/items/posts?filter=%7B%7D')).rejects.toThrow(
      new DirectusRequestError({ failure: 'status', status: 500, path: 'GET /items/posts', code: 'INTERNAL_SERVER_ERROR' }),
    );
    fake.enqueue({ hang: true });
    await expect(directus.getData('/items/posts')).rejects.toMatchObject({ name: 'DirectusRequestError', failure: 'timeout' });
    fake.enqueue({ status: 200, json: { nothing: true } });
    await expect(directus.getData('/items/posts')).rejects.toMatchObject({ failure: 'invalid-json' });
  });
});
