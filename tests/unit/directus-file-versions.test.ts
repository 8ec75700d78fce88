import type { DirectusClient } from '../../server/sources/content/directus/directus-client';
import { createDirectusFileVersions } from '../../server/sources/content/directus/directus-file-versions';

/**
 * The map of file id → version each replica keeps when content is in Directus (decision 0097):
 * filled by one paged read, kept fresh by reading only files uploaded since the newest it holds,
 * updated at once for files a change names, and kept as it was when a read fails.
 */

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';
const at = (iso: string) => Date.parse(iso).toString(36);

interface FileRow {
  id: string;
  uploaded_on: string | null;
}

/** A Directus `/files` that filters, sorts and pages as the real one does for these reads. */
function fakeFiles(rows: FileRow[]) {
  const reads: { filter: Record<string, unknown> | null; limit: number; offset: number; fields: string | null; summary: boolean }[] = [];
  let failing = false;
  const client: DirectusClient = {
    async getData(path) {
      const url = new URL(path, 'http://directus.test');
      expect(url.pathname).toBe('/files');
      const filter = url.searchParams.get('filter') ? (JSON.parse(url.searchParams.get('filter')!) as Record<string, unknown>) : null;
      const limit = Number(url.searchParams.get('limit'));
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const summary = url.searchParams.get('aggregate[count]') === '*' && url.searchParams.get('aggregate[max]') === 'uploaded_on';
      reads.push({ filter, limit, offset, fields: url.searchParams.get('fields'), summary });
      if (failing) throw new Error('Directus: GET /files failed (timeout)');
      const matches = (row: FileRow) => {
        type Condition = Record<string, { _gte?: string; _in?: string[]; _nnull?: boolean }>;
        const conditions = (filter?._and as Condition[] | undefined) ?? [(filter ?? {}) as Condition];
        return conditions.every((condition) =>
          Object.entries(condition).every(([field, test]) => {
            const value = row[field as keyof FileRow];
            if (test._nnull) return value !== null;
            if (test._gte !== undefined) return value !== null && Date.parse(value) >= Date.parse(test._gte);
            if (test._in) return test._in.includes(String(value));
            return true;
          }),
        );
      };
      const found = rows.filter(matches).sort((x, y) => x.id.localeCompare(y.id));
      // As SQLite answers it: the newest upload in epoch milliseconds.
      if (summary)
        return [{ count: found.length, max: { uploaded_on: Math.max(0, ...found.map((row) => Date.parse(row.uploaded_on!))) || null } }];
      return found.slice(offset, limit === -1 ? undefined : offset + limit);
    },
    getBytes: () => Promise.reject(new Error('not read here')),
  };
  return {
    client,
    reads,
    rows,
    fail(value: boolean) {
      failing = value;
    },
  };
}

function setup(rows: FileRow[], options: { pageSize?: number } = {}) {
  const files = fakeFiles(rows);
  let clock = Date.parse('2026-12-01T12:00:00Z');
  const warnings: unknown[] = [];
  const versions = createDirectusFileVersions({
    client: files.client,
    maxAgeMs: 15_000,
    pageSize: options.pageSize,
    now: () => clock,
    logger: { warn: (...args: unknown[]) => warnings.push(args) } as never,
  });
  return { files, versions, warnings, advance: (ms: number) => (clock += ms) };
}

describe('filling the map', () => {
  it('reads every file once, when first needed, and names each version by its upload time', async () => {
    const { files, versions } = setup([
      { id: A, uploaded_on: '2026-11-01T10:00:00.000Z' },
      { id: B, uploaded_on: '2026-11-02T10:00:00.000Z' },
      { id: C, uploaded_on: null },
    ]);
    expect(files.reads).toHaveLength(0);
    const [a, b, c] = await Promise.all([versions.versionOf(A), versions.versionOf(B), versions.versionOf(C)]);
    expect([a, b, c]).toEqual([at('2026-11-01T10:00:00.000Z'), at('2026-11-02T10:00:00.000Z'), null]);
    expect(files.reads).toHaveLength(1);
    expect(files.reads[0]!.fields).toBe('id,uploaded_on');
    // An unknown id is no read of its own.
    expect(await versions.versionOf('44444444-4444-4444-8444-444444444444')).toBeNull();
    expect(files.reads).toHaveLength(1);
  });

  it('pages through a large library', async () => {
    const rows = Array.from({ length: 5 }, (_, index) => ({
      id: `0000000${index}-0000-4000-8000-000000000000`,
      uploaded_on: `2026-11-0${index + 1}T10:00:00.000Z`,
    }));
    const { files, versions } = setup(rows, { pageSize: 2 });
    expect(await versions.versionOf(rows[4]!.id)).toBe(at(rows[4]!.uploaded_on));
    expect(files.reads.map(({ limit, offset }) => [limit, offset])).toEqual([
      [2, 0],
      [2, 2],
      [2, 4],
    ]);
  });
});

