import { contentHash } from '../../../shared/lib/transport/content-hash';

describe('contentHash', () => {
  it('names equal texts alike and changed texts differently, in a few base-36 characters', () => {
    expect(contentHash('<svg></svg>')).toBe(contentHash('<svg></svg>'));
    expect(contentHash('<svg></svg>')).not.toBe(contentHash('<svg> </svg>'));
    expect(contentHash('a')).not.toBe(contentHash('b'));
    expect(contentHash('')).toMatch(/^[0-9a-z]{1,7}$/);
    // FNV-1a of "a" (0xe40c292c), a published test vector.
    expect(contentHash('a')).toBe((0xe40c292c).toString(36));
  });
});
