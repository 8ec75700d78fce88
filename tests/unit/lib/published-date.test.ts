import { publishedDate } from '../../../shared/lib/catalog/published-date';

describe('publishedDate', () => {
  it('writes the day in full, en-GB, in UTC whatever the offset it was given at', () => {
    expect(publishedDate('2024-02-10')).toBe('10 February 2024');
    expect(publishedDate('2026-03-12T23:30:00Z')).toBe('12 March 2026');
    expect(publishedDate('2026-03-13T00:30:00+01:00')).toBe('12 March 2026');
  });

  it('gives nothing for a value that is not a date', () => {
    expect(publishedDate('soon')).toBeNull();
    expect(publishedDate('')).toBeNull();
    expect(publishedDate(null)).toBeNull();
    expect(publishedDate(undefined)).toBeNull();
  });
});
