import { dateStart, isFutureDate, isPastDate, isPreOrder, preOrderShipDate, releaseBadge } from '../../../shared/lib/catalog/badges';

const at = (iso: string) => new Date(iso);

describe('release badge', () => {
  const now = at('2024-05-10T12:00:00Z');

  it('is "Pre-order" when the release date is in the future', () => {
    expect(releaseBadge({ release_date: '2024-06-01' }, now)).toBe('Pre-order');
  });

  it('is "Pre-order" when only date_available is in the future', () => {
    expect(releaseBadge({ date_available: '2024-06-01' }, now)).toBe('Pre-order');
    expect(releaseBadge({ release_date: '2024-01-01', date_available: '2024-06-01T09:00:00Z' }, now)).toBe('Pre-order');
  });

  it('is "Out now" when the release date has passed', () => {
    expect(releaseBadge({ release_date: '2024-05-01' }, now)).toBe('Out now');
    expect(releaseBadge({ release_date: '2001-04-27', date_available: '2001-04-20' }, now)).toBe('Out now');
  });

  it('is nothing without a release date in the past or a date in the future', () => {
    expect(releaseBadge({}, now)).toBeNull();
    expect(releaseBadge({ release_date: null, date_available: null }, now)).toBeNull();
    expect(releaseBadge({ date_available: '2024-01-01' }, now)).toBeNull();
  });

  it('ignores dates that are not dates', () => {
    expect(releaseBadge({ release_date: 'soon' }, now)).toBeNull();
    expect(releaseBadge({ release_date: '2024-02-30' }, now)).toBeNull();
    expect(releaseBadge({ release_date: '' }, now)).toBeNull();
    expect(releaseBadge({ release_date: 'not a date', date_available: '2030-01-01' }, now)).toBe('Pre-order');
  });

  it('depends on now, which is passed in', () => {
    const item = { release_date: '2024-06-01' };
    expect(releaseBadge(item, at('2024-05-31T23:59:59.999Z'))).toBe('Pre-order');
    expect(releaseBadge(item, at('2024-06-01T00:00:00Z'))).toBe('Out now');
  });
});

describe('date-only values are whole UTC days', () => {
  it('are in the future until 00:00 UTC of their day, then past (out on release day)', () => {
    expect(isFutureDate('2025-01-01', at('2024-12-31T23:59:59.999Z'))).toBe(true);
    expect(isFutureDate('2025-01-01', at('2025-01-01T00:00:00.000Z'))).toBe(false);
    expect(isPastDate('2025-01-01', at('2025-01-01T00:00:00.000Z'))).toBe(true);
    expect(isPastDate('2025-01-01', at('2024-12-31T23:59:59.999Z'))).toBe(false);
  });

  it('read the same whatever offset now was written with', () => {
    // 01:30 in Paris on 1 Jan is still 31 Dec in UTC: the release is not out yet.
    expect(isFutureDate('2025-01-01', at('2025-01-01T01:30:00+02:00'))).toBe(true);
    // 20:00 in New York on 31 Dec is 1 Jan in UTC: out.
    expect(isPastDate('2025-01-01', at('2024-12-31T20:00:00-05:00'))).toBe(true);
  });

  it('start at midnight UTC', () => {
    expect(dateStart('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(dateStart('2023-02-29')).toBeNull();
    expect(dateStart('2024-13-01')).toBeNull();
  });
});

describe('values with a time are instants', () => {
  const now = at('2024-05-10T12:00:00Z');

  it('compare to the millisecond', () => {
    expect(isFutureDate('2024-05-10T12:00:00.001Z', now)).toBe(true);
    expect(isFutureDate('2024-05-10T12:00:00Z', now)).toBe(false);
    expect(isPastDate('2024-05-10T12:00:00Z', now)).toBe(true);
  });

  it('honour offsets', () => {
    expect(isFutureDate('2024-05-10T13:30:00+02:00', now)).toBe(false); // 11:30 UTC
    expect(isFutureDate('2024-05-10T13:30:00+0000', now)).toBe(true);
  });

  it('are read as UTC without a zone, whatever the machine zone', () => {
    expect(dateStart('2024-05-10T12:30:00')).toBe(Date.UTC(2024, 4, 10, 12, 30));
    expect(dateStart('2024-05-10 12:30')).toBe(Date.UTC(2024, 4, 10, 12, 30));
    expect(isFutureDate('2024-05-10T12:30:00', now)).toBe(true);
  });

  it('are null when malformed', () => {
    expect(dateStart('2024-05-10T25:00:00Z')).toBeNull();
    expect(dateStart('10/05/2024')).toBeNull();
    expect(dateStart(null)).toBeNull();
    expect(dateStart(undefined)).toBeNull();
  });
});

describe('isPreOrder', () => {
  it('is the Pre-order rule on its own', () => {
    const now = at('2024-05-10T12:00:00Z');
    expect(isPreOrder({ release_date: '2024-05-11' }, now)).toBe(true);
    expect(isPreOrder({ release_date: '2024-05-10' }, now)).toBe(false);
    expect(isPreOrder({}, now)).toBe(false);
  });
});

describe('when a pre-order ships', () => {
  const now = new Date('2026-06-01T12:00:00Z');

  it('is its release date, or its availability date when that comes later', () => {
    expect(preOrderShipDate({ release_date: '2027-05-14' }, now)).toBe('2027-05-14');
    expect(preOrderShipDate({ release_date: '2027-05-14', date_available: '2027-06-01' }, now)).toBe('2027-06-01');
    expect(preOrderShipDate({ release_date: '2027-05-14', date_available: '2027-03-01' }, now)).toBe('2027-05-14');
    expect(preOrderShipDate({ release_date: '2026-01-10', date_available: '2026-09-01' }, now)).toBe('2026-09-01');
  });

  it('is nothing once the release is out', () => {
    expect(preOrderShipDate({ release_date: '2026-05-01' }, now)).toBeNull();
    expect(preOrderShipDate({}, now)).toBeNull();
  });
});
