import type { ReactNode } from 'react';
import { FOCUS_RING } from '../focus-ring';

/** A slide's thumbnail: what it shows and its button's accessible name. */
export interface CarouselThumbnail {
  face: ReactNode;
  label: string;
}

const THUMBNAIL = `block w-14 overflow-hidden rounded-md border-2 md:w-20 ${FOCUS_RING}`;

/**
 * A button per slide that shows it (a product gallery's thumbnails): in the tab order, named, the
 * slide shown marked current (aria-current) and outlined. One row beside the arrows: more than fit
 * scroll sideways instead of wrapping under them (the padding keeps the focus ring inside), and the
 * row never widens the page: it takes the room the arrows leave.
 */
export function CarouselThumbnails({
  thumbnails,
  current,
  onChoose,
}: {
  thumbnails: readonly CarouselThumbnail[];
  current: number;
  onChoose: (index: number) => void;
}) {
  return (
    <ul className="-m-1 flex w-0 min-w-0 flex-1 gap-2 overflow-x-auto p-1">
      {thumbnails.map((thumbnail, index) => (
        <li key={index} className="shrink-0">
          <button
            type="button"
            aria-label={thumbnail.label}
            aria-current={index === current || undefined}
            onClick={() => onChoose(index)}
            className={`${THUMBNAIL} ${index === current ? 'border-accent' : 'border-transparent opacity-70 hover:opacity-100'}`}
          >
            {thumbnail.face}
          </button>
        </li>
      ))}
    </ul>
  );
}
