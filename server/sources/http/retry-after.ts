/**
 * The wait a Retry-After header asks for, in ms, or null when the header is absent or unreadable.
 * RFC 9110 §10.2.3 allows exactly two forms: delay-seconds (digits only) or an HTTP date. Anything
 * else ("1.5", "-1", "soon") is unreadable: Date.parse would read a bare number as a calendar date,
 * so a date must name its month. A date in the past asks for no wait. Callers bound the result by
 * their own policy (a page render waits at most a second, the contact outbox at most an hour).
 */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | null {
  if (header === null) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  if (!/[a-z]/i.test(value)) return null;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
