import { pageImageUrls } from '../../../shared/lib/images/page-image-urls';

const hero = (w: number) => `/_next/image?url=%2Fassets%2Fhero&w=${w}&q=75`;
const tile = (id: string, w: number) => `/_next/image?url=%2Fassets%2F${id}&w=${w}&q=75`;

describe('pageImageUrls', () => {
  const html = [
    `<head><link rel="preload" as="image" imageSrcSet="${hero(640)} 640w, ${hero(2000)} 2000w" imageSizes="100vw"/>`,
    '<link rel="stylesheet" href="/assets/styles-ABC.css"/><link rel="modulepreload" href="/assets/entry-ABC.js"/></head>',
    `<body><img src="${hero(2000)}" srcSet="${hero(640)} 640w, ${hero(2000)} 2000w" alt=""/>`,
    `<img src="${tile('a', 644).replace(/&/g, '&amp;')}" srcSet="${tile('a', 162).replace(/&/g, '&amp;')} 162w, ${tile('a', 644).replace(/&/g, '&amp;')} 644w" loading="lazy"/>`,
    '<img src="https://images.example/outside.jpg" alt=""/>',
    '<img src="/assets/7d67f665-1724-41df-9301-a5c35d7153a3?fit=cover&amp;width=320&amp;height=180" alt=""/>',
    '<img src="/assets/logo-ABC.svg" alt=""/><img src="data:image/gif;base64,R0lGOD" alt=""/>',
    `<img src="${tile('b', 644)}" alt=""/></body>`,
  ].join('');

  it('lists the same-origin image variants of each image, in document order, once each, entities decoded', () => {
    expect(pageImageUrls(html, 10)).toEqual([
      hero(640),
      hero(2000),
      tile('a', 162),
      tile('a', 644),
      '/assets/7d67f665-1724-41df-9301-a5c35d7153a3?fit=cover&width=320&height=180',
      tile('b', 644),
    ]);
  });

  it('stops after the first images of the page (the first view), counting image elements only', () => {
    expect(pageImageUrls(html, 2)).toEqual([hero(640), hero(2000), tile('a', 162), tile('a', 644)]);
    expect(pageImageUrls(html, 0)).toEqual([]);
  });

  it('answers nothing for a page without images', () => {
    expect(pageImageUrls('<p>No pictures</p>', 10)).toEqual([]);
  });
});
