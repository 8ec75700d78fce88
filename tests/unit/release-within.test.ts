import pino from 'pino';
import { releaseWithin } from '../../server/shutdown';

/** Shutdown closes the site's shared connections after the last request, within a budget (issue 17). */
const log = pino({ level: 'silent' });

describe('releaseWithin', () => {
  afterEach(() => jest.useRealTimers());

  it('waits for the release and says it finished', async () => {
    let released = false;
    await expect(releaseWithin(async () => void (released = true), 2_000, log)).resolves.toBe(true);
    expect(released).toBe(true);
  });

  it('does not hold the exit past the budget when the release hangs (Redis unreachable)', async () => {
    jest.useFakeTimers();
    const outcome = releaseWithin(() => new Promise<void>(() => undefined), 2_000, log);
    await jest.advanceTimersByTimeAsync(1_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe(false);
  });

  it('treats a failing release as done (logged), never as a crash', async () => {
    await expect(releaseWithin(async () => Promise.reject(new Error('connection reset')), 2_000, log)).resolves.toBe(true);
  });
});
