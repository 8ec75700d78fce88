/**
 * Cached pages and the per-response CSP nonce (docs/decisions/0003-csp-nonces.md): a page meant for
 * the cache is rendered with this placeholder as its nonce, and every response swaps it for the
 * response's own nonce. It has the nonce's length (24 base64url characters) and React only ever
 * writes it as a `nonce="…"` attribute, which is what is replaced: text that merely looks like the
 * placeholder is left alone.
 */
export const NONCE_PLACEHOLDER = 'PAGE-CACHE-NONCE-0000000';

const PLACEHOLDER_ATTRIBUTE = `nonce="${NONCE_PLACEHOLDER}"`;

/** The stored document as one response sends it: its nonce attributes carry `nonce`. */
export function withNonce(storedHtml: string, nonce: string): string {
  return storedHtml.replaceAll(PLACEHOLDER_ATTRIBUTE, `nonce="${nonce}"`);
}

/**
 * The stored document, which carries no nonce at all: its only inline script is hashed in the fixed
 * policy (docs/decisions/0029-hash-based-csp.md), so the placeholder attributes are dropped.
 */
export function withoutNonce(renderedHtml: string): string {
  return renderedHtml.replaceAll(` ${PLACEHOLDER_ATTRIBUTE}`, '');
}
