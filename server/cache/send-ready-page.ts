import type { IncomingMessage, ServerResponse } from 'node:http';
import Negotiator from 'negotiator';
import { etagMatches } from './etag';
import type { StoredPage } from './page-store';
import { PAGE_ENCODINGS, type PageEncoding } from './ready-page';

/** negotiator 1.x takes the server's preference for ties (`br, gzip` and `gzip, br` both get br). */
const negotiate = Negotiator.prototype.encoding as (this: Negotiator, available: readonly string[], options: { preferred: readonly string[] }) => string | undefined;

/** The stored encoding a request accepts, brotli first; identity when it names none of them. */
export function chooseEncoding(req: IncomingMessage): PageEncoding {
  const chosen = negotiate.call(new Negotiator(req), PAGE_ENCODINGS, { preferred: PAGE_ENCODINGS });
  return (chosen as PageEncoding | undefined) ?? 'identity';
}

/** Headers a 304 leaves out: its headers replace the kept copy's, which keeps its own policy and type. */
const NOT_MODIFIED_OMITS = new Set(['content-security-policy', 'content-type']);

/**
 * Writes a stored page as it is (DESIGN.md §3): the header block made when it was stored, the
 * body in the chosen encoding, 304 for a matching If-None-Match, no body for HEAD. The one way a
 * stored page is sent, by the fast path and by Express alike, so a hit and a miss carry the same
 * headers. The caller has set X-Request-Id (and Connection: close while draining).
 */
export function sendReadyPage(req: IncomingMessage, res: ServerResponse, page: StoredPage, state: string, now: number): void {
  const moment = {
    'X-Page-Cache': state.toUpperCase(),
    // Seconds since it was rendered: a shared cache in front subtracts it from s-maxage.
    Age: String(Math.max(0, Math.floor((now - page.storedAt) / 1000))),
  };
  if (etagMatches(req.headers['if-none-match'], page.etag)) {
    for (const [name, value] of Object.entries(page.headers)) {
      if (!NOT_MODIFIED_OMITS.has(name.toLowerCase())) res.setHeader(name, value);
    }
    for (const name of NOT_MODIFIED_OMITS) res.removeHeader(name);
    res.writeHead(304, moment);
    res.end();
    return;
  }
  const encoding = chooseEncoding(req);
  const body = page.bodies[encoding];
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  res.writeHead(200, {
    ...moment,
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    'Content-Length': String(body.length),
  });
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}
