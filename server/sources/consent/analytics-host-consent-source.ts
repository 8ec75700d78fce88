import { analyticsHostCalls } from '../../../shared/lib/consent/analytics-host-calls';
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
  const limits = {
    service: SERVICE,
    timeoutMs: options.timeoutMs,
    retryDelayMs: options.retryDelayMs,
    maxBytes: options.maxBytes ?? 256 * 1024,
  };
  const call = async (url: string) => (await getJson(new URL(url), limits)).body;

  /** A readable answer of the wrong shape is reported like unreadable JSON: not the host's dialect. */
  const shapeError = (url: string) =>
    new ServiceError({
      service: SERVICE,
      failure: 'invalid-json',
      url: redactUrl(url.split('?')[0] ?? url),
      status: 200,
      attempts: 1,
      detail: 'unexpected shape',
    });
  const { cookies, register, snippets } = analyticsHostCalls;

  return {
    async cookieConfiguration() {
      const url = cookies.url(options.host);
      const config = cookies.read(await call(url));
      if (!config) throw shapeError(url);
      return cleanCookieConfiguration(config);
    },
    async registerConsent(consent) {
      // The answer is not read (spec 001 §7).
      await call(register.url(options.host, consent));
    },
    async snippets(params) {
      const url = snippets.url(options.host, Object.fromEntries(params.map((param) => [param, true])));
      const answer = snippets.read(await call(url));
      if (!answer) throw shapeError(url);
      return answer;
    },
  };
}
