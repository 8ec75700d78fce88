import { itemDay, publishedDate } from '../../../shared/lib/catalog/item-dates';

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

describe('itemDay', () => {
  it('gives an event its date as its page writes it, and a post its publication day', () => {
    expect(itemDay('events', '2026-07-04T19:00:00')).toEqual({ text: 'Sat, 4 Jul 2026', dateTime: '2026-07-04T19:00' });
    expect(itemDay('posts', '2026-03-12T09:00:00Z')).toEqual({ text: '12 March 2026', dateTime: '2026-03-12T09:00:00Z' });
  });

  it('gives nothing without a date, for a value that is not one, or for other hits', () => {
    expect(itemDay('events', null)).toBeNull();
    expect(itemDay('events', 'soon')).toBeNull();
    expect(itemDay('posts', 'soon')).toBeNull();
    expect(itemDay('artists', '2026-07-04')).toBeNull();
    expect(itemDay('events', undefined)).toBeNull();
  });
});
