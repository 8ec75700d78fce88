import pino from 'pino';
import { ACTIVITY_PAGE, createChangeCatchUp, FLOW_GRACE_MS } from '../../server/cache/change-catch-up';
import { createMemoryChangeLedger, type ChangeLedger } from '../../server/cache/change-ledger';
import type { ContentChange } from '../../server/cache/content-events';
import type { ActivityEntry, ContentActivityLog } from '../../server/sources/content/directus/directus-activity';

/** An activity log the test writes to; `down` makes every read fail as an unreachable Directus. */
function fakeLog() {
  const entries: ActivityEntry[] = [];
  const state = { down: false, reads: 0 };
  const log: ContentActivityLog = {
    async latestId() {
      if (state.down) throw new Error('Directus: GET /activity failed (network)');
      return entries.at(-1)?.id ?? null;
    },
    async after(id, limit) {
      state.reads++;
      if (state.down) throw new Error('Directus: GET /activity failed (network)');
      return entries.filter((entry) => entry.id > id).slice(0, limit);
    },
  };
  const write = (action: ActivityEntry['action'], collection: string, key: string) =>
    entries.push({ id: (entries.at(-1)?.id ?? 100) + 1, action, collection, key });
  return { log, state, write };
}

function logged() {
  const lines: { level: number; msg: string }[] = [];
  return { lines, logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) }) };
}

function setUp(ledger: ChangeLedger = createMemoryChangeLedger(), intervalMs = 5_000) {
  const activity = fakeLog();
  const { lines, logger } = logged();
  const caught: ContentChange[][] = [];
  // The grace before judging new entries: what the test does while it runs (nothing by default).
  const grace = { waits: [] as number[], meanwhile: async () => {} };
  const sleep = async (ms: number) => {
    grace.waits.push(ms);
    await grace.meanwhile();
  };
  const catchUp = createChangeCatchUp({ log: activity.log, ledger, intervalMs, logger, sleep });
  const listen = () => catchUp.start((changes) => caught.push(changes));
  /** Started (its first read sets the cursor), then read by the test only. */
  const ready = async () => {
    listen();
    catchUp.stop();
    await catchUp.pollOnce();
  };
  return { ...activity, lines, caught, catchUp, ledger, listen, ready, grace };
}

const update = (collection: string, ...keys: string[]): ContentChange => ({ action: 'update', collection, keys, fields: ['title'] });

