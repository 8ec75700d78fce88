import * as dateStyles from '../../../shared/lib/catalog/date-styles';

describe('formatDay: a post published, a release out ("12 March 2026")', () => {
  it('writes the day in full, en-GB, in UTC whatever the offset it was given at', () => {
    expect(dateStyles.formatDay('2024-02-10')).toBe('10 February 2024');
    expect(dateStyles.formatDay('2026-03-12T23:30:00Z')).toBe('12 March 2026');
    expect(dateStyles.formatDay('2026-03-13T00:30:00+01:00')).toBe('12 March 2026');
  });

  it('writes every month in full: September is never "Sept"', () => {
    expect(dateStyles.formatDay('2026-09-22')).toBe('22 September 2026');
    expect(dateStyles.formatDay('2027-06-01')).toBe('1 June 2027');
  });

  it('gives nothing for a value that is not a date', () => {
    for (const bad of ['soon', '', null, undefined]) expect({ bad, day: dateStyles.formatDay(bad) }).toEqual({ bad, day: null });
  });
});

describe('formatEventDateTime: when an event is ("Tuesday 22 September 2026 · 21:00")', () => {
  it('is the weekday and the day in full, en-GB, then the 24-hour time written in the value', () => {
    expect(dateStyles.formatEventDateTime('2027-04-30T19:00:00')).toEqual({
      text: 'Friday 30 April 2027 · 19:00',
      dateTime: '2027-04-30T19:00',
    });
    expect(dateStyles.formatEventDateTime('2026-09-22T21:00:00.000Z')?.text).toBe('Tuesday 22 September 2026 · 21:00');
  });

  it("keeps the event's wall-clock time, whatever offset it is written with", () => {
    expect(dateStyles.formatEventDateTime('2026-03-06T21:00:00.000Z')?.text).toBe('Friday 6 March 2026 · 21:00');
    expect(dateStyles.formatEventDateTime('2024-06-01T20:30:00+09:00')?.text).toBe('Saturday 1 June 2024 · 20:30');
    expect(dateStyles.formatEventDateTime('2024-06-01T23:30:00-05:00')?.text).toBe('Saturday 1 June 2024 · 23:30');
  });

  it('shows midnight and late hours in 24-hour time', () => {
    expect(dateStyles.formatEventDateTime('2024-12-31T00:05')?.text).toBe('Tuesday 31 December 2024 · 00:05');
    expect(dateStyles.formatEventDateTime('2024-12-31 23:59')?.text).toBe('Tuesday 31 December 2024 · 23:59');
  });

  it('has no time for a date-only value: the text is the date alone', () => {
    expect(dateStyles.formatEventDateTime('2025-01-01')).toEqual({
      text: 'Wednesday 1 January 2025',
      dateTime: '2025-01-01',
    });
  });

  it('writes the day as a post or a release writes it, after the weekday', () => {
    for (const value of ['2025-01-01', '2026-09-22T21:00:00', '2027-05-20T22:00:00.000Z']) {
      const [date] = dateStyles.formatEventDateTime(value)!.text.split(' · ');
      expect(date).toMatch(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) /);
      expect(date!.endsWith(` ${dateStyles.formatDay(value.slice(0, 10))}`)).toBe(true);
    }
  });

  it('is null for values that are not dates', () => {
    for (const bad of ['', 'tomorrow', '2024-02-30T19:00', '2024-06-01T24:00', '2024-06-01T19:60', null, undefined]) {
      expect({ bad, formatted: dateStyles.formatEventDateTime(bad) }).toEqual({ bad, formatted: null });
    }
  });
});

describe('dateBlock: the date at the head of a list row', () => {
  it('is the short weekday, the day and the three-letter month, as the value gives the day', () => {
    expect(dateStyles.dateBlock('2026-09-22T21:00')).toEqual({ weekday: 'Tue', day: '22', month: 'Sep' });
    expect(dateStyles.dateBlock('2027-03-05')).toEqual({ weekday: 'Fri', day: '5', month: 'Mar' });
    // The wall clock as written, whatever the offset: late on the 31st stays the 31st.
    expect(dateStyles.dateBlock('2026-12-31T23:30:00+09:00')).toEqual({ weekday: 'Thu', day: '31', month: 'Dec' });
  });

  it('is null for a value that is not a date', () => {
    expect(dateStyles.dateBlock('2026-02-30')).toBeNull();
    expect(dateStyles.dateBlock('soon')).toBeNull();
    expect(dateStyles.dateBlock(null)).toBeNull();
  });
});
