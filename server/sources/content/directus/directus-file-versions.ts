import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { FILE_ID } from '../../../../shared/lib/images/asset-address';
import type { FileVersions } from '../../assets/file-versions';
import { MAX_IDS_PER_READ } from './directus-content-source';
import type { DirectusClient } from './directus-client';
import { DirectusRequestError } from './directus-errors';

export interface DirectusFileVersionsOptions {
  client: DirectusClient;
  /** The content circuit (SourceGuards.contentCall): an outage fails fast. */
  guard?: <T>(call: () => Promise<T>) => Promise<T>;
  /** How old the map may grow before it is read again (in the background). */
  maxAgeMs?: number;
  /** Files per read of the whole library. */
  pageSize?: number;
  now?: () => number;
  logger?: Pick<Logger, 'warn' | 'info'>;
}

export interface DirectusFileVersions extends FileVersions {
  /** Resolves once no read runs (tests). */
  idle(): Promise<void>;
}

/**
 * Directus sets `uploaded_on` when a file's bytes are stored, a replacement's too, and after they
 * are in place; `modified_on` also moves on every edit of a title and before a replacement's bytes
 * are moved into place (decision 0097).
 */
const VERSION_FIELD = 'uploaded_on';
/** A read since the newest version held starts this much earlier: an upload committed late is not missed. */
const OVERLAP_MS = 60_000;
export const FILE_VERSIONS_MAX_AGE_MS = 15_000;
const DEFAULT_PAGE_SIZE = 1_000;

/** A version as addresses carry it: base-36 epoch milliseconds, short and in order. */
const versionText = (uploadedAt: number) => uploadedAt.toString(36);
const versionTime = (version: string) => parseInt(version, 36);

/**
 * Each replica's map of file id → version (decision 0097): one paged read of every file when first
 * needed (the one read a render waits for), then, once the map is older than `maxAgeMs`, a read of
 * the files uploaded since the newest version it holds, in the background, when their count or
 * newest upload changed since the last such read (decision 0112); the files a change names
 * are read at once (`update`), before the pages that showed them are rendered again. A read that
 * fails keeps the last map; a file the map does not know is addressed without a version.
 */
