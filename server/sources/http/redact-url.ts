/**
 * Query parameters that carry credentials in the services we call (YouTube's `key`, Bandsintown's
 * `app_id`), in our own links (the preview link's `secret`) or commonly elsewhere. Their values never
 * reach an error message or a log line.
 */
export const secretQueryParameters: ReadonlySet<string> = new Set([
  'key',
  'api_key',
  'apikey',
  'app_id',
  'access_token',
  'token',
  'client_secret',
  'secret',
  'password',
  'signature',
]);

const REDACTED = '[redacted]';
/** The embedded store's checkout link carries the cart token, which opens the cart. */
const CART_TOKEN_PATH = /(\/cart\/checkout\/)[^/?#]+/gi;

/**
 * The address with credentials (user info, secret query values, the checkout link's cart token)
 * replaced, for errors and logs. An absolute address that cannot be read gives nothing away; a
 * request target (`/path?query`) is redacted as written, so a log shows what the client sent.
 */
export function redactUrl(address: URL | string): string {
  const text = String(address);
  if (text === '' || text === '*' || text.startsWith('/')) return redactTarget(text);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return REDACTED;
  }
  if (url.username) url.username = 'redacted';
  if (url.password) url.password = 'redacted';
  return redactTarget(url.href);
}

/** Path, query and fragment as written, with the secrets in them replaced. */
function redactTarget(target: string): string {
  const hashAt = target.indexOf('#');
  const beforeHash = hashAt === -1 ? target : target.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : target.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = (queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt)).replace(CART_TOKEN_PATH, `$1${REDACTED}`);
  const query = queryAt === -1 ? '' : `?${redactQuery(beforeHash.slice(queryAt + 1))}`;
  return path + query + hash;
}

/** A query that names a secret parameter as written; an escaped name (`%74oken`) is checked pair by pair. */
const NAMES_A_SECRET = new RegExp(`(?:^|&)(?:${[...secretQueryParameters].join('|')})(?:=|&|$)`, 'i');

/** Secret values replaced; a secret given more than once is shown once (how many is nobody's business). */
function redactQuery(query: string): string {
  // The access log redacts every request line, cache hits included: most queries name no secret.
  if (!NAMES_A_SECRET.test(query) && !/[%+]/.test(query)) return query;
  const shown = new Set<string>();
  const pairs = query.split('&').flatMap((pair) => {
    const rawName = pair.split('=', 1)[0] ?? '';
    const name = decodedName(rawName).toLowerCase();
    if (!secretQueryParameters.has(name)) return [pair];
    if (shown.has(name)) return [];
    shown.add(name);
    return [`${rawName}=${REDACTED}`];
  });
  return pairs.join('&');
}

function decodedName(rawName: string): string {
  try {
    return decodeURIComponent(rawName.replaceAll('+', ' '));
  } catch {
    return rawName;
  }
}
