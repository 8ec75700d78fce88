import { htmlToText } from '../lib/markup/html-text';
import type { BlockOf } from './block-types';
import { Html } from './html';

/** Widths of the gallery screen preset (spec 000 §9), through the image optimiser. */
const WIDTHS = [640, 828, 1080, 2000];

function sourceOf(block: BlockOf<'ImageBlock'>): string | undefined {
  const { file, url } = block.data;
  if (file?.id) return `/assets/${file.id}`;
  return file?.url ?? url ?? undefined;
}

/** An image from a content file (asset id) or an address, with its caption. */
export function ImageBlock({ block }: { block: BlockOf<'ImageBlock'> }) {
  const src = sourceOf(block);
  if (!src) return null;
  const own = src.startsWith('/assets/');
  const optimised = (width: number) => `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=75`;
  const { width, height } = block.data.file ?? {};
  const alt = block.data.caption ? htmlToText(block.data.caption) : '';
  return (
    <figure className="my-8">
      <img
        src={own ? optimised(1080) : src}
        srcSet={own ? WIDTHS.map((w) => `${optimised(w)} ${w}w`).join(', ') : undefined}
        sizes="(min-width: 768px) 768px, 100vw"
        width={width ?? undefined}
        height={height ?? undefined}
        alt={alt}
        loading="lazy"
        decoding="async"
        className="h-auto w-full rounded-lg bg-white/5"
      />
      {block.data.caption ? <Html as="figcaption" html={block.data.caption} className="mt-2 text-sm text-paper/70" /> : null}
    </figure>
  );
}