export function createDirectusFileVersions(options: DirectusFileVersionsOptions): DirectusFileVersions {
  const { client, logger } = options;
  const guard = options.guard ?? (<T>(call: () => Promise<T>) => call());
  const maxAgeMs = options.maxAgeMs ?? FILE_VERSIONS_MAX_AGE_MS;
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const now = options.now ?? Date.now;

  /** Upload time (epoch ms) by file id. */
  const versions = new Map<string, number>();
  let newest = 0;
  let filled = false;
  /** The first read of the library, which renders wait for (also those that came while it ran). */
  let firstRead: Promise<void> | null = null;
  let nextReadAt = 0;
  let failing = false;
  let reading: Promise<void> | null = null;
  /** The last poll's window (files uploaded since `from`) as Directus summed it up. */
  let lastWindow: { from: string; count: number; latest: number } | null = null;
  /** When a file was last read again for a newer version asked for: at most once per age. */
  const askedAt = new LRUCache<string, number>({ max: 10_000 });

  async function readFiles(filter: Record<string, unknown>, limit: number, offset = 0): Promise<number> {
    const params = new URLSearchParams({ fields: `id,${VERSION_FIELD}`, filter: JSON.stringify(filter), sort: 'id', limit: String(limit) });
    if (offset > 0) params.set('offset', String(offset));
    const rows = await guard(() => client.getData(`/files?${params.toString()}`));
    if (!Array.isArray(rows)) throw new DirectusRequestError({ failure: 'invalid-json', status: 200, path: 'GET /files', detail: 'not a list' });
    for (const row of rows) note(row);
    return rows.length;
  }

  function note(row: unknown) {
    const { id, [VERSION_FIELD]: uploaded } = (row ?? {}) as Record<string, unknown>;
    if (typeof id !== 'string' || !FILE_ID.test(id)) return;
    const time = typeof uploaded === 'string' ? Date.parse(uploaded) : NaN;
    if (Number.isNaN(time)) return;
    versions.set(id, time);
    newest = Math.max(newest, time);
  }

  /**
   * How many files the window holds and the newest upload in it: one aggregate, a few milliseconds
   * of Directus, where reading the window's rows after an import of a thousand files is a few
   * hundred. Null when Directus answers something else.
   */
  async function summary(filter: Record<string, unknown>): Promise<{ count: number; latest: number } | null> {
    const params = new URLSearchParams({ 'aggregate[count]': '*', 'aggregate[max]': VERSION_FIELD, filter: JSON.stringify(filter) });
    const rows = await guard(() => client.getData(`/files?${params.toString()}`));
    const row = (Array.isArray(rows) ? rows[0] : null) as { count?: unknown; max?: Record<string, unknown> } | null;
    const count = Number(row?.count);
    // SQLite answers epoch milliseconds, other databases a timestamp.
    const max = row?.max?.[VERSION_FIELD];
    const latest = typeof max === 'number' ? max : typeof max === 'string' ? Date.parse(max) : max === null ? 0 : NaN;
    return Number.isInteger(count) && !Number.isNaN(latest) ? { count, latest } : null;
  }

  /**
   * The files uploaded since a little before the newest version held: read only when the window
   * changed since the last poll (a file added to it, a late commit, or one replaced, whose upload
   * time moves past the newest). Its rows are what the map already holds otherwise.
   */
  async function readWindow() {
    const from = new Date(newest - OVERLAP_MS).toISOString();
    const filter = { [VERSION_FIELD]: { _gte: from } };
    // Without a summary (an older Directus, a refused aggregate) the window is read as it is.
    const current = await summary(filter).catch(() => null);
    if (current && lastWindow?.from === from && lastWindow.count === current.count && lastWindow.latest === current.latest) return;
    await readAll(filter);
    lastWindow = current && { from, ...current };
  }

  /** Every page of files matching `filter`. */
  async function readAll(filter: Record<string, unknown>) {
    for (let offset = 0; ; offset += pageSize) {
      if ((await readFiles(filter, pageSize, offset)) < pageSize) return;
    }
  }

  const failed = (error: unknown) => {
    if (!failing) logger?.warn({ err: error }, 'file versions not read: images keep the addresses known');
    failing = true;
  };

  /** One read at a time: the whole library first, then what was uploaded since. */
  function refresh(): Promise<void> {
    reading ??= (async () => {
      const started = now();
      try {
        if (filled) await readWindow();
        else await readAll({ [VERSION_FIELD]: { _nnull: true } });
        filled = true;
        nextReadAt = started + maxAgeMs;
        if (failing) logger?.info('file versions read again');
        failing = false;
      } catch (error) {
        nextReadAt = now() + maxAgeMs;
        failed(error);
      }
    })().finally(() => {
      reading = null;
    });
    return reading;
  }

  async function known(id: string): Promise<number | undefined> {
    // The one read a render waits for: the first. Later ones run beside the renders.
    await (firstRead ??= refresh());
    if (now() >= nextReadAt) void refresh();
    return versions.get(id);
  }

  async function update(ids: readonly string[]) {
    const files = [...new Set(ids.filter((id) => FILE_ID.test(id)))];
    if (files.length === 0) return;
    if (!filled) return (firstRead ??= refresh()).then(() => (filled ? undefined : refresh()));
    try {
      for (let start = 0; start < files.length; start += MAX_IDS_PER_READ) {
        const part = files.slice(start, start + MAX_IDS_PER_READ);
        await readFiles({ id: { _in: part } }, part.length);
      }
    } catch (error) {
      failed(error);
    }
  }

  return {
    async versionOf(id) {
      const time = await known(id);
      return time === undefined ? null : versionText(time);
    },
    async versionFor(id, asked) {
      let time = await known(id);
      const newer = asked !== null && (time === undefined || versionTime(asked) > time);
      if (newer && now() - (askedAt.get(id) ?? -Infinity) >= maxAgeMs) {
        askedAt.set(id, now());
        await update([id]);
        time = versions.get(id);
      }
      return time === undefined ? null : versionText(time);
    },
    update,
    async idle() {
      while (reading) await reading;
    },
  };
}