describe('keeping it fresh', () => {
  it('after its age, answers from the map at once and reads only files uploaded since the newest it holds', async () => {
    const { files, versions, advance } = setup([
      { id: A, uploaded_on: '2026-11-01T10:00:00.000Z' },
      { id: B, uploaded_on: '2026-11-02T10:00:00.000Z' },
    ]);
    await versions.versionOf(A);
    advance(10_000);
    await versions.versionOf(A);
    expect(files.reads).toHaveLength(1);

    files.rows[0]!.uploaded_on = '2026-12-01T12:00:20.000Z';
    advance(6_000);
    // The render in hand is not held up: it gets what the map holds.
    expect(await versions.versionOf(A)).toBe(at('2026-11-01T10:00:00.000Z'));
    await versions.idle();
    // The window's summary first (it changed: never summed up before), then its rows.
    expect(files.reads.map((read) => read.summary)).toEqual([false, true, false]);
    expect(files.reads[2]!.filter).toEqual({ uploaded_on: { _gte: expect.any(String) } });
    expect(files.reads[1]!.filter).toEqual(files.reads[2]!.filter);
    // From a little before the newest version held: an upload committed late is not missed.
    expect(Date.parse((files.reads[2]!.filter as { uploaded_on: { _gte: string } }).uploaded_on._gte)).toBeLessThanOrEqual(
      Date.parse('2026-11-02T10:00:00.000Z'),
    );
    expect(await versions.versionOf(A)).toBe(at('2026-12-01T12:00:20.000Z'));
    expect(await versions.versionOf(B)).toBe(at('2026-11-02T10:00:00.000Z'));
  });

  it('reads only the summary of an unchanged window; a late commit or a replacement in it is read', async () => {
    // An import: many files uploaded within the same minute, the newest among them.
    const imported = Array.from({ length: 40 }, (_, index) => ({
      id: `${String(index).padStart(8, '0')}-1111-4111-8111-111111111111`,
      uploaded_on: new Date(Date.parse('2026-11-30T09:00:00.000Z') + index * 1000).toISOString(),
    }));
    const { files, versions, advance } = setup(imported);
    await versions.versionOf(imported[0]!.id);
    const rowsRead = () => files.reads.filter((read) => !read.summary).length;
    const poll = async () => {
      advance(16_000);
      await versions.versionOf(imported[0]!.id);
      await versions.idle();
    };
    await poll();
    expect(rowsRead()).toBe(2);
    await poll();
    await poll();
    // Nothing changed: two more summaries, no rows.
    expect(rowsRead()).toBe(2);
    expect(files.reads.slice(-2).map((read) => read.summary)).toEqual([true, true]);

    // Committed late, with an upload time inside the window: read on the next poll.
    files.rows.push({ id: C, uploaded_on: '2026-11-30T09:00:10.000Z' });
    await poll();
    expect(rowsRead()).toBe(3);
    expect(await versions.versionOf(C)).toBe(at('2026-11-30T09:00:10.000Z'));
    // A file of the window replaced: its upload time moves on, and so does the newest.
    files.rows[3]!.uploaded_on = '2026-12-01T12:01:00.000Z';
    await poll();
    expect(await versions.versionOf(files.rows[3]!.id)).toBe(at('2026-12-01T12:01:00.000Z'));
  });

  it('reads the files a change names at once, whatever the age of the map', async () => {
    const { files, versions } = setup([{ id: A, uploaded_on: '2026-11-01T10:00:00.000Z' }]);
    await versions.versionOf(A);
    files.rows[0]!.uploaded_on = '2026-12-01T12:00:01.000Z';
    files.rows.push({ id: B, uploaded_on: '2026-12-01T12:00:02.000Z' });
    await versions.update([A, B, 'not-a-file-id']);
    expect(files.reads[1]!.filter).toEqual({ id: { _in: [A, B] } });
    expect(await versions.versionOf(A)).toBe(at('2026-12-01T12:00:01.000Z'));
    expect(await versions.versionOf(B)).toBe(at('2026-12-01T12:00:02.000Z'));
    expect(files.reads).toHaveLength(2);
  });

  it('a change before the first read fills the whole map', async () => {
    const { files, versions } = setup([
      { id: A, uploaded_on: '2026-11-01T10:00:00.000Z' },
      { id: B, uploaded_on: '2026-11-02T10:00:00.000Z' },
    ]);
    await versions.update([A]);
    expect(files.reads[0]!.filter).toEqual({ uploaded_on: { _nnull: true } });
    expect(await versions.versionOf(B)).toBe(at('2026-11-02T10:00:00.000Z'));
    expect(files.reads).toHaveLength(1);
  });
});

