import { renderToStaticMarkup } from 'react-dom/server';
import { BannerSlot, type BannerItem } from '../../../shared/components/slots/banner-slot';

const banner = (image: string | null) =>
  ({
    __typename: 'Banner',
    id: '1',
    title: 'Pre-order',
    layout: 'centered',
    image,
    blocks: [],
    link_url: null,
    button_text: null,
  }) as unknown as BannerItem;

describe('a banner’s background', () => {
  it('is offered at a phone’s, a tablet’s and the page’s width, each cropped to 16:9, and waits for the viewport', () => {
    const html = renderToStaticMarkup(<BannerSlot banner={banner('cover-1')} />);
    const image = /<img [^>]*>/.exec(html)?.[0] ?? '';
    const candidates = /srcSet="([^"]+)"/i.exec(image)?.[1]?.split(', ') ?? [];
    expect(candidates.map((candidate) => candidate.split(' ')[1])).toEqual(['640w', '1024w', '1600w']);
    for (const candidate of candidates) {
      const url = new URL(candidate.split(' ')[0]!.replace(/&amp;/g, '&'), 'https://label.example');
      const width = Number(url.searchParams.get('width'));
      expect(url.pathname).toBe('/assets/cover-1');
      expect(Number(url.searchParams.get('height'))).toBe(Math.round((width * 9) / 16));
    }
    expect(image).toContain(
      'src="/assets/cover-1?fit=cover&amp;withoutEnlargement=true&amp;format=jpg&amp;width=1600&amp;quality=75&amp;height=900"',
    );
    expect(image).toContain('loading="lazy"');
  });

  it('is left out when the banner has no image', () => {
    expect(renderToStaticMarkup(<BannerSlot banner={banner(null)} />)).not.toContain('<img');
  });
});
