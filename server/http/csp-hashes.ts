import { createHash } from 'node:crypto';

/**
 * Hash-based CSP for pages that are stored and sent byte for byte (docs/decisions/0029): every
 * inline script or style a stored page carries must be named by its SHA-256 in the policy, which is
 * fixed for the build, so no response needs a value of its own.
 */

/** The CSP source naming one inline script or style by the SHA-256 of its exact text. */
export function cspHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/**
 * The document's one inline script: it loads the entry module. `import()` from a hashed script is
 * trusted by 'strict-dynamic', and so is every chunk and tag the entry loads after it. The address
 * is a hashed build file written as a JSON string, so the text is fixed per build.
 */
export function entryBootstrapScript(entryUrl: string): string {
  return `import(${JSON.stringify(entryUrl)});`;
}

/** Code in a document's markup: inline scripts (not data blocks), external scripts' addresses, style elements. */
export interface InlineCode {
  scripts: string[];
  externalScripts: string[];
  styles: string[];
}

// React writes tags in this form: attributes quoted, script text never containing `</script`.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const SRC_ATTRIBUTE = /\ssrc\s*=\s*"([^"]*)"/i;
const TYPE_ATTRIBUTE = /\stype\s*=\s*"([^"]*)"/i;
/** Types a browser executes; anything else (application/json, ld+json) is a data block. */
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

export function inlineCode(html: string): InlineCode {
  const scripts: string[] = [];
  const externalScripts: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    const type = TYPE_ATTRIBUTE.exec(attributes)?.[1]?.trim().toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    const src = SRC_ATTRIBUTE.exec(attributes)?.[1];
    if (src === undefined) scripts.push(text);
    else externalScripts.push(src);
  }
  const styles = [...html.matchAll(STYLE)].map(([, text = '']) => text);
  return { scripts, externalScripts, styles };
}

/** The policy's hashes for a build: what a stored page may carry inline. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

export function buildInlineHashes(entryUrl: string): InlineHashes {
  return { scripts: [cspHash(entryBootstrapScript(entryUrl))], styles: [] };
}

/**
 * What in a document the fixed policy would block without a nonce (empty: it can be stored and sent
 * as it is): inline scripts and styles whose hash is not in the policy, as hashes, and external
 * scripts in the markup, by address ('strict-dynamic' trusts only scripts that code adds).
 */
export function codeNeedingNonce(html: string, hashes: InlineHashes): string[] {
  const { scripts, externalScripts, styles } = inlineCode(html);
  const allowedScripts = new Set(hashes.scripts);
  const allowedStyles = new Set(hashes.styles);
  return [
    ...scripts.map(cspHash).filter((hash) => !allowedScripts.has(hash)),
    ...externalScripts,
    ...styles.map(cspHash).filter((hash) => !allowedStyles.has(hash)),
  ];
}
