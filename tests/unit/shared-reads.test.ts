import { readsSharedWithin, SHARED_READ_MS, sharedRead } from '../../server/sources/content/shared-reads';

/** The cache's clock the scopes carry; tests move it. */
let clock = 1_000_000;
const scope = (key: string) => ({ key, now: () => clock });

/** A read the test settles by hand, counting how often it was sent. */
function manualRead() {
  const sent: ((value: string) => void)[] = [];
  const failures: ((error: Error) => void)[] = [];
  const read = () =>
    new Promise<string>((resolve, reject) => {
      sent.push(resolve);
      failures.push(reject);
    });
  return { read, sent, failures };
}

describe('reads shared by renders of one scope', () => {
  // Each test its own scope names: a read kept by one test must not answer another's.
  it('answers identical reads in flight in the same scope with one read', async () => {
    const { read, sent } = manualRead();
    const first = readsSharedWithin(scope('one-1'), () => sharedRead('/items/site_settings', read));
    const second = readsSharedWithin(scope('one-1'), () => sharedRead('/items/site_settings', read));
    expect(sent).toHaveLength(1);
    sent[0]!('settings');
    expect(await Promise.all([first, second])).toEqual(['settings', 'settings']);
  });

  it('never shares across scopes (an edit came between), across different reads, or outside a scope', async () => {
    const { read, sent } = manualRead();
    const reads = [
      readsSharedWithin(scope('apart-1'), () => sharedRead('/items/site_settings', read)),
      readsSharedWithin(scope('apart-2'), () => sharedRead('/items/site_settings', read)),
      readsSharedWithin(scope('apart-1'), () => sharedRead('/items/pages', read)),
      sharedRead('/items/site_settings', read),
      sharedRead('/items/site_settings', read),
    ];
    expect(sent).toHaveLength(5);
    sent.forEach((resolve, index) => resolve(`answer ${index}`));
    expect(await Promise.all(reads)).toEqual(['answer 0', 'answer 1', 'answer 2', 'answer 3', 'answer 4']);
  });

  it('answers from a settled read for SHARED_READ_MS after it was asked, then reads again', async () => {
    const { read, sent } = manualRead();
    const first = readsSharedWithin(scope('kept-1'), () => sharedRead('/items/labels', read));
    sent[0]!('labels');
    expect(await first).toBe('labels');

    clock += SHARED_READ_MS - 100;
    expect(await readsSharedWithin(scope('kept-1'), () => sharedRead('/items/labels', read))).toBe('labels');
    expect(sent).toHaveLength(1);

    // Timed by the scope's clock (the cache's), not the machine's.
    clock += 200;
    const later = readsSharedWithin(scope('kept-1'), () => sharedRead('/items/labels', read));
    expect(sent).toHaveLength(2);
    sent[1]!('labels, renamed');
    expect(await later).toBe('labels, renamed');
  });

  it('keeps no failure: readers in flight share it, the next read is sent again', async () => {
    const { read, sent, failures } = manualRead();
    const failed = readsSharedWithin(scope('failure-1'), () => sharedRead('/items/posts', read));
    const joined = readsSharedWithin(scope('failure-1'), () => sharedRead('/items/posts', read));
    failures[0]!(new Error('Directus timed out'));
    await expect(failed).rejects.toThrow('Directus timed out');
    await expect(joined).rejects.toThrow('Directus timed out');

    const again = readsSharedWithin(scope('failure-1'), () => sharedRead('/items/posts', read));
    expect(sent).toHaveLength(2);
    sent[1]!('posts');
    expect(await again).toBe('posts');
  });

  it('shares nothing once the render has ended, also with work it started that outlives it (a timer)', async () => {
    const { read, sent } = manualRead();
    let openGate: () => void = () => {};
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    let leftover: Promise<string> | undefined;
    const rendered = readsSharedWithin(scope('ended-1'), async () => {
      const answer = sharedRead('/items/videos', read);
      // Work the render leaves behind, run later in the render's own async context.
      leftover = gate.then(() => sharedRead('/items/videos', read));
      return answer;
    });
    sent[0]!('videos');
    expect(await rendered).toBe('videos');

    openGate();
    await gate;
    expect(sent).toHaveLength(2);
    sent[1]!('videos, read again');
    expect(await leftover).toBe('videos, read again');
  });

  it('holds across the awaits of a render: a read asked after other work still joins', async () => {
    const { read, sent } = manualRead();
    let asking = 0;
    let bothAsked: () => void = () => {};
    const asked = new Promise<void>((resolve) => (bothAsked = resolve));
    const render = () =>
      readsSharedWithin(scope('awaits-3'), async () => {
        await Promise.resolve();
        await new Promise((resolve) => setImmediate(resolve));
        const answer = sharedRead('/items/labels', read);
        if (++asking === 2) bothAsked();
        return answer;
      });
    const both = Promise.all([render(), render()]);
    await asked;
    expect(sent).toHaveLength(1);
    sent[0]!('labels');
    expect(await both).toEqual(['labels', 'labels']);
  });
});
