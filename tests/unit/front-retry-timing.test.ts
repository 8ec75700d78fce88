import * as retryTiming from '../../server/sources/messages/front-retry-timing';

describe('retry timing', () => {
  it('doubles from the base up to the cap, less up to 20 % jitter', () => {
    const options = { baseMs: 1_000, maxMs: 10_000, random: () => 0 };
    expect([1, 2, 3, 4, 5, 50].map((attempts) => retryTiming.backoffDelay(attempts, options))).toEqual([
      1_000, 2_000, 4_000, 8_000, 10_000, 10_000,
    ]);
    expect(retryTiming.backoffDelay(1, { ...options, random: () => 0.999 })).toBe(800);
  });

  it('reads Retry-After as seconds or a date, bounded', () => {
    const now = Date.parse('2031-05-01T10:00:00Z');
    expect(retryTiming.boundedRetryAfterMs('2', now)).toBe(2_000);
    expect(retryTiming.boundedRetryAfterMs('Thu, 01 May 2031 10:00:30 GMT', now)).toBe(30_000);
    expect(retryTiming.boundedRetryAfterMs('999999', now)).toBe(retryTiming.LONGEST_WAIT_MS);
    expect(retryTiming.boundedRetryAfterMs('soon', now)).toBeUndefined();
    expect(retryTiming.boundedRetryAfterMs(null, now)).toBeUndefined();
    expect(retryTiming.boundedRetryAfterMs('1.5', now)).toBeUndefined();
  });

  it('reads X-RateLimit-Reset as a UNIX time in seconds or milliseconds, or seconds from now', () => {
    const now = Date.parse('2031-05-01T10:00:00Z');
    expect(retryTiming.rateLimitResetAt(String(now / 1000 + 5), now)).toBe(now + 5_000);
    expect(retryTiming.rateLimitResetAt(String(now + 5_000), now)).toBe(now + 5_000);
    expect(retryTiming.rateLimitResetAt('7', now)).toBe(now + 7_000);
    expect(retryTiming.rateLimitResetAt(String(now / 1000 - 60), now)).toBe(now);
    expect(retryTiming.rateLimitResetAt('later', now)).toBeUndefined();
  });

  it('pauses only when the window is spent and resets later', () => {
    const now = 1_000_000;
    const headers = new Headers({ 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '3' });
    expect(retryTiming.pausedUntil(retryTiming.readRateLimit(headers, now), now)).toBe(now + 3_000);
    expect(
      retryTiming.pausedUntil(retryTiming.readRateLimit(new Headers({ 'X-RateLimit-Remaining': '4', 'X-RateLimit-Reset': '3' }), now), now),
    ).toBeUndefined();
    expect(retryTiming.pausedUntil(retryTiming.readRateLimit(new Headers(), now), now)).toBeUndefined();
  });
});
