import { decodeStoredPage, encodeStoredPage } from '../../server/cache/stored-page-codec';
import type { StoredPage } from '../../server/cache/page-store';

function page(overrides: Partial<StoredPage> = {}): StoredPage {
  return {
    bodies: {
      br: Buffer.from([0x0b, 0x00, 0xff]),
      gzip: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
      identity: Buffer.from('<p>Grüße</p>', 'utf8'),
    },
    etag: 'W/"abc"',
    headers: { 'Content-Type': 'text/html; charset=utf-8', Vary: 'Accept-Encoding', ETag: 'W/"abc"' },
    routePath: '/about',
    renderUrl: '/gb/about?page=2',
    storedAt: 1_000,
    freshUntil: 61_000,
    staleUntil: 661_000,
    tags: ['i:posts:7', 'c:posts', 'f:cover-1'],
    ...overrides,
  };
}

describe('the stored page codec (one binary value per page in a shared store)', () => {
  it('round-trips every body byte for byte, and every field', () => {
    const original = page();
    const decoded = decodeStoredPage(encodeStoredPage(original));
    expect(decoded).toEqual(original);
    for (const encoding of ['br', 'gzip', 'identity'] as const)
      expect(Buffer.compare(decoded.bodies[encoding], original.bodies[encoding])).toBe(0);
  });

  it('keeps the bodies as raw bytes, not base64: the value is barely larger than the bodies', () => {
    const identity = Buffer.alloc(100_000, 'a');
    const encoded = encodeStoredPage(page({ bodies: { br: Buffer.alloc(50_000, 1), gzip: Buffer.alloc(60_000, 2), identity } }));
    expect(encoded.length).toBeLessThan(210_000 + 1_000);
  });

  it('refuses a value that is truncated, of another version or not one of ours', () => {
    const encoded = encodeStoredPage(page());
    expect(() => decodeStoredPage(encoded.subarray(0, encoded.length - 1))).toThrow(/stored page/);
    expect(() => decodeStoredPage(Buffer.from('hello world, not a page'))).toThrow(/stored page/);
    const otherVersion = Buffer.from(encoded);
    otherVersion[0] = 99;
    expect(() => decodeStoredPage(otherVersion)).toThrow(/stored page/);
    expect(() => decodeStoredPage(Buffer.alloc(0))).toThrow(/stored page/);
  });
});
