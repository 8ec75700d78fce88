import { LRUCache } from 'lru-cache';

/** An item whose change the activity log holds, or a Flow reported. */
export interface ChangedItem {
  collection: string;
  key: string;
}

/**
 * What the catch-up from the CMS's activity log remembers (decision 0095): the changes a Flow
 * reported, so that reading them again in the log does not re-render their pages a second time;
 * how far the log has been read; and whose turn it is to read it. In Redis the fleet shares it
 * (redis-change-ledger.ts): one replica reads the log per interval, whichever replica a Flow
 * reached. Without Redis, this process's memory.
 */
export interface ChangeLedger {
  /** A Flow reported these items' changes (one count per item and report). */
  reported(items: readonly ChangedItem[]): Promise<void>;
  /**
   * For each entry read from the log: true when a Flow's report of that item is waiting (and is
   * used up by it), false when none came — the report was lost, or is still on its way (its
   * pages are then re-rendered twice, which is harmless).
   */
  claim(items: readonly ChangedItem[]): Promise<boolean[]>;
  /** Whether this replica reads the log now; a turn lasts `holdMs`. */
  takeTurn(holdMs: number): Promise<boolean>;
  /** The id of the last entry read; null before the first read. */
  cursor(): Promise<number | null>;
  /** Moves the cursor forward to `id` (never back). */
  moveCursor(id: number): Promise<void>;
}

/** How long a report waits for its entry in the log: far longer than a poll's interval. */
export const REPORT_MEMORY_MS = 10 * 60 * 1000;
/** Reports remembered in one process: a bulk edit of thousands of items fits. */
const REMEMBERED_REPORTS = 50_000;

export const ledgerKey = (item: ChangedItem) => `${item.collection}:${item.key}`;

export function createMemoryChangeLedger(): ChangeLedger {
  // A count per item: reports add, claims take away; below zero, claims that found no report.
  const counts = new LRUCache<string, number>({ max: REMEMBERED_REPORTS, ttl: REPORT_MEMORY_MS });
  let cursor: number | null = null;
  return {
    async reported(items) {
      for (const item of items) counts.set(ledgerKey(item), (counts.get(ledgerKey(item)) ?? 0) + 1);
    },
    async claim(items) {
      return items.map((item) => {
        const count = counts.get(ledgerKey(item)) ?? 0;
        counts.set(ledgerKey(item), count - 1);
        return count > 0;
      });
    },
    async takeTurn() {
      return true;
    },
    async cursor() {
      return cursor;
    },
    async moveCursor(id) {
      cursor = Math.max(cursor ?? id, id);
    },
  };
}
