import { createFrontClient } from '../../server/sources/messages/front-client';
import { queueBackoffDelay, queueStepAfter } from '../../server/sources/messages/front-queue-timing';
import type { SupportMessage } from '../../server/sources/messages/messages-source';

const message: SupportMessage = {
  to: ['ada.lune@example.test'],
  sender_name: 'Support Team',
  subject: 'General inquiry from Ada',
  body: '<p>Hi</p>',
};
// An injected clock: 2026-11-23T21:00:00Z.
const NOW = Date.UTC(2026, 10, 23, 21, 0, 0);

/** Front's answer as the real client reads it, with headers, at the injected instant. */
async function answer(status: number, headers: Record<string, string> = {}, body: unknown = {}) {
  const fetchImpl = (async () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })) as typeof fetch;
  const client = createFrontClient({ apiUrl: 'https://front.test', token: 't', timeoutMs: 1_000, fetch: fetchImpl, now: () => NOW });
  return client.sendChannelMessage('cha_1', message, 'key-1');
}

describe('what the contact queue does after an answer from Front', () => {
  it('pauses the whole fleet for the seconds of a 429 Retry-After, without counting an attempt', async () => {
    expect(queueStepAfter(await answer(429, { 'Retry-After': '7' }), NOW)).toEqual({
      kind: 'pause-all',
      waitMs: 7_000,
      reason: 'Front answered 429',
    });
  });

  it('reads a Retry-After HTTP date against the injected clock, also on a 503', async () => {
    const at = new Date(NOW + 90_000).toUTCString();
    expect(queueStepAfter(await answer(503, { 'Retry-After': at }), NOW)).toMatchObject({ kind: 'pause-all', waitMs: 90_000 });
  });

  it('waits for X-RateLimit-Reset on a 429 without Retry-After', async () => {
    const reset = String(Math.floor(NOW / 1000) + 42);
    const step = queueStepAfter(await answer(429, { 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': reset }), NOW);
    expect(step).toMatchObject({ kind: 'pause-all', waitMs: 42_000 });
  });

  it('never pauses longer than an hour, whatever the header says', async () => {
    expect(queueStepAfter(await answer(429, { 'Retry-After': '999999' }), NOW)).toMatchObject({ kind: 'pause-all', waitMs: 3_600_000 });
  });

  it('turns "Retry-After: 0" into the shortest pause Redis accepts', async () => {
    expect(queueStepAfter(await answer(503, { 'Retry-After': '0' }), NOW)).toMatchObject({ kind: 'pause-all', waitMs: 1 });
  });

  it('retries a 5xx or a network failure with no word from Front on its own backoff', async () => {
    expect(queueStepAfter(await answer(502), NOW)).toEqual({ kind: 'retry', reason: 'Front answered 502' });
    expect(
      queueStepAfter({ ok: false, retryable: true, status: null, reason: 'could not reach Front (ECONNREFUSED)', rateLimit: {} }, NOW),
    ).toEqual({
      kind: 'retry',
      reason: 'could not reach Front (ECONNREFUSED)',
    });
  });

  it('fails a message Front refuses for good (400) so operators can look at it', async () => {
    expect(queueStepAfter(await answer(400, {}, { _error: { title: 'Bad request' } }), NOW)).toEqual({
      kind: 'refused',
      reason: 'Front answered 400 (Bad request)',
    });
  });

  it("keeps Front's message UID, and pauses the fleet when the answer spent the rate window", async () => {
    const reset = String(Math.floor(NOW / 1000) + 3);
    const spent = await answer(
      202,
      { 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': reset },
      { status: 'accepted', message_uid: 'uid-1' },
    );
    expect(queueStepAfter(spent, NOW)).toEqual({ kind: 'delivered', frontMessageId: 'uid-1', pauseAllMs: 3_000 });
    const left = await answer(
      202,
      { 'X-RateLimit-Remaining': '12', 'X-RateLimit-Reset': reset },
      { status: 'accepted', message_uid: 'uid-2' },
    );
    expect(queueStepAfter(left, NOW)).toEqual({ kind: 'delivered', frontMessageId: 'uid-2', pauseAllMs: undefined });
  });
});

describe("the queue's exponential backoff", () => {
  const options = { baseMs: 5_000, maxMs: 900_000, random: () => 0 };

  it('doubles from the base with each recorded attempt, up to the cap', () => {
    expect([1, 2, 3, 4].map((attempts) => queueBackoffDelay(attempts, options))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(queueBackoffDelay(30, options)).toBe(900_000);
  });

  it('treats "no attempt recorded yet" as the first', () => {
    expect(queueBackoffDelay(0, options)).toBe(5_000);
  });

  it('takes off at most a fifth as jitter', () => {
    expect(queueBackoffDelay(2, { ...options, random: () => 0.999999 })).toBe(8_000);
  });
});
