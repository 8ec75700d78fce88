import type { FileArt } from '../sources/content/model';
import type { GeneratedImageRequest } from './cover-art';
import { eventFlyerSvg } from './event-flyer';
import { headlineCardSvg } from './headline-card';
import { merchMockupSvg } from './merch-mockup';
import { nameCardSvg } from './name-card';
import { rasteriseSvg } from './rasterise';
import { backSleeveSvg, centreLabelSvg, packshotSvg } from './record-gallery';
import { showArtworkSvg } from './show-artwork';

/** The picture a file record's art describes (model.ts FileArt), as SVG. */
export function fileArtSvg(art: FileArt, request: GeneratedImageRequest): string {
  switch (art.style) {
    case 'flyer':
      return eventFlyerSvg(request, art);
    case 'show':
      return showArtworkSvg(request, art);
    case 'headline':
      return headlineCardSvg(request, art);
    case 'name':
      return nameCardSvg(request, art.name);
    case 'back-sleeve':
      return backSleeveSvg(request, art);
    case 'centre-label':
      return centreLabelSvg(request, art);
    case 'packshot':
      return packshotSvg(request, art);
    case 'merch':
      return merchMockupSvg(request, art);
  }
}

export async function renderFileArt(art: FileArt, request: GeneratedImageRequest): Promise<Buffer> {
  return rasteriseSvg(fileArtSvg(art, request), request.width, request.height);
}
