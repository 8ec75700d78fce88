/**
 * Cookie consent (spec 001 §2 "Cookie banner", §4, §7, §9): the banner's texts, the analytics
 * host's dialect and the rules that decide what is shown, stored, registered and loaded. Pure: the
 * browser's side effects live in shared/components/consent, the embedded twin in server/.
 */

// Texts (spec 001 §2), exact.
export const ACCEPT_COOKIES_TEXT = 'Accept Cookies';
export const EDIT_COOKIE_PREFERENCES_TEXT = 'Edit cookies preferences';
export const COOKIE_PREFERENCES_TITLE = 'Cookies Preferences';
export const ACCEPT_SELECTED_COOKIES_TEXT = 'Accept Selected Cookies';
export const BACK_TEXT = 'Back';
/** The banner's accessible name: not in the specification, ours. */
export const COOKIE_BANNER_LABEL = 'Cookie consent';

/** Where the visitor's choice is kept (spec 001 §9): local storage, a JSON map param → boolean. */
export const CONSENT_STORAGE_KEY = 'accepted-cookies';
/** The two params the site itself reads (spec 001 §3, §9). */
export const ANALYTICS_PARAM = 'a';
export const MARKETING_PARAM = 'ma';

/** The analytics host's paths (spec 001 §7); the embedded twin answers the same ones. */
export const COOKIES_PATH = '/analytics/cookies';
export const REGISTER_CONSENT_PATH = '/register/acceptCookies';
export const SNIPPETS_PATH = '/analytics/snippets';

/**
 * Budget for each of the browser's calls to the analytics host: ours (the server's connector uses
 * SERVICE_TIMEOUT_MS). Generous, because a browser counts from the moment it queues the call,
 * possibly behind the page's images on a busy connection.
 */
export const CONSENT_REQUEST_TIMEOUT_MS = 10_000;

/** Google's tag script, the tag manager unless TAG_MANAGER_URL names another. */
export const DEFAULT_TAG_MANAGER_URL = 'https://www.googletagmanager.com/gtag/js';

export interface CookiePreferenceItem {
  param: string;
  name: string;
  title: string;
  /** HTML. */
  description: string;
}

/** GET {analytics host}/analytics/cookies (spec 001 §3 "Cookie configuration"). */
export interface CookieConfiguration {
  /** HTML. */
  message: string;
  preferences: { message: string; items: CookiePreferenceItem[] };
}

/** Stored consent: each item's param → whether the visitor accepted it. */
export type ConsentMap = Record<string, boolean>;

/** GET {analytics host}/analytics/snippets answers `{ value }`: HTML or script text. */
export interface SnippetsAnswer {
  value: string;
}

export type ConsentState = 'granted' | 'denied';

/** The gtag consent API's update (`gtag('consent', 'update', …)`). */
export interface TagManagerConsentUpdate {
  ad_storage: ConsentState;
  analytics_storage: ConsentState;
}

/** What the browser learns of the tag manager; null when TAG_MANAGER_ID is not set. */
export interface TagManagerSettings {
  id: string;
  /** The script to load (the id is added as `?id=`). */
  url: string;
}

/**
 * The stored map, or null when there is none or it is unreadable. Entries that are not booleans
 * are dropped, so such a param counts as missing and the visitor is asked again.
 */
export function parseStoredConsent(raw: string | null): ConsentMap | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isPlainObject(value)) return null;
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'));
}

/** Configured params the stored consent does not answer. */
export function missingConsentParams(config: CookieConfiguration, stored: ConsentMap | null): string[] {
  return config.preferences.items.map((item) => item.param).filter((param) => typeof stored?.[param] !== 'boolean');
}

/** The banner is shown when nothing is stored or any configured param is missing (spec 001 §2). */
export function needsConsent(config: CookieConfiguration, stored: ConsentMap | null): boolean {
  return stored === null || missingConsentParams(config, stored).length > 0;
}

/** Every item checked: "Accept Cookies", and where the detailed view starts (all checkboxes checked). */
export function allAccepted(items: readonly CookiePreferenceItem[]): ConsentMap {
  return Object.fromEntries(items.map((item) => [item.param, true]));
}

