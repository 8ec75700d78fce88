import {
  analyticsHostUrl,
  CONSENT_REQUEST_TIMEOUT_MS,
  COOKIES_PATH,
  parseCookieConfiguration,
  parseSnippetsAnswer,
  REGISTER_CONSENT_PATH,
  registrationQuery,
  SNIPPETS_PATH,
  snippetsQuery,
  type ConsentMap,
  type CookieConfiguration,
  type SnippetsAnswer,
} from '../../lib/consent/consent';

/**
 * The browser's calls to the analytics host (spec 001 §7): the host's own origin, or '' for the
 * site's embedded twin. Each call ends with the caller's signal (the banner going away) or after
 * the time budget, whichever comes first, and rejects on any failure; the caller only logs it.
 */
async function get(url: string, signal: AbortSignal): Promise<Response> {
  const controller = new AbortController();
  const stop = () => controller.abort(signal.reason);
  if (signal.aborted) stop();
  signal.addEventListener('abort', stop, { once: true });
  const timer = setTimeout(
    () => controller.abort(new Error(`timed out after ${CONSENT_REQUEST_TIMEOUT_MS} ms`)),
    CONSENT_REQUEST_TIMEOUT_MS,
  );
  try {
    // No credentials: a third-party host learns nothing but what the query says.
    const response = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin', signal: controller.signal });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    return response;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}

export async function fetchCookieConfiguration(host: string, signal: AbortSignal): Promise<CookieConfiguration> {
  const url = analyticsHostUrl(host, COOKIES_PATH);
  const config = parseCookieConfiguration(await (await get(url, signal)).json());
  if (!config) throw new Error(`GET ${url} answered an unexpected shape`);
  return config;
}

/** The answer is not read (spec 001 §7). */
export async function registerConsent(host: string, consent: ConsentMap, signal: AbortSignal): Promise<void> {
  const response = await get(analyticsHostUrl(host, REGISTER_CONSENT_PATH, registrationQuery(consent)), signal);
  await response.body?.cancel();
}

export async function fetchSnippets(host: string, consent: ConsentMap, signal: AbortSignal): Promise<SnippetsAnswer> {
  const url = analyticsHostUrl(host, SNIPPETS_PATH, snippetsQuery(consent));
  const answer = parseSnippetsAnswer(await (await get(url, signal)).json());
  if (!answer) throw new Error(`GET ${url} answered an unexpected shape`);
  return answer;
}
