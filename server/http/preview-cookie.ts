import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The preview cookie's value: `v1.{expiry}.{mac}` — the expiry in epoch seconds and an HMAC-SHA256
 * over it. It carries no identity (preview is one shared mode for editors), only proof that this
 * server issued it and until when it holds. Pure: the clock is passed in.
 */
export const PREVIEW_COOKIE = 'label_preview';

const VALUE = /^v1\.(\d{1,12})\.([\w-]{43})$/;

/**
 * The signing key: PREVIEW_COOKIE_SECRET when set, else derived from PREVIEW_SECRET (HMAC with a
 * fixed label), so every replica with the same configuration signs alike. Rotating either secret
 * ends every preview session.
 */
export function previewSigningKey(previewSecret: string, cookieSecret: string | null): Buffer {
  if (cookieSecret) return Buffer.from(cookieSecret, 'utf8');
  return createHmac('sha256', previewSecret).update('label-site preview cookie v1').digest();
}

function mac(key: Buffer, expiresAt: number): string {
  return createHmac('sha256', key).update(`preview:${expiresAt}`).digest('base64url');
}

export function signPreviewCookie(key: Buffer, nowMs: number, maxAgeSeconds: number): string {
  const expiresAt = Math.floor(nowMs / 1000) + maxAgeSeconds;
  return `v1.${expiresAt}.${mac(key, expiresAt)}`;
}

/**
 * True only for a value this key signed that has not expired. A value claiming to last longer than
 * `maxAgeSeconds` from now is refused too (signed under a longer setting, or not by us).
 */
export function verifyPreviewCookie(value: unknown, key: Buffer, nowMs: number, maxAgeSeconds: number): boolean {
  if (typeof value !== 'string') return false;
  const match = VALUE.exec(value);
  if (!match) return false;
  const expiresAt = Number(match[1]);
  const now = Math.floor(nowMs / 1000);
  if (expiresAt <= now || expiresAt > now + maxAgeSeconds) return false;
  return secretsEqual(match[2]!, mac(key, expiresAt));
}

/**
 * Constant-time comparison of two secrets of any length: both are hashed first, so neither the
 * content nor the length of the expected one leaks through timing.
 */
export function secretsEqual(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}
