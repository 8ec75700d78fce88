import { island } from '../../app/island';
import { Carousel } from './carousel';
import { ResponsiveImage } from './responsive-image';
import { imageSource } from '../../lib/images/image-presets';

export interface GalleryImage {
  id: string;
  url: string;
}

/** The gallery's accessible name. */
export const galleryLabel = (title: string) => `Images of ${title}`;

/** A thumbnail button's accessible name: the cover, or the image's place in the gallery. */
export const thumbnailLabel = (isCover: boolean, position: number, count: number) =>
  isCover ? 'Show cover' : `Show image ${position} of ${count}`;

/**
 * A product's images, the cover first, then its gallery (decisions 0034, 0079): the generic
 * carousel without autoplay — a visitor came for this cover and it stays until they choose another
 * image, by a thumbnail (the gallery thumb widths, spec 000 §9: 360/720), Prev and Next or a swipe.
 * The images are at the gallery screen widths (640/828/1080/2000); the cover is the page's largest
 * paint, so it loads at once.
 */
export function ProductGallery({ title, cover, images }: { title: string; cover: string | null; images: readonly GalleryImage[] }) {
  // Addresses, so the cover is found in the gallery whether it came as an id or with its version.
  const sources = [...(cover ? [imageSource(cover)] : []), ...images.map((image) => image.url)].filter(
    (source, index, all) => all.indexOf(source) === index,
  );
  if (sources.length === 0) return <div className="aspect-square w-full rounded-lg bg-white/5" />;
  const isCover = (index: number) => cover !== null && index === 0;
  const slides = sources.map((source, index) => (
    <ResponsiveImage
      key={source}
      src={source}
      preset="galleryScreen"
      alt={isCover(index) ? `Cover of ${title}` : `${title}, image ${index + 1} of ${sources.length}`}
      sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
      priority={index === 0}
      className="w-full rounded-lg"
    />
  ));
  // The button carries the name; the image in it is its face.
  const thumbnails = sources.map((source, index) => ({
    face: <ResponsiveImage src={source} preset="galleryThumb" alt="" />,
    label: thumbnailLabel(isCover(index), index + 1, sources.length),
  }));
  return <Carousel slides={slides} label={galleryLabel(title)} autoplayMs={0} thumbnails={thumbnails} />;
}

/** The gallery as an island of its own (docs/decisions/0118): its code loads as it comes near. */
export const ProductGalleryIsland = island('product-gallery', ProductGallery);
