import { ELLIPSIS, EVENT_TITLE_MAX_CHARS, TICKETS_TEXT, eventTitle, formatEventDateTime } from '../../../shared/lib/catalog/event-row';

const chars = (n: number, char = 'a') => char.repeat(n);

describe('event title', () => {
  it('pins the constants: 80 characters, the single-character ellipsis, "Tickets"', () => {
    expect(EVENT_TITLE_MAX_CHARS).toBe(80);
    expect(ELLIPSIS).toBe('…');
    expect(ELLIPSIS).toHaveLength(1);
    expect(TICKETS_TEXT).toBe('Tickets');
  });

  it('is the title when there is one', () => {
    expect(eventTitle({ title: 'Lumen Tide Night', description: chars(200) })).toBe('Lumen Tide Night');
    expect(eventTitle({ title: '  Spaced  ' })).toBe('Spaced');
  });

  it('falls back to exactly 80 characters of the description and "…"', () => {
    const description = `${chars(80, 'x')}REST OF THE TEXT`;
    const title = eventTitle({ title: null, description });
    expect(title).toBe(`${chars(80, 'x')}…`);
    expect(title).toHaveLength(81);
    expect(title.endsWith('...')).toBe(false);
  });

  it('cuts at 81 characters, not at 80', () => {
    expect(eventTitle({ description: chars(81) })).toBe(`${chars(80)}…`);
    expect(eventTitle({ description: chars(80) })).toBe(chars(80));
    expect(eventTitle({ description: chars(79) })).toBe(chars(79));
  });

  it('shows short descriptions as they are', () => {
    expect(eventTitle({ title: '', description: 'Live at the Harbour' })).toBe('Live at the Harbour');
  });

  it('counts characters, never cutting an emoji in half', () => {
    const title = eventTitle({ description: `${chars(79)}🎛️🎛️` });
    expect(Array.from(title)).toHaveLength(81);
    expect(title).toBe(`${chars(79)}🎛…`);
  });

  it('is empty with neither title nor description', () => {
    expect(eventTitle({})).toBe('');
    expect(eventTitle({ title: null, description: null })).toBe('');
  });
});

describe('event date and time', () => {
  it('is en-GB, with the time written in the value', () => {
    expect(formatEventDateTime('2027-04-30T19:00:00')).toEqual({ date: 'Fri, 30 Apr 2027', time: '19:00', dateTime: '2027-04-30T19:00' });
  });

  it("keeps the event's wall-clock time, whatever offset it is written with", () => {
    expect(formatEventDateTime('2026-03-06T21:00:00.000Z')).toMatchObject({ date: 'Fri, 6 Mar 2026', time: '21:00' });
    expect(formatEventDateTime('2024-06-01T20:30:00+09:00')).toMatchObject({ date: 'Sat, 1 Jun 2024', time: '20:30' });
    expect(formatEventDateTime('2024-06-01T23:30:00-05:00')).toMatchObject({ date: 'Sat, 1 Jun 2024', time: '23:30' });
  });

  it('shows midnight and late hours in 24-hour time', () => {
    expect(formatEventDateTime('2024-12-31T00:05')?.time).toBe('00:05');
    expect(formatEventDateTime('2024-12-31 23:59')?.time).toBe('23:59');
  });

  it('has no time for a date-only value', () => {
    expect(formatEventDateTime('2025-01-01')).toEqual({ date: 'Wed, 1 Jan 2025', time: null, dateTime: '2025-01-01' });
  });

  it('is null for values that are not dates', () => {
    for (const bad of ['', 'tomorrow', '2024-02-30T19:00', '2024-06-01T24:00', '2024-06-01T19:60', null, undefined]) {
      expect({ bad, formatted: formatEventDateTime(bad) }).toEqual({ bad, formatted: null });
    }
  });
});
