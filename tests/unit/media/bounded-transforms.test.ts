import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBoundedTransforms, TransformQueueFullError, type TransformedBytes } from '../../../server/media/bounded-transforms';
import { createTransformDiskCache } from '../../../server/media/transform-disk-cache';

/** A transform the test finishes by hand, recording how many run at once. */
function controlledTransform() {
  const pending: (() => void)[] = [];
  const onStart: (() => void)[] = [];
  let running = 0;
  let most = 0;
  const transform = async (input: Buffer): Promise<TransformedBytes> => {
    running += 1;
    most = Math.max(most, running);
    const finished = new Promise<void>((resolve) => pending.push(resolve));
    for (const started of onStart.splice(0)) started();
    await finished;
    running -= 1;
    return { bytes: Buffer.concat([Buffer.from('made:'), input]), format: 'webp' };
  };
  /** Resolves once a transform is running and waits for the test to finish it. */
  const whenRunning = () => (pending.length > 0 ? Promise.resolve() : new Promise<void>((resolve) => onStart.push(resolve)));
  return { transform, pending, most: () => most, running: whenRunning };
}
const options = { format: 'webp' as const, quality: 75 };

/** A fresh temporary folder for each test of the enclosing block, removed after it. */
function tempDirPerTest(prefix: string): () => string {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  return () => dir;
}

describe('bounded image transforms', () => {
  const tempDir = tempDirPerTest('bounded-transforms-test-');

  it('runs at most `concurrency` at once, queues up to `maxQueue`, and refuses one more', async () => {
    const control = controlledTransform();
    const transforms = createBoundedTransforms({ concurrency: 1, maxQueue: 1, transform: control.transform });
    const first = transforms.run('a', async () => Buffer.from('a'), options);
    const second = transforms.run('b', async () => Buffer.from('b'), options);
    await control.running();
    await expect(transforms.run('c', async () => Buffer.from('c'), options)).rejects.toBeInstanceOf(TransformQueueFullError);
    expect(control.pending).toHaveLength(1);
    control.pending.shift()!();
    await expect(first).resolves.toEqual({ bytes: Buffer.from('made:a'), format: 'webp' });
    await control.running();
    control.pending.shift()!();
    await expect(second).resolves.toEqual({ bytes: Buffer.from('made:b'), format: 'webp' });
    expect(control.most()).toBe(1);
    // The line is free again.
    const third = transforms.run('c', async () => Buffer.from('c'), options);
    await control.running();
    control.pending.shift()!();
    await expect(third).resolves.toMatchObject({ format: 'webp' });
  });

  it('makes each variant once: a second run, even after a restart, reads it from disk', async () => {
    const control = controlledTransform();
    const disk = () => createTransformDiskCache({ dir: tempDir(), maxBytes: 1024 });
    const first = createBoundedTransforms({ concurrency: 2, maxQueue: 10, transform: control.transform, diskCache: disk() });
    const made = first.run('asset|x|64', async () => Buffer.from('x'), options);
    await control.running();
    control.pending.shift()!();
    await made;
    const input = jest.fn(async () => Buffer.from('x'));
    const restarted = createBoundedTransforms({ concurrency: 2, maxQueue: 10, transform: control.transform, diskCache: disk() });
    await expect(restarted.run('asset|x|64', input, options)).resolves.toEqual({ bytes: Buffer.from('made:x'), format: 'webp' });
    expect(input).not.toHaveBeenCalled();
    expect(control.pending).toHaveLength(0);
  });

  it('keeps nothing on disk when asked not to (remote images)', async () => {
    const control = controlledTransform();
    const transforms = createBoundedTransforms({
      concurrency: 1,
      maxQueue: 1,
      transform: control.transform,
      diskCache: createTransformDiskCache({ dir: tempDir(), maxBytes: 1024 }),
    });
    const run = transforms.run('remote', async () => Buffer.from('r'), options, { onDisk: false });
    await control.running();
    control.pending.shift()!();
    await run;
    expect(readdirSync(tempDir())).toEqual([]);
  });
});

