import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { etagMatches } from './etag';
import type { StoredPage } from './page-store';
import { PAGE_ENCODINGS, type PageEncoding } from './ready-page';

/** negotiator 1.x takes the server's preference for ties (`br, gzip` and `gzip, br` both get br). */
const negotiate = Negotiator.prototype.encoding as (
  this: Negotiator,
  available: readonly string[],
  options: { preferred: readonly string[] },
) => string | undefined;

/** Browsers send a handful of distinct Accept-Encoding values: each is negotiated once. */
const chosenFor = new LRUCache<string, PageEncoding>({ max: 64 });

/** The stored encoding a request accepts, brotli first; identity when it names none of them. */
export function chooseEncoding(req: IncomingMessage): PageEncoding {
  const accepted = req.headers['accept-encoding'] ?? '';
  let chosen = chosenFor.get(accepted);
  if (chosen === undefined) {
    chosen = (negotiate.call(new Negotiator(req), PAGE_ENCODINGS, { preferred: PAGE_ENCODINGS }) as PageEncoding | undefined) ?? 'identity';
    chosenFor.set(accepted, chosen);
  }
  return chosen;
}

/** Headers a 304 leaves out: its headers replace the kept copy's, which keeps its own policy and type. */
const NOT_MODIFIED_OMITS = new Set(['content-security-policy', 'content-type']);

/** A stored page's headers as flat [name, value, …] lists, per answer: made once per page in this process. */
interface HeaderLists {
  byEncoding: Record<PageEncoding, string[]>;
  notModified: string[];
}

const headerLists = new WeakMap<StoredPage, HeaderLists>();

function headerListsOf(page: StoredPage): HeaderLists {
  let lists = headerLists.get(page);
  if (!lists) {
    const lasting = Object.entries(page.headers);
    const flat = (entries: [string, string][]) => entries.flat();
    const forEncoding = (encoding: PageEncoding) =>
      flat([
        ...lasting,
        ...(encoding === 'identity' ? [] : [['Content-Encoding', encoding] as [string, string]]),
        ['Content-Length', String(page.bodies[encoding].length)],
      ]);
    lists = {
      byEncoding: { br: forEncoding('br'), gzip: forEncoding('gzip'), identity: forEncoding('identity') },
      notModified: flat(lasting.filter(([name]) => !NOT_MODIFIED_OMITS.has(name.toLowerCase()))),
    };
    headerLists.set(page, lists);
  }
  return lists;
}

/**
 * Writes a stored page as it is (DESIGN.md §3): the header block made when it was stored, the
 * body in the chosen encoding, 304 for a matching If-None-Match, no body for HEAD. The one way a
 * stored page is sent, by the fast path and by Express alike, so a hit and a miss carry the same
 * headers. `extra` are headers the caller has not set on `res` (request id, Connection).
 */
export function sendReadyPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: StoredPage,
  state: string,
  now: number,
  extra: string[] = [],
): void {
  const lists = headerListsOf(page);
  // Seconds since it was rendered: a shared cache in front subtracts it from s-maxage.
  const age = String(Math.max(0, Math.floor((now - page.storedAt) / 1000)));
  const moment = ['X-Page-Cache', state.toUpperCase(), 'Age', age, ...extra];
  if (etagMatches(req.headers['if-none-match'], page.etag)) {
    for (const name of NOT_MODIFIED_OMITS) res.removeHeader(name);
    res.writeHead(304, [...lists.notModified, ...moment]);
    res.end();
    return;
  }
  const encoding = chooseEncoding(req);
  res.writeHead(200, [...lists.byEncoding[encoding], ...moment]);
  if (req.method === 'HEAD') res.end();
  else res.end(page.bodies[encoding]);
}
