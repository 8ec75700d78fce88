/**
 * Polls `check` until it holds, never past `deadlineMs` (a deadline, not a sleep: a fast machine
 * passes at once, a loaded one gets the whole budget); resolves how long it took.
 */
export async function within(deadlineMs: number, check: () => boolean | Promise<boolean>, what: string, everyMs = 20): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > deadlineMs) throw new Error(`${what}: not within ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return Date.now() - started;
}

/**
 * Reads until `check` holds or `deadlineMs` has passed, and returns the last value read either way,
 * so the assertion after it names what was seen.
 */
export async function lastReadWithin<T>(
  deadlineMs: number,
  read: () => T | Promise<T>,
  check: (value: T) => boolean,
  everyMs = 25,
): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
