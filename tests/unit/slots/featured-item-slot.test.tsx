/** @jest-environment jsdom */
import '../storefront/jsdom-polyfills';
import { FeaturedItemSlot, type FeaturedItem } from '../../../shared/components/slots/featured-item-slot';
import { playPreviewLabel } from '../../../shared/components/storefront/preview-button';
import { render } from '../storefront/render-helpers';

const now = new Date('2026-11-22T12:00:00Z');

const release = (dates: Partial<FeaturedItem>): FeaturedItem => ({
  id: '41',
  title: 'Glass Harbour',
  href: '/products/glass-harbour',
  reference_type: 'release',
  typeLabel: 'Album',
  artist: { name: 'Nova Reed', href: '/artists/nova-reed' },
  image: '/assets/cover-41',
  release_date: null,
  date_available: null,
  ...dates,
});

describe('FeaturedItemSlot (spec 000 §2 "Featured item block")', () => {
  it('shows image, title and a "by artist" link to the artist page', async () => {
    const { container, unmount } = await render(<FeaturedItemSlot item={release({ release_date: '2026-01-10' })} now={now} />);
    expect(container.querySelector('h2 a')?.getAttribute('href')).toBe('/products/glass-harbour');
    expect(container.querySelector('h2')?.textContent).toBe('Glass Harbour');
    const by = [...container.querySelectorAll('p')].find((p) => p.textContent?.startsWith('by '));
    expect(by?.textContent).toBe('by Nova Reed');
    expect(by?.querySelector('a')?.getAttribute('href')).toBe('/artists/nova-reed');
    const image = container.querySelector('img')!;
    // The spec's featured preset: 64 and 128 wide.
    expect(image.getAttribute('srcset')).toMatch(/w=64.* 64w, .*w=128.* 128w$/);
    unmount();
  });

  it('offers a Pre-order link, not the play button, for a release dated in the future', async () => {
    const { container, unmount } = await render(<FeaturedItemSlot item={release({ release_date: '2027-02-05' })} now={now} />);
    const preOrder = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Pre-order');
    expect(preOrder?.getAttribute('href')).toBe('/products/glass-harbour');
    expect(container.querySelector('button')).toBeNull();
    unmount();
  });

  it('offers the preview play button for a release already out', async () => {
    const { container, unmount } = await render(<FeaturedItemSlot item={release({ release_date: '2026-11-22' })} now={now} />);
    const play = container.querySelector('button')!;
    expect(play.getAttribute('aria-label')).toBe(playPreviewLabel('Glass Harbour'));
    expect(play.dataset.referenceId).toBe('41');
    expect([...container.querySelectorAll('a')].some((a) => a.textContent === 'Pre-order')).toBe(false);
    unmount();
  });

  it('leaves the artist line out when there is no artist', async () => {
    const { container, unmount } = await render(<FeaturedItemSlot item={release({ artist: null })} now={now} />);
    expect([...container.querySelectorAll('p')].some((p) => p.textContent?.startsWith('by '))).toBe(false);
    unmount();
  });
});
