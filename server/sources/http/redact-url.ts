/**
 * Query parameters that carry credentials in the services we call (YouTube's `key`, Bandsintown's
 * `app_id`) or commonly do elsewhere. Their values never reach an error message or a log line.
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

/** The address with credentials (user info, secret query values) replaced, for errors and logs. */
export function redactUrl(address: URL | string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return REDACTED;
  }
  if (url.username) url.username = 'redacted';
  if (url.password) url.password = 'redacted';
  for (const name of new Set(url.searchParams.keys())) {
    if (secretQueryParameters.has(name.toLowerCase())) url.searchParams.set(name, REDACTED);
  }
  // URLSearchParams escapes the brackets; keep the marker readable.
  return url.href.replaceAll(encodeURIComponent(REDACTED), REDACTED);
}
