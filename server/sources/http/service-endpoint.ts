/** Where and how patiently a connector calls its service; built from configuration. */
export interface ServiceEndpoint {
  /** Base address without a trailing slash, e.g. https://rest.bandsintown.com. */
  baseUrl: string;
  /** Budget of one call, its retry included. */
  timeoutMs: number;
  /** Pause before the retry; tests shorten it. */
  retryDelayMs?: number;
}

/** The base address joined with an already-encoded path (the base may have a path of its own). */
export function serviceUrl(endpoint: ServiceEndpoint, encodedPath: string): URL {
  return new URL(`${endpoint.baseUrl.replace(/\/+$/, '')}${encodedPath}`);
}

/** The part of an endpoint that bounds each call. */
export function callLimits({ timeoutMs, retryDelayMs }: ServiceEndpoint): { timeoutMs: number; retryDelayMs?: number } {
  return retryDelayMs === undefined ? { timeoutMs } : { timeoutMs, retryDelayMs };
}
