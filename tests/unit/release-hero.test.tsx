/** @jest-environment jsdom */
import './storefront/jsdom-polyfills';
import { screen } from '@testing-library/react';
import { LocaleProvider } from '../../shared/app/locale';
import { ReleaseHero, type HeroRelease } from '../../shared/components/page/release-hero';
import { playPreviewLabel } from '../../shared/components/storefront/preview-button';
import { renderAt } from './storefront/render-helpers';

const now = new Date('2026-11-22T12:00:00Z');
const price = (code: string, value: number) => ({
  __typename: 'Price' as const,
  currency: { __typename: 'Currency' as const, code },
  value,
  discount: 0,
});

const product = (id: string, format: string, value: number, extra: Partial<HeroRelease['products'][number]> = {}) => ({
  __typename: 'products' as const,
  id,
  format,
  variant: null,
  distribution: format === 'Vinyl' ? 'physical' : 'digital',
  prices: [price('GBP', value), price('USD', value + 3)],
  in_stock: true,
  date_available: null,
  items: [],
  ...extra,
});

const release = (fields: Partial<HeroRelease> = {}): HeroRelease => ({
  id: '162',
  title: 'The Northern Fathom',
  slug: 'the-northern-fathom',
  href: '/products/the-northern-fathom',
  reference_type: 'release',
  type: 'album',
  universe: null,
  release_date: '2027-05-14',
  date_available: null,
  cover_image: 'cover-162',
  image_url: '/assets/cover-162',
  short_description: null,
  artist: { id: '42', name: 'Orlaith Vennor', slug: 'orlaith-vennor', href: '/artists/orlaith-vennor' },
  label: null,
  products: [product('431', 'MP3', 8.99), product('433', 'Vinyl', 29.99, { variant: '1×LP' })],
  ...fields,
});

const hero = { image: 'home-hero', heading: 'Music from the edge of the sea', link: { url: '/releases', text: 'Browse releases' } };

async function renderHero(item: HeroRelease, locale: 'gb' | 'us' = 'gb') {
  return renderAt(
    <LocaleProvider locale={locale} defaultLocale="gb" now={now}>
      <ReleaseHero title="Lumen Tide" hero={hero} release={item} />
    </LocaleProvider>,
  );
}

describe('ReleaseHero: a page that opens with a record', () => {
  it('shows the whole square cover, the title linking to the release, the artist and a large play button', async () => {
    const { container } = await renderHero(release());
    const section = container.querySelector('section[data-hero]')!;
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lumen Tide');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('The Northern Fathom');
    expect(screen.getByRole('link', { name: 'The Northern Fathom' }).getAttribute('href')).toBe('/products/the-northern-fathom');
    expect(screen.getByRole('link', { name: 'Orlaith Vennor' }).getAttribute('href')).toBe('/artists/orlaith-vennor');
    // The page's artwork first, behind; then the cover, square and fetched first.
    const [backdrop, cover] = [...section.querySelectorAll('img:not(noscript img)')] as HTMLImageElement[];
    expect(backdrop!.getAttribute('srcset')).toContain('home-hero');
    expect(backdrop!.getAttribute('fetchpriority')).toBe('low');
    expect(cover!.getAttribute('srcset')).toContain('cover-162');
    expect(cover!.getAttribute('fetchpriority')).toBe('high');
    expect(cover!.parentElement!.className).toContain('aspect-square');
    const play = screen.getByRole('button', { name: playPreviewLabel('The Northern Fathom') });
    expect(play.getAttribute('data-reference-id')).toBe('162');
    expect(play.className).toContain('h-14 w-14');
    // The page's own words and link stay.
    expect(screen.getByRole('link', { name: 'Browse releases' }).getAttribute('href')).toBe('/releases');
    expect(section.textContent).toContain('Music from the edge of the sea');
  });

  it("offers the lead format's price and Add to Basket; a pre-order says so and when it ships", async () => {
    const { container } = await renderHero(release());
    const call = container.querySelector('[data-buy-call]')!;
    expect(call.textContent).toContain('Pre-order');
    expect(call.textContent).toContain('Vinyl, 1×LP');
    expect(call.textContent).toContain('£29.99');
    expect(call.textContent).toContain('Ships on 14 May 2027');
    expect(call.querySelector('button[data-product-id]')?.textContent).toBe('Add to Basket');
    expect(call.querySelector('button[data-product-id]')?.getAttribute('data-product-id')).toBe('433');
  });

  it('a lead format available after the release date ships on its own day, as the release page says', async () => {
    const vinylLater = product('433', 'Vinyl', 29.99, { variant: '1×LP', date_available: '2027-06-01' });
    const { container } = await renderHero(release({ products: [product('431', 'MP3', 8.99), vinylLater] }));
    expect(container.querySelector('[data-buy-call]')!.textContent).toContain('Ships on 1 June 2027');
  });

  it("in the visitor's currency; a release already out says Out now and no ship date", async () => {
    const { container } = await renderHero(release({ release_date: '2026-03-01' }), 'us');
    const call = container.querySelector('[data-buy-call]')!;
    expect(call.textContent).toContain('Out now');
    expect(call.textContent).toContain('$32.99');
    expect(call.textContent).not.toContain('Ships on');
  });

  it('has no buy call without products, and no play button for a group that is not a release', async () => {
    const { container } = await renderHero(release({ products: [], reference_type: 'other' }));
    expect(container.querySelector('[data-buy-call]')).toBeNull();
    expect(screen.queryByRole('button', { name: playPreviewLabel('The Northern Fathom') })).toBeNull();
  });
});
