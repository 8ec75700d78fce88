import {
  OUTSIDE_LINK_ATTRIBUTES,
  SERVER_PATH_PREFIXES,
  internalPath,
  isExternalLink,
  isInternalLink,
  isPlainClick,
  keepsScrollPosition,
  routerHref,
} from '../../../shared/lib/routing/site-links';

describe('links', () => {
  const options = { siteOrigins: ['https://lumentide.example'] };

  it.each([
    '/',
    '/releases',
    '/about/the-label',
    '/features/a-post',
    '/events/x',
    '/artists/sera-lumin',
    '/products/hourglass-2',
    '/products/hourglass-2/vinyl',
    '/products/12-hourglass-2/34-vinyl',
    '/releases?label=lumen-tide',
    '/about#team',
    '#top',
    '?year=2024',
  ])('%s is internal', (href) => {
    expect(isInternalLink(href)).toBe(true);
    expect(isExternalLink(href)).toBe(false);
  });

  it('keeps the path, query and hash of an internal link', () => {
    expect(internalPath('/releases?year=2024#grid')).toBe('/releases?year=2024#grid');
    expect(internalPath('https://lumentide.example/artists/a?x=1#b', options)).toBe('/artists/a?x=1#b');
  });

  it('treats absolute URLs on the site origin as internal', () => {
    expect(isInternalLink('https://lumentide.example/events/x', options)).toBe(true);
    expect(isExternalLink('https://lumentide.example/events/x', options)).toBe(false);
    expect(isInternalLink('https://lumentide.example/events/x')).toBe(false);
  });

  it.each(['https://copperfern.example', 'http://other.example/releases', '//cdn.example/a', 'mailto:hello@example.com', 'tel:+441234'])(
    '%s is external',
    (href) => {
      expect(isInternalLink(href, options)).toBe(false);
      expect(isExternalLink(href, options)).toBe(true);
    },
  );

  it("does not route the server's own files and API, nor bare relative paths", () => {
    expect(SERVER_PATH_PREFIXES).toEqual(['/assets/', '/_next/', '/api/', '/graphql', '/healthz', '/readyz']);
    for (const href of [
      '/assets/abc',
      '/_next/image?url=x',
      '/api/contact',
      '/graphql',
      '/healthz',
      'https://lumentide.example/assets/a',
      'about',
      '//',
    ]) {
      expect({ href, internal: isInternalLink(href, options) }).toEqual({ href, internal: false });
    }
    expect(isExternalLink('/assets/abc')).toBe(false);
    expect(isExternalLink('https://lumentide.example/assets/a', options)).toBe(false);
    expect(isInternalLink('/graphqlfoo')).toBe(true);
  });

  it('is neither for empty links', () => {
    expect(isInternalLink(null)).toBe(false);
    expect(isInternalLink('  ')).toBe(false);
    expect(isExternalLink(undefined)).toBe(false);
  });

  it('ignores malformed site origins', () => {
    expect(isInternalLink('https://lumentide.example/a', { siteOrigins: ['not a url', 'https://lumentide.example'] })).toBe(true);
  });

  it('opens outside links in a new tab with no-referrer and nofollow', () => {
    expect(OUTSIDE_LINK_ATTRIBUTES).toEqual({ target: '_blank', rel: 'noreferrer nofollow' });
  });

  it('keeps the scroll position for links with a hash', () => {
    expect(keepsScrollPosition('/about#team')).toBe(true);
    expect(keepsScrollPosition('/about')).toBe(false);
    expect(keepsScrollPosition(null)).toBe(false);
  });
});

describe('router link addresses', () => {
  // The router's location on /releases?year=2024 (under /gb, its pathname leaves the prefix out).
  const here = { pathname: '/releases' };

  it.each([
    ['/artists/a', '', '/artists/a'],
    ['/', '', '/'],
    ['/artists/a?x=1#b', '/gb', '/gb/artists/a?x=1#b'],
    ['/', '/gb', '/gb'],
    ['/?x=1', '/us', '/us?x=1'],
    ['/#top', '/eu', '/eu#top'],
    ['?format=ep', '', '/releases?format=ep'],
    ['?format=ep', '/gb', '/gb/releases?format=ep'],
    ['#grid', '', '/releases#grid'],
    ['#grid', '/gb', '/gb/releases#grid'],
  ])('%s under basename %p is %s', (to, basename, href) => {
    expect(routerHref(to, basename, here)).toBe(href);
  });

  it('handles only a plain click with the main button in this tab', () => {
    const click = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false };
    expect(isPlainClick(click, undefined)).toBe(true);
    expect(isPlainClick(click, '_self')).toBe(true);
    expect(isPlainClick(click, '_blank')).toBe(false);
    expect(isPlainClick({ ...click, button: 1 }, undefined)).toBe(false);
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const)
      expect(isPlainClick({ ...click, [key]: true }, undefined)).toBe(false);
  });
});
