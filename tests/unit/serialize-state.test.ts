import { serializeForScript } from '../../shared/lib/transport/serialize-state';

describe('serializeForScript', () => {
  it('escapes everything that could end the script element or open a comment', () => {
    const text = serializeForScript({ a: '</script><script>alert(1)</script>', b: '<!-- x -->', c: 'a & b' });
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e');
  });

  it('escapes the line separators', () => {
    expect(serializeForScript('\u2028\u2029')).toBe('"\\u2028\\u2029"');
  });

  it('reads back to the same value', () => {
    const value = { html: '<p>Hi & bye</p>', nested: [{ quote: '"\'' }], line: 'a\u2028b', n: 1, none: null };
    expect(JSON.parse(serializeForScript(value))).toEqual(value);
  });
});
