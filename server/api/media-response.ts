import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { parseByteRange } from './byte-range';

export interface MediaBody {
  bytes: Buffer;
  type: string;
  etag: string;
}

export interface MediaHeaders {
  cacheControl: string;
  /** Set when the bytes depend on a request header (Accept for negotiated formats). */
  vary?: string;
  /** Download name for Content-Disposition; plain ASCII (generated names are slugs). */
  filename?: string;
  /** Audio and other raw files: answer Range requests with 206. */
  ranges?: boolean;
}

/** A strong validator: the same bytes always give the same ETag, on every instance. */
export function etagOf(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
}

/** Sends media with caching headers, 304 for a matching If-None-Match and byte ranges. */
export function sendMedia(req: Request, res: Response, body: MediaBody, headers: MediaHeaders): void {
  res.set({ 'Content-Type': body.type, 'Cache-Control': headers.cacheControl, ETag: body.etag, 'X-Content-Type-Options': 'nosniff' });
  if (headers.vary) res.vary(headers.vary);
  if (headers.filename && /^[\w.-]+$/.test(headers.filename)) {
    res.set('Content-Disposition', `inline; filename="${headers.filename}"`);
  }
  if (headers.ranges) res.set('Accept-Ranges', 'bytes');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const rangeHeader = headers.ranges ? req.get('Range') : undefined;
  // If-Range: the client's partial copy is of another version, so it gets the whole file.
  const ifRange = req.get('If-Range');
  if (rangeHeader && (!ifRange || ifRange === body.etag)) {
    const size = body.bytes.length;
    const range = parseByteRange(rangeHeader, size);
    if (range === 'unsatisfiable') {
      // An error, not the file: none of the file's headers apply (json() keeps a set Content-Type).
      res.removeHeader('ETag');
      res.removeHeader('Content-Disposition');
      res
        .status(416)
        .type('json')
        .set({ 'Content-Range': `bytes */${size}`, 'Cache-Control': 'no-store' })
        .json({ error: 'Range not satisfiable' });
      return;
    }
    if (range) {
      res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
      res.send(body.bytes.subarray(range.start, range.end + 1));
      return;
    }
  }
  res.status(200).send(body.bytes);
}