describe('catching up from the activity log', () => {
  afterEach(() => jest.useRealTimers());

  it('starts at the newest entry on the first read: older changes are in no stored page', async () => {
    const { write, caught, catchUp, ledger, ready } = setUp();
    write('update', 'posts', '1');
    write('update', 'posts', '2');
    await ready();
    await expect(catchUp.pollOnce()).resolves.toEqual({ turn: true, read: 0, missed: 0 });
    expect(await ledger.cursor()).toBe(102);
    expect(caught).toEqual([]);
  });

  it('re-renders for the changes no Flow reported, and skips those one did', async () => {
    const { write, caught, catchUp, ready } = setUp();
    await ready();
    // A bulk edit: the Flow reached the site for posts 1 and 2; its request for 3 was lost.
    await catchUp.reported([update('posts', '1', '2')]);
    write('update', 'posts', '1');
    write('update', 'posts', '2');
    write('update', 'posts', '3');
    write('delete', 'artists', '7');
    write('create', 'directus_files', 'f-1');

    await expect(catchUp.pollOnce()).resolves.toEqual({ turn: true, read: 5, missed: 3 });
    expect(caught).toEqual([
      [
        // What fields an entry wrote is not read: every list of the collection counts.
        { action: 'update', collection: 'posts', keys: ['3'], fields: null, payload: null },
        { action: 'delete', collection: 'artists', keys: ['7'], fields: null, payload: null },
        { action: 'create', collection: 'directus_files', keys: ['f-1'], fields: null, payload: null },
      ],
    ]);
    // Read once: the next read starts after them.
    await expect(catchUp.pollOnce()).resolves.toEqual({ turn: true, read: 0, missed: 0 });
  });

  it("gives a new entry's Flow report the grace to arrive before taking the save for lost", async () => {
    const { write, caught, catchUp, ready, grace } = setUp();
    await ready();
    // The save is in the log; its Flow's request reaches the site while the turn waits.
    write('update', 'posts', '1');
    grace.meanwhile = () => catchUp.reported([update('posts', '1')]);
    await expect(catchUp.pollOnce()).resolves.toEqual({ turn: true, read: 1, missed: 0 });
    expect(grace.waits).toEqual([FLOW_GRACE_MS]);
    expect(caught).toEqual([]);
    // No new entry: no wait.
    await catchUp.pollOnce();
    expect(grace.waits).toHaveLength(1);
  });

  it('uses one report per change: a second save whose Flow was lost is still caught', async () => {
    const { write, caught, catchUp, ready } = setUp();
    await ready();
    await catchUp.reported([update('posts', '1')]);
    write('update', 'posts', '1');
    write('update', 'posts', '1');
    await expect(catchUp.pollOnce()).resolves.toMatchObject({ read: 2, missed: 1 });
    expect(caught.flat()).toEqual([{ action: 'update', collection: 'posts', keys: ['1'], fields: null, payload: null }]);
  });

  it('counts no report from before its first read: a later lost change of the same item is still caught', async () => {
    const { write, caught, catchUp, listen } = setUp();
    // A save as the fleet starts: its entry and its Flow's report come before the log could be read.
    write('update', 'posts', '1');
    await catchUp.reported([update('posts', '1')]);
    listen();
    catchUp.stop();
    await catchUp.pollOnce();
    // The first read starts after that entry, so the report's entry is never read: a report kept
    // for it would take the next lost change of the item for reported.
    write('update', 'posts', '1');
    await expect(catchUp.pollOnce()).resolves.toMatchObject({ read: 1, missed: 1 });
    expect(caught.flat()).toEqual([{ action: 'update', collection: 'posts', keys: ['1'], fields: null, payload: null }]);
  });

  it('reads a long backlog page by page in one turn', async () => {
    const { write, caught, catchUp, ready, state } = setUp();
    await ready();
    for (let key = 0; key < ACTIVITY_PAGE * 2 + 3; key++) write('update', 'tracks', String(key));
    state.reads = 0;
    await expect(catchUp.pollOnce()).resolves.toMatchObject({ read: ACTIVITY_PAGE * 2 + 3, missed: ACTIVITY_PAGE * 2 + 3 });
    expect(state.reads).toBe(3);
    expect(caught.flat().flatMap((change) => change.keys)).toHaveLength(ACTIVITY_PAGE * 2 + 3);
  });

  it('leaves the read to the replica whose turn it is', async () => {
    const ledger = createMemoryChangeLedger();
    const turns: number[] = [];
    ledger.takeTurn = async (holdMs) => {
      turns.push(holdMs);
      return false;
    };
    const { write, caught, catchUp, ready, state } = setUp(ledger, 5_000);
    await ready();
    write('update', 'posts', '1');
    await expect(catchUp.pollOnce()).resolves.toEqual({ turn: false, read: 0, missed: 0 });
    expect(state.reads).toBe(0);
    expect(caught).toEqual([]);
    // A turn ends before the next interval begins.
    expect(turns.length).toBeGreaterThan(0);
    expect(turns.every((holdMs) => holdMs > 0 && holdMs < 5_000)).toBe(true);
  });

  it('says once that the log cannot be read, and catches up from where it stopped when it can', async () => {
    const { write, caught, catchUp, ready, state, lines } = setUp();
    await ready();
    state.down = true;
    write('update', 'posts', '1');
    for (let read = 0; read < 3; read++) await expect(catchUp.pollOnce()).resolves.toMatchObject({ read: 0 });
    expect(lines.filter((line) => line.level === 40).map((line) => line.msg)).toEqual([
      'activity log not read; trying again every interval',
    ]);
    expect(caught).toEqual([]);

    state.down = false;
    await expect(catchUp.pollOnce()).resolves.toMatchObject({ read: 1, missed: 1 });
    expect(caught.flat()).toEqual([{ action: 'update', collection: 'posts', keys: ['1'], fields: null, payload: null }]);
    expect(lines.map((line) => line.msg)).toContain('activity log read again: catching up from where it stopped');
  });

  it('reads on its interval once started, and not after it stops', async () => {
    jest.useFakeTimers();
    const { write, caught, catchUp, listen, state } = setUp(createMemoryChangeLedger(), 5_000);
    listen();
    await jest.advanceTimersByTimeAsync(0);
    write('create', 'posts', '9');
    await jest.advanceTimersByTimeAsync(4_999);
    expect(caught).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(caught.flat()).toEqual([{ action: 'create', collection: 'posts', keys: ['9'], fields: null, payload: null }]);

    catchUp.stop();
    const reads = state.reads;
    await jest.advanceTimersByTimeAsync(20_000);
    expect(state.reads).toBe(reads);
  });
});

describe('the memory change ledger', () => {
  it('never moves its cursor back', async () => {
    const ledger = createMemoryChangeLedger();
    await ledger.moveCursor(10);
    await ledger.moveCursor(4);
    expect(await ledger.cursor()).toBe(10);
  });

  it('matches a report that comes after its entry was read with that entry, not with the next change', async () => {
    const ledger = createMemoryChangeLedger();
    const post = { collection: 'posts', key: '1' };
    // The log was read before the Flow's request arrived: the entry was re-rendered for already.
    expect(await ledger.claim([post])).toEqual([false]);
    await ledger.reported([post]);
    // The next save's Flow is lost: its entry must not be taken for the late report.
    expect(await ledger.claim([post])).toEqual([false]);
  });
});
