import { Carousel } from './carousel';
import { ResponsiveImage } from './responsive-image';

export interface GalleryImage {
  id: string;
  url: string;
}

/** The gallery's accessible name. */
export const galleryLabel = (title: string) => `Images of ${title}`;

/**
 * A product's images (the cover first, then its gallery) in the generic carousel (spec 000 §2: 3000 ms
 * autoplay, Prev and Next, paused while hidden, stopped by interaction), each at the gallery screen
 * widths (§9: 640/828/1080/2000). The cover is the page's largest paint, so it loads at once.
 */
export function ProductGallery({ title, cover, images }: { title: string; cover: string | null; images: readonly GalleryImage[] }) {
  const sources = [...(cover ? [cover] : []), ...images.map((image) => image.id)].filter(
    (source, index, all) => all.indexOf(source) === index,
  );
  if (sources.length === 0) return <div className="aspect-square w-full rounded-lg bg-white/5" />;
  const slides = sources.map((source, index) => (
    <ResponsiveImage
      key={source}
      src={source}
      preset="galleryScreen"
      alt={index === 0 ? `Cover of ${title}` : `${title}, image ${index + 1} of ${sources.length}`}
      sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
      priority={index === 0}
      className="w-full rounded-lg"
    />
  ));
  return <Carousel slides={slides} label={galleryLabel(title)} />;
}
