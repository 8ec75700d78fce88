import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import { isForbiddenAddress } from './private-address';

/** The part of fetch the image optimiser uses; tests pass a fake. */
export type FetchLike = (
  url: string,
  init: { signal?: AbortSignal; headers?: Record<string, string>; redirect?: 'manual' },
) => Promise<Response>;

export class ForbiddenAddressError extends Error {
  override name = 'ForbiddenAddressError';
  readonly code = 'EFORBIDDENADDRESS';
}

export interface GuardedFetchOptions {
  isForbidden?: (address: string) => boolean;
  /** dns.lookup by default. */
  lookup?: typeof dnsLookup;
}

/**
 * A fetch that checks the address it actually connects to. Checking the name first and then
 * letting fetch resolve it again leaves a gap: a DNS server answering a public address once and
 * 127.0.0.1 the next time (DNS rebinding) would slip through. Here the check runs inside the
 * connection's own lookup. GET only, no redirects (a 3xx comes back as it is).
 */
export function createGuardedFetch(options: GuardedFetchOptions = {}): FetchLike {
  const isForbidden = options.isForbidden ?? isForbiddenAddress;
  const resolve = options.lookup ?? dnsLookup;

  const guardedLookup: LookupFunction = (hostname, lookupOptions, callback) => {
    resolve(hostname, { ...lookupOptions, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((a) => isForbidden(a.address));
      if (refused || addresses.length === 0) {
        return callback(new ForbiddenAddressError(`${hostname} resolves to a non-public address`), '', 0);
      }
      if (lookupOptions.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses as [LookupAddress];
      callback(null, first.address, first.family);
    });
  };

  return (url, init) =>
    new Promise<Response>((resolvePromise, reject) => {
      const target = new URL(url);
      if (target.protocol !== 'http:' && target.protocol !== 'https:') {
        reject(new TypeError(`unsupported protocol ${target.protocol}`));
        return;
      }
      // IP literals never reach a lookup function, so they are checked here.
      const literal = target.hostname.replace(/^\[|\]$/g, '');
      if (isIP(literal) && isForbidden(literal)) {
        reject(new ForbiddenAddressError(`${literal} is not a public address`));
        return;
      }
      const client = target.protocol === 'https:' ? https : http;
      const request = client.request(
        target,
        { method: 'GET', headers: init.headers, signal: init.signal, lookup: guardedLookup, agent: false },
        (response) => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            for (const item of [value ?? []].flat()) headers.append(name, item);
          }
          const status = response.statusCode ?? 502;
          const hasBody = ![204, 205, 304].includes(status);
          if (!hasBody) response.resume();
          resolvePromise(
            new Response(hasBody ? (Readable.toWeb(response) as unknown as ReadableStream<Uint8Array>) : null, { status, headers }),
          );
        },
      );
      request.on('error', reject);
      request.end();
    });
}
