import {
  analyticsHostUrl,
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
} from './consent';

/**
 * The analytics host's three calls (spec 001 §7) as the browser and the server's connector both
 * make them: each one's address below the host ('' for the site's embedded twin) and, where the
 * answer is read, its reader (null for an answer of the wrong shape).
 */
export const analyticsHostCalls = {
  cookies: {
    url: (host: string) => analyticsHostUrl(host, COOKIES_PATH),
    read: (body: unknown): CookieConfiguration | null => parseCookieConfiguration(body),
  },
  /** The answer is not read. */
  register: {
    url: (host: string, consent: ConsentMap) => analyticsHostUrl(host, REGISTER_CONSENT_PATH, registrationQuery(consent)),
  },
  snippets: {
    url: (host: string, consent: ConsentMap) => analyticsHostUrl(host, SNIPPETS_PATH, snippetsQuery(consent)),
    read: (body: unknown): SnippetsAnswer | null => parseSnippetsAnswer(body),
  },
} as const;
