const ELEMENT = /<(img|link)\b[^>]*>/gi;
const ATTRIBUTE = /\s(src|srcset|imagesrcset)="([^"]*)"/gi;
/** The site's own images: the optimiser, or an asset by id (build files have a dot in the name). */
const OWN_IMAGE = /^\/(?:_next\/image\?|assets\/[^./?]+(?:\?|$))/;

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The addresses in a src or srcset value (each srcset candidate is "url descriptor"). */
function addresses(name: string, value: string): string[] {
  if (name === 'src') return [value.trim()];
  return value
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/**
 * The site's own image variants a page's HTML asks for — every srcset candidate and src of its
 * first `maxImages` <img> elements, and of image preloads before them — in document order, each
 * once: what a warm-up fetches so the first visitor finds them made.
 */
export function pageImageUrls(html: string, maxImages: number): string[] {
  const found = new Set<string>();
  let images = 0;
  for (const element of html.matchAll(ELEMENT)) {
    const tag = element[0];
    const isImage = element[1]!.toLowerCase() === 'img';
    if (images >= maxImages) break;
    if (!isImage && !/\bas="image"/i.test(tag)) continue;
    if (isImage) images += 1;
    // The srcset's candidates first (what browsers pick from), then the src fallback.
    const attributes = [...tag.matchAll(ATTRIBUTE)].map((match) => [match[1]!.toLowerCase(), decodeEntities(match[2]!)] as const);
    attributes.sort(([a], [b]) => Number(a === 'src') - Number(b === 'src'));
    for (const [name, value] of attributes) {
      for (const address of addresses(name, value)) {
        if (OWN_IMAGE.test(address)) found.add(address);
      }
    }
  }
  return [...found];
}
