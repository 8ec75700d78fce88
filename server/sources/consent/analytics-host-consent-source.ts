import {
  analyticsHostUrl,
  COOKIES_PATH,
  parseCookieConfiguration,
  parseSnippetsAnswer,
  REGISTER_CONSENT_PATH,
  registrationQuery,
  SNIPPETS_PATH,
  snippetsQuery,
} from '../../../shared/lib/consent';
import { getJson } from '../http/get-json';
import { redactUrl } from '../http/redact-url';
import { ServiceError } from '../http/service-error';
import { cleanCookieConfiguration } from './clean-cookie-configuration';
import type { ConsentSource } from './consent-source';

export interface AnalyticsHostOptions {
  /** ANALYTICS_HOST: the origin (or origin and base path) the three paths hang from. */
  host: string;
  /** Budget of one call, its retry included (SERVICE_TIMEOUT_MS). */
  timeoutMs: number;
  /** Pause before the retry; tests shorten it. */
  retryDelayMs?: number;
  /** Largest answer read, in bytes: a configuration or a snippet is a few KiB. */
  maxBytes?: number;
}

const SERVICE = 'Analytics host';

/**
 * The connector to a real analytics host, in the dialect of spec 001 §7, through the shared
 * outbound helper (docs/decisions/0012): bounded by a timeout, one retry, failures as
 * ServiceErrors. HTML in the configuration is cleaned like the twin's.
 */
export function createAnalyticsHostConsentSource(options: AnalyticsHostOptions): ConsentSource {
  const limits = { service: SERVICE, timeoutMs: options.timeoutMs, retryDelayMs: options.retryDelayMs, maxBytes: options.maxBytes ?? 256 * 1024 };
  const call = async (path: string, query = '') => (await getJson(new URL(analyticsHostUrl(options.host, path, query)), limits)).body;

  /** A readable answer of the wrong shape is reported like unreadable JSON: not the host's dialect. */
  const shapeError = (path: string) =>
    new ServiceError({ service: SERVICE, failure: 'invalid-json', url: redactUrl(analyticsHostUrl(options.host, path)), status: 200, attempts: 1, detail: 'unexpected shape' });

  return {
    async cookieConfiguration() {
      const config = parseCookieConfiguration(await call(COOKIES_PATH));
      if (!config) throw shapeError(COOKIES_PATH);
      return cleanCookieConfiguration(config);
    },
    async registerConsent(consent) {
      // The answer is not read (spec 001 §7).
      await call(REGISTER_CONSENT_PATH, registrationQuery(consent));
    },
    async snippets(params) {
      const answer = parseSnippetsAnswer(await call(SNIPPETS_PATH, snippetsQuery(Object.fromEntries(params.map((param) => [param, true])))));
      if (!answer) throw shapeError(SNIPPETS_PATH);
      return answer;
    },
  };
}
