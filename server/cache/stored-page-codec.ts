import type { StoredPage } from './page-store';
import { PAGE_ENCODINGS } from './ready-page';

/**
 * One stored page as one binary value, for a shared store (redis-page-store.ts): a version byte, the
 * length of a small JSON block (validator, headers, times, body lengths), that block, then the
 * bodies as raw bytes. A hit reads one value and slices it; nothing is base64-encoded.
 */
const FORMAT_VERSION = 2;
const PREFIX_BYTES = 5;

interface PageMeta {
  etag: string;
  headers: Record<string, string>;
  routePath: string;
  renderUrl: string;
  storedAt: number;
  freshUntil: number;
  staleUntil: number;
  tags: readonly string[];
  /** Byte lengths of the bodies, in PAGE_ENCODINGS order. */
  lengths: number[];
}

export function encodeStoredPage(page: StoredPage): Buffer {
  const bodies = PAGE_ENCODINGS.map((encoding) => page.bodies[encoding]);
  const meta: PageMeta = {
    etag: page.etag,
    headers: page.headers,
    routePath: page.routePath,
    renderUrl: page.renderUrl,
    storedAt: page.storedAt,
    freshUntil: page.freshUntil,
    staleUntil: page.staleUntil,
    tags: page.tags,
    lengths: bodies.map((body) => body.length),
  };
  const metaBytes = Buffer.from(JSON.stringify(meta), 'utf8');
  const prefix = Buffer.alloc(PREFIX_BYTES);
  prefix.writeUInt8(FORMAT_VERSION, 0);
  prefix.writeUInt32BE(metaBytes.length, 1);
  return Buffer.concat([prefix, metaBytes, ...bodies]);
}

/** The page a value holds; throws on anything else (another version, a cut value, foreign bytes). */
export function decodeStoredPage(value: Buffer): StoredPage {
  if (value.length < PREFIX_BYTES || value.readUInt8(0) !== FORMAT_VERSION) throw new Error('not a stored page of this version');
  const metaEnd = PREFIX_BYTES + value.readUInt32BE(1);
  if (metaEnd > value.length) throw new Error('stored page cut short');
  let meta: PageMeta;
  try {
    meta = JSON.parse(value.toString('utf8', PREFIX_BYTES, metaEnd)) as PageMeta;
  } catch {
    throw new Error('stored page header unreadable');
  }
  if (!isPageMeta(meta)) throw new Error('stored page header malformed');
  const total = meta.lengths.reduce((sum, length) => sum + length, metaEnd);
  if (total !== value.length) throw new Error('stored page length mismatch');
  let offset = metaEnd;
  // subarray shares the value's memory: no copy per hit.
  const [br, gzip, identity] = meta.lengths.map((length) => value.subarray(offset, (offset += length)));
  return {
    bodies: { br: br!, gzip: gzip!, identity: identity! },
    etag: meta.etag,
    headers: meta.headers,
    routePath: meta.routePath,
    renderUrl: meta.renderUrl,
    storedAt: meta.storedAt,
    freshUntil: meta.freshUntil,
    staleUntil: meta.staleUntil,
    tags: meta.tags,
  };
}

function isPageMeta(meta: unknown): meta is PageMeta {
  if (typeof meta !== 'object' || meta === null) return false;
  const m = meta as Record<string, unknown>;
  return (
    typeof m.etag === 'string' &&
    typeof m.routePath === 'string' &&
    typeof m.renderUrl === 'string' &&
    Array.isArray(m.tags) &&
    m.tags.every((tag) => typeof tag === 'string') &&
    [m.storedAt, m.freshUntil, m.staleUntil].every((n) => typeof n === 'number' && Number.isFinite(n)) &&
    typeof m.headers === 'object' &&
    m.headers !== null &&
    Object.values(m.headers).every((v) => typeof v === 'string') &&
    Array.isArray(m.lengths) &&
    m.lengths.length === PAGE_ENCODINGS.length &&
    m.lengths.every((n) => Number.isInteger(n) && (n as number) >= 0)
  );
}
