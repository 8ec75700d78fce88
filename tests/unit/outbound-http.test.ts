import Joi from 'joi';
import { redactUrl } from '../../server/sources/http/redact-url';
import { retryAfterMs } from '../../server/sources/http/retry-after';
import { ServiceError } from '../../server/sources/http/service-error';
import { validEntries } from '../../server/sources/http/valid-entries';

describe('redactUrl', () => {
  it('hides the values of credential parameters, whatever their case, and keeps the rest', () => {
    expect(redactUrl('https://www.googleapis.com/youtube/v3/playlistItems?part=snippet&KEY=AIza123&pageToken=CAUQ')).toBe(
      'https://www.googleapis.com/youtube/v3/playlistItems?part=snippet&KEY=[redacted]&pageToken=CAUQ',
    );
    expect(redactUrl(new URL('https://rest.bandsintown.com/artists/X/events?app_id=abc&app_id=def'))).toBe(
      'https://rest.bandsintown.com/artists/X/events?app_id=[redacted]',
    );
  });

  it('hides credentials written into the address', () => {
    expect(redactUrl('https://apikey123:x@api.bamboohr.com/api/gateway.php/acme')).toBe(
      'https://redacted:redacted@api.bamboohr.com/api/gateway.php/acme',
    );
  });

  it('gives nothing away for an address it cannot read', () => {
    expect(redactUrl('not a url ?key=secret')).toBe('[redacted]');
  });

  // One function for outbound addresses and for the request line of our own access log: a request
  // target is redacted as written (the rest of the query, the fragment and odd paths stay).
  it.each([
    ['/api/preview?Secret=abc&path=/a%20b&secret=again#top', '/api/preview?Secret=[redacted]&path=/a%20b#top'],
    ['/a/../b?%74oken=x', '/a/../b?%74oken=[redacted]'],
    ['/about', '/about'],
    ['/releases?page=2&sort=-date&tokens=3', '/releases?page=2&sort=-date&tokens=3'],
    ['', ''],
    ['*', '*'],
  ])('redacts the request target %p as %p', (target, logged) => {
    expect(redactUrl(target)).toBe(logged);
  });

  it('hides the cart token of a checkout link, relative or absolute', () => {
    expect(redactUrl('https://shop.example/store/cart/checkout/3f1c2a8e?key=k')).toBe(
      'https://shop.example/store/cart/checkout/[redacted]?key=[redacted]',
    );
  });
});

describe('retryAfterMs', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');

  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('2', now)).toBe(2_000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:01 GMT', now)).toBe(1_000);
    expect(retryAfterMs('Wed, 31 Dec 2025 23:59:00 GMT', now)).toBe(0);
  });

  it('ignores what it cannot read', () => {
    expect(retryAfterMs(null, now)).toBeNull();
    expect(retryAfterMs('soon', now)).toBeNull();
  });

  // The two hand copies disagreed here: one read "1.5" as 1.5 s, the other let Date.parse read it
  // as a calendar date in 2001 (so no wait). RFC 9110 allows digits or a date, nothing else.
  it.each(['1.5', '-1', '', '   ', '1e3', '0x10'])('reads %p as unreadable, neither seconds nor a date', (header) => {
    expect(retryAfterMs(header, now)).toBeNull();
  });

  it('reads seconds with surrounding spaces and a date in the past as no wait', () => {
    expect(retryAfterMs(' 3 ', now)).toBe(3_000);
    expect(retryAfterMs('0', now)).toBe(0);
    expect(retryAfterMs('Sun, 06 Nov 1994 08:49:37 GMT', now)).toBe(0);
  });
});

describe('ServiceError', () => {
  it('names the service, the failure, the status and the attempts in one line', () => {
    const error = new ServiceError({
      service: 'YouTube',
      failure: 'status',
      url: 'https://x.test/p?key=[redacted]',
      status: 403,
      attempts: 1,
      detail: 'quotaExceeded',
    });
    expect(error.message).toBe('YouTube: GET https://x.test/p?key=[redacted] failed (status 403, quotaExceeded) after 1 attempt');
    expect(error.name).toBe('ServiceError');
  });
});

describe('validEntries', () => {
  const schema = Joi.object({ id: Joi.number().required() });

  it('keeps and reshapes the entries the schema accepts, dropping the malformed ones', () => {
    expect(validEntries([{ id: 1 }, { id: 'x' }, null, { id: 2 }], schema, (entry: { id: number }) => entry.id * 10)).toEqual([10, 20]);
  });

  it('reads anything but a list as no entries', () => {
    expect(validEntries({ warn: 'Not found' }, schema, (entry: { id: number }) => entry.id)).toEqual([]);
  });
});
