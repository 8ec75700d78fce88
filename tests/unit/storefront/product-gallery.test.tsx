/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ProductGallery } from '../../../shared/components/storefront/product-gallery';
import { CAROUSEL_AUTOPLAY_MS } from '../../../shared/lib/catalog/carousel';
import { SPEC_IMAGE_PRESETS } from '../../support/spec-image-presets';
import { click, renderAt } from './render-helpers';

const gallery = (
  <ProductGallery
    title="Harbour Crewneck"
    cover="cover-id"
    images={[
      { id: 'detail-id', url: '/assets/detail-id' },
      { id: 'worn-id', url: '/assets/worn-id' },
    ]}
  />
);

/** The alt text of the image shown now (the one slide not hidden). */
const shownImage = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('[aria-roledescription="slide"]'))
    .find((slide) => !(slide as HTMLElement).hidden)!
    .querySelector('img:not(noscript img)')!
    .getAttribute('alt');

/** The `w` descriptors of a srcset. */
const widths = (srcset: string | null) => (srcset ?? '').split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));

describe('the product gallery (decision 0079, amending 0034)', () => {
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('stays on the cover until the visitor chooses: no advance however long the page stays open', async () => {
    jest.useFakeTimers();
    const { container, unmount } = await renderAt(gallery);
    expect(shownImage(container)).toBe('Cover of Harbour Crewneck');
    await act(async () => void jest.advanceTimersByTime(CAROUSEL_AUTOPLAY_MS * 4));
    expect(shownImage(container)).toBe('Cover of Harbour Crewneck');
    unmount();
  });

  it('offers a named thumbnail button per image, marks the current one, and shows the image chosen', async () => {
    const { container, unmount } = await renderAt(gallery);
    const thumbnails = ['Show cover', 'Show image 2 of 3', 'Show image 3 of 3'].map((name) =>
      screen.getByRole<HTMLButtonElement>('button', { name }),
    );
    expect(thumbnails.map((button) => button.getAttribute('aria-current'))).toEqual(['true', null, null]);
    expect(thumbnails.every((button) => !button.disabled && button.tabIndex === 0)).toBe(true);

    await click(thumbnails[2]!);
    expect(shownImage(container)).toBe('Harbour Crewneck, image 3 of 3');
    expect(thumbnails.map((button) => button.getAttribute('aria-current'))).toEqual([null, null, 'true']);
    await click(thumbnails[0]!);
    expect(shownImage(container)).toBe('Cover of Harbour Crewneck');
    unmount();
  });

  it('draws each thumbnail at the gallery thumb widths (spec 000 §9: 360/720)', () => {
    const box = document.createElement('div');
    box.innerHTML = renderToString(gallery);
    const thumbnails = Array.from(box.querySelectorAll('button[aria-current], button[aria-label^="Show"]'));
    expect(thumbnails).toHaveLength(3);
    for (const thumbnail of thumbnails) {
      // Before hydration the image is the <noscript> copy's.
      const copy = document.createElement('div');
      copy.innerHTML = thumbnail.querySelector('noscript')!.textContent!;
      const img = copy.querySelector('img')!;
      expect(widths(img.getAttribute('srcset'))).toEqual(SPEC_IMAGE_PRESETS.galleryThumb);
      expect(img.getAttribute('sizes')).toBeTruthy();
    }
  });

  it('shows no thumbnails for a single image: there is nothing to choose', async () => {
    const { unmount } = await renderAt(<ProductGallery title="Tote" cover="cover-id" images={[]} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
    unmount();
  });
});
