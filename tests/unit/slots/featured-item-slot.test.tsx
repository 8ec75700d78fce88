/** @jest-environment jsdom */
import '../storefront/jsdom-polyfills';
import { FeaturedItemSlot, type FeaturedItem } from '../../../shared/components/slots/featured-item-slot';
import { playPreviewLabel } from '../../../shared/components/storefront/preview-button';
import { screen } from '@testing-library/react';
import { renderAt } from '../storefront/render-helpers';

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
    const { container } = await renderAt(<FeaturedItemSlot item={release({ release_date: '2026-01-10' })} now={now} />);
    expect(screen.getByRole('link', { name: 'Glass Harbour' }).getAttribute('href')).toBe('/products/glass-harbour');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Glass Harbour');
    const by = [...container.querySelectorAll('p')].find((p) => p.textContent?.startsWith('by '));
    expect(by?.textContent).toBe('by Nova Reed');
    expect(screen.getByRole('link', { name: 'Nova Reed' }).getAttribute('href')).toBe('/artists/nova-reed');
    expect(by?.contains(screen.getByRole('link', { name: 'Nova Reed' }))).toBe(true);
    const image = container.querySelector('img')!;
    // The spec's featured preset: 64 and 128 wide.
    expect(image.getAttribute('srcset')).toMatch(/w=64.* 64w, .*w=128.* 128w$/);
  });

  it('offers a Pre-order link, not the play button, for a release dated in the future', async () => {
    const { container } = await renderAt(<FeaturedItemSlot item={release({ release_date: '2027-02-05' })} now={now} />);
    const preOrder = screen.getByRole('link', { name: 'Pre-order' });
    expect(preOrder.getAttribute('href')).toBe('/products/glass-harbour');
    expect(container.querySelector('button')).toBeNull();
  });

  it('offers the preview play button for a release already out', async () => {
    const { container } = await renderAt(<FeaturedItemSlot item={release({ release_date: '2026-11-22' })} now={now} />);
    const play = screen.getByRole('button', { name: playPreviewLabel('Glass Harbour') });
    expect(play.getAttribute('aria-label')).toBe(playPreviewLabel('Glass Harbour'));
    expect(container.querySelectorAll('button')).toHaveLength(1);
    expect(play.dataset.referenceId).toBe('41');
    expect(screen.queryByRole('link', { name: 'Pre-order' })).toBeNull();
  });

  it('leaves the artist line out when there is no artist', async () => {
    const { container } = await renderAt(<FeaturedItemSlot item={release({ artist: null })} now={now} />);
    expect([...container.querySelectorAll('p')].some((p) => p.textContent?.startsWith('by '))).toBe(false);
  });
});
