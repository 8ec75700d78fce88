import { renderToStaticMarkup } from 'react-dom/server';
import { BannerSlot, type BannerItem } from '../../../shared/components/slots/banner-slot';
import { imagePresets } from '../../../shared/lib/images/image-widths';
import { srcSetFor } from '../../../shared/lib/images/image-presets';

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
  it('is offered at the widths of a full-width gallery image, through the optimiser, and waits for the viewport', () => {
    const html = renderToStaticMarkup(<BannerSlot banner={banner('cover-1')} />);
    const image = /<img [^>]*>/.exec(html)?.[0] ?? '';
    const srcSet = (/srcSet="([^"]+)"/i.exec(image)?.[1] ?? '').replace(/&amp;/g, '&');
    expect(srcSet).toBe(srcSetFor('cover-1', 'galleryScreen'));
    expect(srcSet.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(imagePresets.galleryScreen.map((w) => `${w}w`));
    expect(image).toContain('sizes="(min-width: 1280px) 1248px, 100vw"');
    expect(image).toContain('loading="lazy"');
  });

  it('is left out when the banner has no image', () => {
    expect(renderToStaticMarkup(<BannerSlot banner={banner(null)} />)).not.toContain('<img');
  });
});
