import { createRevalidationWaves, WAVE_GATHER_MS, WAVE_QUIET_MS } from '../../server/cache/revalidation-waves';

/** A wave the test finishes when it wants, to see what arrives meanwhile. */
function steeredRevalidate() {
  const waves: string[][] = [];
  const finishers: (() => void)[] = [];
  const revalidate = (tags: string[]) => {
    waves.push([...tags].sort());
    return new Promise<void>((resolve) => finishers.push(resolve));
  };
  return { waves, revalidate, finishWave: () => finishers.shift()!() };
}

describe('revalidation waves', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends 100 edits that arrive within the gathering time as one wave', async () => {
    const { waves, revalidate, finishWave } = steeredRevalidate();
    const queue = createRevalidationWaves({ revalidate });
    for (let item = 0; item < 100; item++) {
      queue.add([`i:posts:${item}`, 'c:posts:search']);
      jest.advanceTimersByTime(1);
    }
    expect(waves).toEqual([]);
    jest.advanceTimersByTime(WAVE_GATHER_MS);
    expect(waves).toHaveLength(1);
    expect(waves[0]).toHaveLength(101);
    finishWave();
    await queue.idle();
    expect(waves).toHaveLength(1);
  });

  it("starts a lone edit's wave once no other came for the quiet time", () => {
    const { waves, revalidate } = steeredRevalidate();
    const queue = createRevalidationWaves({ revalidate });
    queue.add(['i:posts:1']);
    jest.advanceTimersByTime(WAVE_QUIET_MS - 1);
    queue.add(['i:posts:2']);
    jest.advanceTimersByTime(WAVE_QUIET_MS - 1);
    expect(waves).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(waves).toEqual([['i:posts:1', 'i:posts:2']]);
  });

  it('starts a wave no later than the gathering time after the first edit, however the edits go on', () => {
    const { waves, revalidate } = steeredRevalidate();
    const queue = createRevalidationWaves({ revalidate });
    queue.add(['i:posts:0']);
    for (let elapsed = 1; elapsed < WAVE_GATHER_MS; elapsed++) {
      jest.advanceTimersByTime(1);
      if (elapsed % 10 === 0) queue.add([`i:posts:${elapsed}`]);
    }
    expect(waves).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(waves).toHaveLength(1);
    expect(waves[0]).toHaveLength(WAVE_GATHER_MS / 10);
  });

  it('holds what arrives during a wave for the next one, which starts once the first is done', async () => {
    const { waves, revalidate, finishWave } = steeredRevalidate();
    const queue = createRevalidationWaves({ revalidate });
    queue.add(['i:posts:1']);
    jest.advanceTimersByTime(WAVE_GATHER_MS);
    queue.add(['i:posts:2']);
    queue.add(['i:posts:3']);
    jest.advanceTimersByTime(WAVE_GATHER_MS * 10);
    expect(waves).toEqual([['i:posts:1']]);
    finishWave();
    // Lets the first wave's end be seen, then the next wave's gathering time pass.
    await jest.advanceTimersByTimeAsync(WAVE_GATHER_MS);
    expect(waves).toEqual([['i:posts:1'], ['i:posts:2', 'i:posts:3']]);
    finishWave();
    await queue.idle();
  });

  it('goes on after a wave that failed', async () => {
    const waves: string[][] = [];
    const queue = createRevalidationWaves({
      revalidate: async (tags) => {
        waves.push(tags);
        if (waves.length === 1) throw new Error('store down');
      },
    });
    queue.add(['a']);
    jest.advanceTimersByTime(WAVE_GATHER_MS);
    await queue.idle();
    queue.add(['b']);
    jest.advanceTimersByTime(WAVE_GATHER_MS);
    await queue.idle();
    expect(waves).toEqual([['a'], ['b']]);
  });
});
