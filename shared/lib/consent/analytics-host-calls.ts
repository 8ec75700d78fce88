import * as dialect from './consent';

/**
 * The analytics host's three calls (spec 001 §7) as the browser and the server's connector both
 * make them: each one's address below the host ('' for the site's embedded twin) and, where the
 * answer is read, its reader (null for an answer of the wrong shape).
 */
export const analyticsHostCalls = {
  cookies: {
    url: (host: string) => dialect.analyticsHostUrl(host, dialect.COOKIES_PATH),
    read: (body: unknown): dialect.CookieConfiguration | null => dialect.parseCookieConfiguration(body),
  },
  /** The answer is not read. */
  register: {
    url: (host: string, consent: dialect.ConsentMap) =>
      dialect.analyticsHostUrl(host, dialect.REGISTER_CONSENT_PATH, dialect.registrationQuery(consent)),
  },
  snippets: {
    url: (host: string, consent: dialect.ConsentMap) =>
      dialect.analyticsHostUrl(host, dialect.SNIPPETS_PATH, dialect.snippetsQuery(consent)),
    read: (body: unknown): dialect.SnippetsAnswer | null => dialect.parseSnippetsAnswer(body),
  },
} as const;
