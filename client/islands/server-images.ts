import { onceNearViewport } from '../../shared/components/storefront/near-viewport';
import {
  LAZY_LOAD_ROOT_MARGIN,
  LAZY_SOURCE_ATTRIBUTE,
  LAZY_SRCSET_ATTRIBUTE,
  srcSetWithoutFailedCandidate,
} from '../../shared/lib/images/image-presets';

/**
 * What ResponsiveImage does for an image React hydrates, done for the images a page keeps as the
 * server's HTML (docs/decisions/0118), without React: a lazy image gets its address when its box
 * comes within 200 px of the viewport (spec 000 §9; the browser's own lazy loading starts much
 * farther away), and an image that fails drops its 2000-wide candidate once (spec 000 §4 "Images").
 * Images outside islands only: an island's images are its component's.
 */
export function watchServerImages(scope: ParentNode): void {
  for (const image of scope.querySelectorAll<HTMLImageElement>(`img[${LAZY_SOURCE_ATTRIBUTE}]`)) {
    if (image.closest('[data-island]')) continue;
    onceNearViewport(image.parentElement ?? image, LAZY_LOAD_ROOT_MARGIN, () => giveAddress(image));
  }
  // Failed before this ran (the first screen's images load with the document).
  for (const image of scope.querySelectorAll<HTMLImageElement>('img[srcset]')) {
    if (image.complete && image.naturalWidth === 0 && !image.closest('[data-island]')) recover(image);
  }
}

function giveAddress(image: HTMLImageElement) {
  const srcSet = image.getAttribute(LAZY_SRCSET_ATTRIBUTE);
  const source = image.getAttribute(LAZY_SOURCE_ATTRIBUTE);
  image.removeAttribute(LAZY_SOURCE_ATTRIBUTE);
  image.removeAttribute(LAZY_SRCSET_ATTRIBUTE);
  if (srcSet) image.srcset = srcSet;
  if (source) image.src = source;
  // Hidden until then, so a browser's broken-image mark never shows.
  image.classList.remove('invisible');
  // Its <noscript> copy is for browsers without script.
  image.parentElement?.querySelector('noscript')?.remove();
}

/** Once per image: without the 2000-wide candidate, the browser picks another and tries again. */
function recover(image: HTMLImageElement) {
  const srcSet = image.getAttribute('srcset') ?? '';
  const kept = srcSetWithoutFailedCandidate(srcSet);
  if (kept !== srcSet) image.srcset = kept;
}

/** Image errors do not bubble; the page hears them in the capture phase, those of images added later too. */
export function recoverFailedServerImages(): void {
  document.addEventListener(
    'error',
    (event) => {
      const image = event.target;
      if (image instanceof HTMLImageElement && image.hasAttribute('srcset') && !image.closest('[data-island]')) recover(image);
    },
    true,
  );
}
