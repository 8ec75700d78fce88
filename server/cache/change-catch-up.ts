import type { Logger } from 'pino';
import type { ActivityEntry, ContentActivityLog } from '../sources/content/directus/directus-activity';
import type { ChangedItem, ChangeLedger } from './change-ledger';
import type { ContentChange } from './content-events';

/**
 * Directus does not retry a Flow's request that failed: the site reads Directus's activity log on
 * an interval and re-renders for every change no Flow reported (decision 0095). One replica of the
 * fleet reads per interval, from where the last read ended (the ledger's cursor); changes the
 * webhook was told of are skipped, so a delivered Flow costs one wave, not two. The first read of a
 * fleet starts at the log's newest entry: what came before is in no stored page's past.
 */
export interface ChangeCatchUp {
  /** Reads the log now and then every interval, handing missed changes to `onChanges`. */
  start(onChanges: (changes: ContentChange[]) => void): void;
  stop(): void;
  /** The webhook was told of these changes (so the log's entries for them are skipped). */
  reported(changes: readonly ContentChange[]): Promise<void>;
  /** One read of the log (the timer's; tests call it directly); joins the one running, if any. */
  pollOnce(): Promise<CatchUpResult>;
}

export interface CatchUpResult {
  /** False when another replica had the turn. */
  turn: boolean;
  /** Entries read, and those no Flow had reported. */
  read: number;
  missed: number;
}

/**
 * How long a turn that finds new entries waits before judging them: Directus writes the entry as
 * it saves, and the Flow's request follows a few milliseconds to a few hundred later. Judged at
 * once, a save that a turn read in between was taken for lost, and rendered by two replicas at
 * once, each waiting for the other's locks (decision 0095, amended).
 */
export const FLOW_GRACE_MS = 1_000;

/** Entries read per request; a turn reads on while pages come back full, up to PAGES_PER_TURN. */
export const ACTIVITY_PAGE = 500;
const PAGES_PER_TURN = 20;

export function createChangeCatchUp(options: {
  log: ContentActivityLog;
  ledger: ChangeLedger;
  intervalMs: number;
  logger: Logger;
  graceMs?: number;
  /** Waits the grace (tests steer it; the default is setTimeout). */
  sleep?: (ms: number) => Promise<void>;
}): ChangeCatchUp {
  const { log, ledger, intervalMs, logger, graceMs = FLOW_GRACE_MS } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let onChanges: ((changes: ContentChange[]) => void) | null = null;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<CatchUpResult> | null = null;
  let failing = false;

  const readTurn = async (): Promise<CatchUpResult> => {
    // A turn ends before the next interval begins, so each interval one replica reads.
    if (!(await ledger.takeTurn(intervalMs * 0.8))) return { turn: false, read: 0, missed: 0 };
    const cursor = await ledger.cursor();
    if (cursor === null) {
      await ledger.moveCursor((await log.latestId()) ?? 0);
      return { turn: true, read: 0, missed: 0 };
    }
    let after = cursor;
    let read = 0;
    let missed = 0;
    for (let page = 0; page < PAGES_PER_TURN; page++) {
      const entries = await log.after(after, ACTIVITY_PAGE);
      if (entries.length === 0) break;
      // Entries past the cursor are new to the fleet: their reports may be on their way.
      if (page === 0 && graceMs > 0) await sleep(graceMs);
      const claimed = await ledger.claim(entries);
      const unreported = entries.filter((_, index) => !claimed[index]);
      if (unreported.length > 0) onChanges?.(changesOf(unreported));
      after = entries[entries.length - 1]!.id;
      await ledger.moveCursor(after);
      read += entries.length;
      missed += unreported.length;
      if (entries.length < ACTIVITY_PAGE) break;
    }
    return { turn: true, read, missed };
  };

  const read = async (): Promise<CatchUpResult> => {
    try {
      const result = await readTurn();
      if (failing) logger.info('activity log read again: catching up from where it stopped');
      failing = false;
      if (result.missed > 0) logger.info(result, 'content changes caught up from the activity log');
      return result;
    } catch (error) {
      // Once per outage: the next read after it picks up from the cursor.
      if (!failing) logger.warn({ err: error }, 'activity log not read; trying again every interval');
      failing = true;
      return { turn: true, read: 0, missed: 0 };
    }
  };

  // One read at a time: a tick that comes while one runs shares it.
  const pollOnce = () =>
    (polling ??= read().finally(() => {
      polling = null;
    }));
  const tick = () => void pollOnce();

  return {
    start(handler) {
      onChanges = handler;
      if (timer) return;
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
    async reported(changes) {
      // Before the first read sets the cursor, that read starts after every entry written so far:
      // a report of one of them would wait for an entry never read, and take the next lost change
      // of the same item for reported. (A report racing the first read by its Flow's latency can
      // still do so, at a fleet's start only.)
      if ((await ledger.cursor()) === null) return;
      await ledger.reported(changes.flatMap((change) => change.keys.map((key): ChangedItem => ({ collection: change.collection, key }))));
    },
    pollOnce,
  };
}

/** Entries as changes, one per collection and action; which fields an update wrote is not known. */
function changesOf(entries: readonly ActivityEntry[]): ContentChange[] {
  const grouped = new Map<string, ContentChange & { keys: string[] }>();
  for (const entry of entries) {
    const name = `${entry.collection} ${entry.action}`;
    const change = grouped.get(name) ?? { action: entry.action, collection: entry.collection, keys: [], fields: null, payload: null };
    if (!change.keys.includes(entry.key)) change.keys.push(entry.key);
    grouped.set(name, change);
  }
  return [...grouped.values()];
}
