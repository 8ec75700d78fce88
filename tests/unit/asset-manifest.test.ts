import { modulePreloadsFor } from '../../server/render/asset-manifest';

describe('modulePreloadsFor', () => {
  const manifest = {
    entry: '/assets/entry-A.js',
    stylesheets: [],
    pages: {
      'content-page': ['/assets/content-page-B.js', '/assets/chunks/c-1.js', '/assets/entry-A.js'],
      'artist-page': ['/assets/artist-page-C.js', '/assets/chunks/c-1.js'],
    },
  };

  it('lists the chunks of the matched pages once each, without the entry', () => {
    expect(modulePreloadsFor(manifest, ['content-page', 'artist-page'])).toEqual([
      '/assets/content-page-B.js',
      '/assets/chunks/c-1.js',
      '/assets/artist-page-C.js',
    ]);
  });

  it('lists nothing for a page the build does not know', () => {
    expect(modulePreloadsFor(manifest, ['missing'])).toEqual([]);
  });
});