describe('when Directus does not answer', () => {
  it('keeps the last map, and says so once', async () => {
    const { files, versions, warnings, advance } = setup([{ id: A, uploaded_on: '2026-11-01T10:00:00.000Z' }]);
    await versions.versionOf(A);
    files.fail(true);
    files.rows[0]!.uploaded_on = '2026-12-01T12:00:01.000Z';
    await expect(versions.update([A])).resolves.toBeUndefined();
    advance(20_000);
    expect(await versions.versionOf(A)).toBe(at('2026-11-01T10:00:00.000Z'));
    await versions.idle();
    expect(await versions.versionOf(A)).toBe(at('2026-11-01T10:00:00.000Z'));
    expect(warnings).toHaveLength(1);

    files.fail(false);
    advance(20_000);
    await versions.versionOf(A);
    await versions.idle();
    expect(await versions.versionOf(A)).toBe(at('2026-12-01T12:00:01.000Z'));
  });

  it('renders without versions when the first read fails, and does not wait for Directus again before the next try', async () => {
    const { files, versions, advance } = setup([{ id: A, uploaded_on: '2026-11-01T10:00:00.000Z' }]);
    files.fail(true);
    expect(await versions.versionOf(A)).toBeNull();
    expect(await versions.versionOf(A)).toBeNull();
    expect(files.reads).toHaveLength(1);
    files.fail(false);
    advance(15_000);
    expect(await versions.versionOf(A)).toBeNull();
    await versions.idle();
    expect(await versions.versionOf(A)).toBe(at('2026-11-01T10:00:00.000Z'));
  });
});

describe('the version an address is answered under', () => {
  it('the current version for no version, an older one and the current one, without a read', async () => {
    const { files, versions } = setup([{ id: A, uploaded_on: '2026-11-02T10:00:00.000Z' }]);
    const current = at('2026-11-02T10:00:00.000Z');
    expect(await versions.versionFor(A, null)).toBe(current);
    expect(await versions.versionFor(A, at('2026-11-01T10:00:00.000Z'))).toBe(current);
    expect(await versions.versionFor(A, current)).toBe(current);
    expect(files.reads).toHaveLength(1);
  });

  it('a newer one than the map knows: the file is read again (another replica learnt of it first)', async () => {
    const { files, versions } = setup([{ id: A, uploaded_on: '2026-11-02T10:00:00.000Z' }]);
    await versions.versionOf(A);
    files.rows[0]!.uploaded_on = '2026-12-01T11:59:00.000Z';
    const newer = at('2026-12-01T11:59:00.000Z');
    expect(await versions.versionFor(A, newer)).toBe(newer);
    expect(files.reads[1]!.filter).toEqual({ id: { _in: [A] } });
  });

  it('a made-up future version is read for at most once per file and age, and answered as the current one', async () => {
    const { files, versions } = setup([{ id: A, uploaded_on: '2026-11-02T10:00:00.000Z' }]);
    const current = at('2026-11-02T10:00:00.000Z');
    for (const made of ['zzzzzzzz', 'zzzzzzzy', 'zzzzzzzx']) expect(await versions.versionFor(A, made)).toBe(current);
    expect(files.reads).toHaveLength(2);
  });
});
