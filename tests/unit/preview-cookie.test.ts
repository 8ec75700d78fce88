import { previewSigningKey, secretsEqual, signPreviewCookie, verifyPreviewCookie } from '../../server/http/preview-cookie';

const key = previewSigningKey('a-preview-secret-of-some-length', null);
const now = Date.UTC(2025, 5, 1, 12, 0, 0);
const hour = 3_600;

describe('the preview cookie', () => {
  it('verifies what it signed until it expires', () => {
    const value = signPreviewCookie(key, now, hour);
    expect(value).toMatch(/^v1\.\d+\.[\w-]{43}$/);
    expect(verifyPreviewCookie(value, key, now, hour)).toBe(true);
    expect(verifyPreviewCookie(value, key, now + hour * 1000 - 1_000, hour)).toBe(true);
  });

  it('refuses an expired value', () => {
    const value = signPreviewCookie(key, now, hour);
    expect(verifyPreviewCookie(value, key, now + hour * 1000, hour)).toBe(false);
    expect(verifyPreviewCookie(value, key, now + 2 * hour * 1000, hour)).toBe(false);
  });

  it('refuses a forged value: another key, or made up', () => {
    const otherKey = previewSigningKey('another-preview-secret-entirely', null);
    expect(verifyPreviewCookie(signPreviewCookie(otherKey, now, hour), key, now, hour)).toBe(false);
    const expiry = Math.floor(now / 1000) + hour;
    expect(verifyPreviewCookie(`v1.${expiry}.${'A'.repeat(43)}`, key, now, hour)).toBe(false);
    for (const junk of ['', '1', 'true', 'v1..', `v2.${expiry}.${'A'.repeat(43)}`, undefined, null, 42, ['v1']]) {
      expect(verifyPreviewCookie(junk, key, now, hour)).toBe(false);
    }
  });

  it('refuses a tampered value: a later expiry with the old signature', () => {
    const [, expiry, mac] = signPreviewCookie(key, now, hour).split('.');
    expect(verifyPreviewCookie(`v1.${Number(expiry) + 60}.${mac}`, key, now, hour)).toBe(false);
    const flipped = `${mac!.slice(0, -1)}${mac!.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyPreviewCookie(`v1.${expiry}.${flipped}`, key, now, hour)).toBe(false);
  });

  it('refuses a value that claims to last longer than the configured session', () => {
    const value = signPreviewCookie(key, now, 10 * hour);
    expect(verifyPreviewCookie(value, key, now, hour)).toBe(false);
  });

  it('signs with PREVIEW_COOKIE_SECRET when given, else a key derived from PREVIEW_SECRET', () => {
    const explicit = previewSigningKey('a-preview-secret-of-some-length', 'a-cookie-signing-key-of-32-characters!');
    expect(explicit.equals(key)).toBe(false);
    expect(previewSigningKey('a-preview-secret-of-some-length', null).equals(key)).toBe(true); // same on every replica
    expect(key.equals(Buffer.from('a-preview-secret-of-some-length'))).toBe(false); // never the link secret itself
  });
});

describe('secret comparison', () => {
  it('is equality, whatever the lengths', () => {
    expect(secretsEqual('s3cret-value', 's3cret-value')).toBe(true);
    expect(secretsEqual('s3cret-valuE', 's3cret-value')).toBe(false);
    expect(secretsEqual('s3cret', 's3cret-value')).toBe(false);
    expect(secretsEqual('', 's3cret-value')).toBe(false);
  });
});
