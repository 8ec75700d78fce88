import { createLogger } from '../../server/logger';
import { DirectusAccessError, DirectusRequestError } from '../../server/sources/content/directus/directus-errors';
import { isContentOutage } from '../../server/sources/resilience/outages';
import { FAILURE_LOG_INTERVAL_MS, SourceBreaker } from '../../server/sources/resilience/source-breaker';
import { SourceUnavailableError } from '../../server/sources/resilience/source-unavailable';

const timeout = () =>
  new DirectusRequestError({ failure: 'timeout', status: null, path: 'GET /items/posts', detail: 'no answer within 10000 ms' });
const settings = { failures: 3, openMs: 5_000, maxOpenMs: 20_000 };

let lines: Record<string, unknown>[];
let breaker: SourceBreaker;
/** Calls that reached the source. */
let calls: number;

function source<T>(answer: () => Promise<T>) {
  return () => {
    calls++;
    return answer();
  };
}
const failing = source(() => Promise.reject(timeout()));
const answering = source(() => Promise.resolve('answer'));

async function failTimes(n: number) {
  for (let i = 0; i < n; i++) await expect(breaker.call(failing)).rejects.toBeInstanceOf(SourceUnavailableError);
}

beforeEach(() => {
  jest.useFakeTimers({ now: Date.parse('2026-03-01T10:00:00Z') });
  lines = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
  breaker = new SourceBreaker('content', isContentOutage, settings, logger);
  calls = 0;
});

afterEach(() => jest.useRealTimers());

describe('a source circuit breaker', () => {
  it('turns an outage into SourceUnavailableError naming the source, and opens after 3 in a row', async () => {
    const error = await breaker.call(failing).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceUnavailableError);
    expect(error).toMatchObject({ source: 'content', reason: timeout().message, retryAfterMs: 5_000 });
    expect(breaker.state).toBe('closed');
    await failTimes(2);
    expect(breaker.state).toBe('open');
    expect(calls).toBe(3);

    // Open: answered at once, the source is not called.
    const refused = await breaker.call(answering).catch((e: unknown) => e);
    expect(refused).toMatchObject({ source: 'content', reason: 'circuit open: the source is not being called', retryAfterMs: 5_000 });
    expect(calls).toBe(3);
    jest.advanceTimersByTime(2_000);
    expect(breaker.retryAfterMs()).toBe(3_000);
  });

  it('counts only consecutive outages: an answer in between starts the count again', async () => {
    await failTimes(2);
    await expect(breaker.call(answering)).resolves.toBe('answer');
    await failTimes(2);
    expect(breaker.state).toBe('closed');
  });

  it('passes failures that are not outages through unchanged, and they never open the circuit', async () => {
    const forbidden = source(() => Promise.reject(new DirectusAccessError(403, '/items/posts')));
    const badQuery = source(() =>
      Promise.reject(new DirectusRequestError({ failure: 'status', status: 400, path: 'GET /items/posts', code: 'INVALID_QUERY' })),
    );
    for (let i = 0; i < 5; i++) {
      await expect(breaker.call(forbidden)).rejects.toBeInstanceOf(DirectusAccessError);
      await expect(breaker.call(badQuery)).rejects.toBeInstanceOf(DirectusRequestError);
    }
    expect(breaker.state).toBe('closed');
    expect(lines.filter((l) => l.level === 50)).toEqual([]);
  });

  it('probes with one call after the open interval: its success closes the circuit', async () => {
    await failTimes(3);
    jest.advanceTimersByTime(5_000);
    let answer!: (value: string) => void;
    const probe = breaker.call(source(() => new Promise<string>((resolve) => (answer = resolve))));
    expect(breaker.state).toBe('half-open');
    // While the probe is out, other calls are answered at once instead of waiting for it.
    await expect(breaker.call(answering)).rejects.toMatchObject({
      source: 'content',
      reason: 'circuit open: the source is not being called',
    });
    expect(calls).toBe(4);
    answer('fresh');
    await expect(probe).resolves.toBe('fresh');
    expect(breaker.state).toBe('closed');
    await expect(breaker.call(answering)).resolves.toBe('answer');
    expect(lines.map((l) => l.msg)).toContain('content source answers again: calls resume');
  });

  it('opens again for a doubled interval, up to the maximum, each time a probe fails', async () => {
    await failTimes(3);
    const intervals: number[] = [breaker.retryAfterMs()];
    for (let i = 0; i < 4; i++) {
      jest.advanceTimersByTime(breaker.retryAfterMs());
      await failTimes(1); // the probe
      expect(breaker.state).toBe('open');
      intervals.push(breaker.retryAfterMs());
    }
    expect(intervals).toEqual([5_000, 10_000, 20_000, 20_000, 20_000]);
    // Just before the interval ends the source is still not called.
    jest.advanceTimersByTime(19_999);
    await expect(breaker.call(answering)).rejects.toBeInstanceOf(SourceUnavailableError);
    expect(calls).toBe(7);
  });

  it('logs at error level with the source named: each opening, and failures at most once per interval', async () => {
    await failTimes(3);
    for (let i = 0; i < 50; i++) await breaker.call(answering).catch(() => undefined);
    const errors = lines.filter((l) => l.level === 50);
    expect(errors.map((l) => l.msg)).toEqual(['content source failing', 'content source unavailable: calls stop for 5000 ms']);
    expect(errors[0]).toMatchObject({ source: 'content', failedCalls: 1, refusedCalls: 0, reason: timeout().message });
    expect(errors[1]).toMatchObject({ source: 'content', openForMs: 5_000, reason: timeout().message });

    jest.advanceTimersByTime(FAILURE_LOG_INTERVAL_MS);
    await breaker.call(failing).catch(() => undefined); // the probe fails
    const later = lines.filter((l) => l.level === 50).slice(2);
    expect(later).toEqual([
      expect.objectContaining({ msg: 'content source unavailable: calls stop for 10000 ms', source: 'content' }),
      // Everything since the last line: two failures before the circuit opened, the probe, 50 refused calls.
      expect.objectContaining({ msg: 'content source failing', source: 'content', failedCalls: 3, refusedCalls: 50 }),
    ]);
  });
});
