import { splitLocalePath } from '../../shared/lib/routing/locale-path';

describe('splitLocalePath', () => {
  it.each([
    ['/gb/releases', { locale: 'gb', basename: '/gb', path: '/releases' }],
    ['/us', { locale: 'us', basename: '/us', path: '/' }],
    ['/eu/', { locale: 'eu', basename: '/eu', path: '/' }],
    ['/releases', { locale: null, basename: '', path: '/releases' }],
    ['/fr/releases', { locale: null, basename: '', path: '/fr/releases' }],
    ['/gbx', { locale: null, basename: '', path: '/gbx' }],
    ['/', { locale: null, basename: '', path: '/' }],
  ])('%s', (pathname, expected) => expect(splitLocalePath(pathname)).toEqual(expected));
});
