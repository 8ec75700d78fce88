import { ByteLru } from '../../../server/media/byte-lru';

const sized = () => new ByteLru<Buffer>(100, (b) => b.length);

describe('ByteLru', () => {
  it('keeps entries until their bytes pass the limit, then drops the least recently used', () => {
    const cache = sized();
    cache.set('a', Buffer.alloc(40));
    cache.set('b', Buffer.alloc(40));
    expect(cache.get('a')).toBeDefined(); // a is now the most recent
    cache.set('c', Buffer.alloc(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes).toBe(80);
    expect(cache.size).toBe(2);
  });

  it('does not keep an entry larger than the whole budget', () => {
    const cache = sized();
    cache.set('small', Buffer.alloc(10));
    cache.set('huge', Buffer.alloc(101));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')).toBeDefined();
  });

  it('keeps an empty value (counted as one byte, the least lru-cache counts)', () => {
    const cache = sized();
    cache.set('empty', Buffer.alloc(0));
    expect(cache.get('empty')).toEqual(Buffer.alloc(0));
    expect(cache.bytes).toBe(1);
  });

  it('replaces an entry and recounts its bytes', () => {
    const cache = sized();
    cache.set('a', Buffer.alloc(60));
    cache.set('a', Buffer.alloc(10));
    expect(cache.bytes).toBe(10);
    cache.delete('a');
    expect(cache.bytes).toBe(0);
    cache.delete('missing');
  });

  it('computes a missing value once for concurrent callers, and caches it', async () => {
    const cache = sized();
    let calls = 0;
    const compute = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return Buffer.from('value');
    };
    const [a, b] = await Promise.all([cache.getOrCompute('k', compute), cache.getOrCompute('k', compute)]);
    expect(a).toBe(b);
    expect(await cache.getOrCompute('k', compute)).toBe(a);
    expect(calls).toBe(1);
  });

  it('does not cache a failure', async () => {
    const cache = sized();
    await expect(cache.getOrCompute('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(cache.getOrCompute('k', async () => Buffer.from('ok'))).resolves.toEqual(Buffer.from('ok'));
  });
});
