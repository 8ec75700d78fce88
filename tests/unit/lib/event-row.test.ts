import { ELLIPSIS, EVENT_TITLE_MAX_CHARS, TICKETS_TEXT, eventTitle } from '../../../shared/lib/catalog/event-row';

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
