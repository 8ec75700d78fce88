import { itemDay } from '../../../shared/lib/catalog/item-dates';

describe('itemDay', () => {
  it('gives an event its date and time as its page writes them, and a post its publication day', () => {
    expect(itemDay('events', '2026-07-04T19:00:00')).toEqual({ text: 'Saturday 4 July 2026 · 19:00', dateTime: '2026-07-04T19:00' });
    expect(itemDay('events', '2026-07-04')).toEqual({ text: 'Saturday 4 July 2026', dateTime: '2026-07-04' });
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