/** "Accept Selected Cookies": one boolean per configured item, unticked (or unknown) ones false. */
export function consentFromSelection(items: readonly CookiePreferenceItem[], selection: ConsentMap): ConsentMap {
  return Object.fromEntries(items.map((item) => [item.param, selection[item.param] === true]));
}

/** Ad storage follows `ma`, analytics storage follows `a` (spec 001 §4). */
export function tagManagerConsentUpdate(consent: ConsentMap): TagManagerConsentUpdate {
  return {
    ad_storage: consent[MARKETING_PARAM] === true ? 'granted' : 'denied',
    analytics_storage: consent[ANALYTICS_PARAM] === true ? 'granted' : 'denied',
  };
}

/** The tag-manager script loads only with analytics consent (spec 001 §4). */
export function shouldLoadTagManager(consent: ConsentMap): boolean {
  return consent[ANALYTICS_PARAM] === true;
}

/** The registration's query: one boolean per param, `a=true&ma=false`. */
export function registrationQuery(consent: ConsentMap): string {
  return new URLSearchParams(Object.entries(consent).map(([param, accepted]) => [param, String(accepted)])).toString();
}

/** Params whose snippets load: the truthy ones, in stored order. */
export function acceptedParams(consent: ConsentMap): string[] {
  return Object.entries(consent)
    .filter(([, accepted]) => accepted === true)
    .map(([param]) => param);
}

/** The snippets' query: only the truthy params, `a=true&ma=true`; empty when none is. */
export function snippetsQuery(consent: ConsentMap): string {
  return new URLSearchParams(acceptedParams(consent).map((param) => [param, 'true'])).toString();
}

/** `{host}{path}?{query}`; an empty host is the site itself (the embedded twin). */
export function analyticsHostUrl(host: string, path: string, query = ''): string {
  return `${host.replace(/\/+$/, '')}${path}${query ? `?${query}` : ''}`;
}

export function tagManagerScriptUrl(settings: TagManagerSettings): string {
  const url = new URL(settings.url);
  url.searchParams.set('id', settings.id);
  return url.href;
}

/** The answer of GET /analytics/cookies, checked; null when it is not that shape. */
export function parseCookieConfiguration(value: unknown): CookieConfiguration | null {
  if (!isPlainObject(value) || typeof value.message !== 'string') return null;
  const preferences = value.preferences;
  if (!isPlainObject(preferences) || typeof preferences.message !== 'string' || !Array.isArray(preferences.items)) return null;
  const items: CookiePreferenceItem[] = [];
  for (const item of preferences.items) {
    if (!isPlainObject(item)) return null;
    const { param, name, title, description } = item;
    if (typeof param !== 'string' || !param || typeof name !== 'string' || typeof title !== 'string' || typeof description !== 'string')
      return null;
    items.push({ param, name, title, description });
  }
  return { message: value.message, preferences: { message: preferences.message, items } };
}

/** The answer of GET /analytics/snippets, checked. */
export function parseSnippetsAnswer(value: unknown): SnippetsAnswer | null {
  return isPlainObject(value) && typeof value.value === 'string' ? { value: value.value } : null;
}

/**
 * The markup allowed in the banner's messages and item descriptions, on the server (the twin and
 * the connector clean with sanitize-html) and again in the browser for whatever host answered.
 */
export const CONSENT_HTML_TAGS: readonly string[] = ['p', 'br', 'a', 'b', 'strong', 'i', 'em', 'u', 'span', 'ul', 'ol', 'li', 'small'];
export const CONSENT_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = { a: ['href', 'title'] };
export const CONSENT_URL_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];

/** A link target the banner may keep: a site path, a fragment, or an allowed scheme. */
export function isAllowedConsentHref(href: string): boolean {
  const value = href.trim();
  if (/^\/(?![/\\])/.test(value) || value.startsWith('#')) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  return scheme !== undefined && CONSENT_URL_SCHEMES.includes(scheme);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
