import { getJson } from '../../server/sources/http/get-json';
import { startFakeService, type FakeService } from '../support/fake-service';
import { serviceFailure } from '../support/service-failure';

jest.setTimeout(10_000);

let fake: FakeService;
beforeEach(async () => {
  fake = await startFakeService(() => ({ json: { ok: true } }));
});
afterEach(() => fake.close());

const options = { service: 'Example', timeoutMs: 2_000, retryDelayMs: 10 };
const at = (path: string) => new URL(`${fake.origin}${path}`);

const failure = serviceFailure;

describe('getJson, the outbound GET helper', () => {
  it('answers the parsed JSON and asks for JSON', async () => {
    await expect(getJson(at('/things'), options)).resolves.toEqual({ status: 200, body: { ok: true } });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.method).toBe('GET');
    expect(fake.requests[0]!.headers.accept).toBe('application/json');
  });

  it('sends the headers it is given', async () => {
    await getJson(at('/things'), { ...options, headers: { authorization: 'Basic abc' } });
    expect(fake.requests[0]!.headers.authorization).toBe('Basic abc');
  });

  it('retries once on 503, then succeeds', async () => {
    fake.enqueue({ status: 503, text: 'busy' });
    await expect(getJson(at('/things'), options)).resolves.toEqual({ status: 200, body: { ok: true } });
    expect(fake.requests).toHaveLength(2);
  });

  it('retries only once: a second 5xx is the failure', async () => {
    fake.route = () => ({ status: 502, text: 'bad gateway' });
    const error = await failure(getJson(at('/things'), options));
    expect(error).toMatchObject({ service: 'Example', failure: 'status', status: 502, attempts: 2 });
    expect(error.message).toContain('Example');
    expect(error.message).toContain('502');
    expect(fake.requests).toHaveLength(2);
  });

  it('never retries a 400: the request itself is wrong', async () => {
    fake.route = () => ({ status: 400, json: { error: 'bad' } });
    const error = await failure(getJson(at('/things'), options));
    expect(error).toMatchObject({ failure: 'status', status: 400, attempts: 1 });
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a 429 after a small Retry-After', async () => {
    fake.enqueue({ status: 429, text: 'slow down', headers: { 'retry-after': '0' } });
    await expect(getJson(at('/things'), options)).resolves.toMatchObject({ status: 200 });
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up at once when Retry-After asks for longer than a page can wait', async () => {
    fake.route = () => ({ status: 503, text: 'maintenance', headers: { 'retry-after': '120' } });
    const error = await failure(getJson(at('/things'), options));
    expect(error).toMatchObject({ status: 503, attempts: 1 });
    expect(fake.requests).toHaveLength(1);
  });

  it('retries once when the connection is cut', async () => {
    fake.enqueue({ cut: true });
    await expect(getJson(at('/things'), options)).resolves.toMatchObject({ status: 200 });
    expect(fake.requests).toHaveLength(2);
  });

  it('reports a network failure after the retry', async () => {
    fake.route = () => ({ cut: true });
    const error = await failure(getJson(at('/things'), options));
    expect(error).toMatchObject({ failure: 'network', status: null, attempts: 2 });
  });

  it('times out a service that never answers, within the time budget', async () => {
    fake.route = () => ({ hang: true });
    const started = Date.now();
    const error = await failure(getJson(at('/things'), { ...options, timeoutMs: 150 }));
    expect(error).toMatchObject({ failure: 'timeout', status: null });
    expect(error.message).toContain('150 ms');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('answers the statuses a service uses for answers instead of throwing', async () => {
    fake.route = () => ({ status: 404, json: { errors: ['Unknown Artist'] } });
    await expect(getJson(at('/things'), { ...options, answerStatuses: [404] })).resolves.toEqual({
      status: 404,
      body: { errors: ['Unknown Artist'] },
    });
  });

  it('reads a non-JSON answer on such a status as no body', async () => {
    fake.route = () => ({ status: 404, text: '<html>not found</html>' });
    await expect(getJson(at('/things'), { ...options, answerStatuses: [404] })).resolves.toEqual({ status: 404, body: null });
  });

  it('rejects an unparseable success', async () => {
    fake.route = () => ({ text: '<html>' });
    const error = await failure(getJson(at('/things'), options));
    expect(error).toMatchObject({ failure: 'invalid-json', status: 200 });
  });

  it('rejects an answer larger than the limit', async () => {
    fake.route = () => ({ json: { padding: 'x'.repeat(5_000) } });
    const error = await failure(getJson(at('/things'), { ...options, maxBytes: 1_000 }));
    expect(error).toMatchObject({ failure: 'too-large' });
  });

  it('never puts a secret from the query string in its errors', async () => {
    fake.route = () => ({ status: 500, text: 'boom' });
    const error = await failure(getJson(at('/things?key=SECRET-KEY-1&app_id=SECRET-APP-2&part=snippet'), options));
    const everything = `${error.message} ${error.url} ${JSON.stringify(error)} ${String(error.stack)}`;
    expect(everything).not.toContain('SECRET-KEY-1');
    expect(everything).not.toContain('SECRET-APP-2');
    expect(error.url).toBe(`${fake.origin}/things?key=[redacted]&app_id=[redacted]&part=snippet`);
  });
});