describe('the transform disk cache', () => {
  const tempDir = tempDirPerTest('transform-disk-cache-test-');

  it('names files by the hash of the key only, leaves no temporary file, and finds them after a restart', async () => {
    const cache = createTransformDiskCache({ dir: tempDir(), maxBytes: 1024 });
    await cache.put('../../etc/passwd|<script>', { bytes: Buffer.from('abc'), format: 'avif' });
    expect(readdirSync(tempDir())).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.avif$/)]);
    const again = createTransformDiskCache({ dir: tempDir(), maxBytes: 1024 });
    expect(again.sizeBytes).toBe(3);
    await expect(again.get('../../etc/passwd|<script>')).resolves.toEqual({ bytes: Buffer.from('abc'), format: 'avif' });
    await expect(again.get('another key')).resolves.toBeNull();
  });

  it('keeps at most maxBytes, dropping the least recently used first', async () => {
    const cache = createTransformDiskCache({ dir: tempDir(), maxBytes: 10 });
    await cache.put('a', { bytes: Buffer.alloc(4, 1), format: 'jpeg' });
    await cache.put('b', { bytes: Buffer.alloc(4, 2), format: 'jpeg' });
    await cache.get('a');
    await cache.put('c', { bytes: Buffer.alloc(4, 3), format: 'jpeg' });
    expect(cache.sizeBytes).toBe(8);
    expect(readdirSync(tempDir())).toHaveLength(2);
    await expect(cache.get('b')).resolves.toBeNull();
    await expect(cache.get('a')).resolves.not.toBeNull();
    await expect(cache.get('c')).resolves.not.toBeNull();
  });

  it('removes half-written files a crash left behind', () => {
    writeFileSync(path.join(tempDir(), `${'0'.repeat(64)}.1234.tmp`), 'half');
    createTransformDiskCache({ dir: tempDir(), maxBytes: 10 });
    expect(readdirSync(tempDir())).toEqual([]);
  });

  describe('background work (a prefetch, the media warm-up)', () => {
    it('waits while any visitor transform is running or waiting, then runs', async () => {
      const control = controlledTransform();
      const reads: string[] = [];
      const transforms = createBoundedTransforms({ concurrency: 1, maxQueue: 10, transform: control.transform });
      const read = (name: string) => async () => {
        reads.push(name);
        return Buffer.from(name);
      };
      const visitor = transforms.run('v1', read('v1'), options);
      const background = transforms.run('w1', read('w1'), options, undefined, { background: true });
      await control.running();
      // The warm-up has not even read its original while a visitor's transform is in line.
      expect(reads).toEqual(['v1']);
      const second = transforms.run('v2', read('v2'), options);
      control.pending.shift()!();
      await expect(visitor).resolves.toMatchObject({ bytes: Buffer.from('made:v1') });
      await control.running();
      // Another visitor came meanwhile: still first.
      expect(reads).toEqual(['v1', 'v2']);
      control.pending.shift()!();
      await expect(second).resolves.toMatchObject({ bytes: Buffer.from('made:v2') });
      await control.running();
      expect(reads).toEqual(['v1', 'v2', 'w1']);
      control.pending.shift()!();
      await expect(background).resolves.toMatchObject({ bytes: Buffer.from('made:w1') });
    });

    it('runs at once when no visitor is waiting, and a visitor who needs the same variant promotes it', async () => {
      const control = controlledTransform();
      const transforms = createBoundedTransforms({ concurrency: 1, maxQueue: 10, transform: control.transform });
      const alone = transforms.run('w0', async () => Buffer.from('w0'), options, undefined, { background: true });
      await control.running();
      expect(control.pending).toHaveLength(1);
      control.pending.shift()!();
      await expect(alone).resolves.toMatchObject({ bytes: Buffer.from('made:w0') });

      let readW1 = false;
      let w1Read!: () => void;
      const w1WasRead = new Promise<void>((resolve) => (w1Read = resolve));
      const visitor = transforms.run('v1', async () => Buffer.from('v1'), options);
      const background = transforms.run(
        'w1',
        async () => {
          readW1 = true;
          w1Read();
          return Buffer.from('w1');
        },
        options,
        undefined,
        { background: true },
      );
      await control.running();
      expect(readW1).toBe(false);
      // A visitor asks for w1 (the optimiser's single flight joins them): it goes in line now.
      transforms.promote('w1');
      await w1WasRead;
      expect(readW1).toBe(true);
      control.pending.shift()!();
      await visitor;
      await control.running();
      control.pending.shift()!();
      await expect(background).resolves.toMatchObject({ bytes: Buffer.from('made:w1') });
      expect(control.most()).toBe(1);
    });

    it('answers from the disk cache without waiting for visitors', async () => {
      const control = controlledTransform();
      const diskCache = createTransformDiskCache({ dir: tempDir(), maxBytes: 1024 * 1024 });
      await diskCache.put('kept', { bytes: Buffer.from('on disk'), format: 'webp' });
      const transforms = createBoundedTransforms({ concurrency: 1, maxQueue: 10, transform: control.transform, diskCache });
      const visitor = transforms.run('v1', async () => Buffer.from('v1'), options);
      await expect(transforms.run('kept', async () => Buffer.from('x'), options, undefined, { background: true })).resolves.toEqual({
        bytes: Buffer.from('on disk'),
        format: 'webp',
      });
      await control.running();
      control.pending.shift()!();
      await visitor;
    });
  });
});
