import { sameSiteTarget } from '../../shared/lib/routing/same-site-target';

const origin = 'https://label.test';

describe('sameSiteTarget', () => {
  it.each([
    ['/contact', '/contact'],
    ['/gb/contact?contact=sent#x', '/gb/contact?contact=sent#x'],
    ['/', '/'],
    ['/releases/a/../b', '/releases/b'],
    ['/search?q=%2F%2Fx', '/search?q=%2F%2Fx'],
  ])('keeps %s as %s', (input, expected) => {
    expect(sameSiteTarget(input, origin, { keep: 'path-query-hash' })).toBe(expected);
  });

  it('keeps only the path when asked', () => {
    expect(sameSiteTarget('/gb/contact?contact=sent#x', origin, { keep: 'path' })).toBe('/gb/contact');
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/.//evil.example',
    '/./\\evil.example',
    '/a/..//evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/.%2F%2Fevil.example',
    '/\t/evil.example',
    '/\r\nLocation: https://evil.example',
    '/%0d%0aSet-Cookie:x=1',
    '/%ff',
    'https://evil.example/',
    'javascript:alert(1)',
    'contact',
    '',
    '/'.padEnd(2049, 'a'),
    42,
    undefined,
    null,
  ])('refuses %p', (input) => {
    expect(sameSiteTarget(input, origin, { keep: 'path-query-hash' })).toBeUndefined();
    expect(sameSiteTarget(input, origin, { keep: 'path' })).toBeUndefined();
  });
});
