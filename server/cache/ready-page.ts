import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { pageEtag } from './etag';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Encodings a stored page is kept in, in the order the server prefers them. */
export const PAGE_ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

/**
 * A stored page as a hit sends it (DESIGN.md §3): every body, its validator and its header block,
 * made once when it is stored. Buffers and strings only, so a networked store can keep it as it is.
 */
export interface ReadyPage {
  bodies: Record<PageEncoding, Buffer>;
  etag: string;
  /** Every header of a hit but those of the moment (encoding, length, age, request id, cache state). */
  headers: Record<string, string>;
}

export interface ReadyPageOptions {
  /** Headers every answer of a stored page carries (security headers, Cache-Control). */
  headers: Record<string, string>;
  /** Fills are rare and hits many, so the default is brotli's best (11). */
  brotliQuality: number;
}

/**
 * The brotli quality a page is stored with first, on its render's path: about 2 ms for a 120 KB
 * page against about 120 ms at 11, for a body about a tenth larger. The configured quality then
 * replaces it in the background (page-cache.ts, decision 0108).
 */
export const QUICK_BROTLI_QUALITY = 6;

const brotliBody = (identity: Buffer, quality: number) =>
  brotli(identity, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });

/** Compresses off the event loop (zlib's thread pool), so a fill never stalls the hits being served. */
export async function prepareReadyPage(html: string, options: ReadyPageOptions): Promise<ReadyPage> {
  const identity = Buffer.from(html, 'utf8');
  const [br, gz] = await Promise.all([brotliBody(identity, options.brotliQuality), gzipAsync(identity, { level: 9 })]);
  const etag = pageEtag(html);
  return {
    bodies: { br, gzip: gz, identity },
    etag,
    headers: {
      ...options.headers,
      'Content-Type': 'text/html; charset=utf-8',
      Vary: 'Accept-Encoding',
      ETag: etag,
    },
  };
}

/** The same page's bodies with its brotli body made again at `brotliQuality`. */
export async function recompressedBodies(page: ReadyPage, brotliQuality: number): Promise<ReadyPage['bodies']> {
  return { ...page.bodies, br: await brotliBody(page.bodies.identity, brotliQuality) };
}

/** What a stored page costs in memory, near enough: its bodies and its header block. */
export function readyPageBytes(page: ReadyPage): number {
  let headerBytes = 0;
  for (const [name, value] of Object.entries(page.headers)) headerBytes += name.length + value.length;
  return page.bodies.identity.length + page.bodies.br.length + page.bodies.gzip.length + headerBytes;
}
