import { itemDay } from '../../lib/catalog/item-dates';
import { itemImage } from '../../lib/catalog/item-derivations';
import { ResponsiveImage } from './responsive-image';
import { ItemTitleLink } from './item-title-link';
import type { TileItem } from './storefront-types';

export interface LeadStoryListProps {
  items: readonly TileItem[];
  /** The collection the items come from (posts: their publication day). */
  collection: string;
  /** Names the list (the collection's heading id). */
  labelledBy?: string;
}

/** One story: its picture, its title as the link over the whole of it, its day; the lead adds its summary. */
function Story({ item, collection, lead }: { item: TileItem; collection: string; lead: boolean }) {
  const day = itemDay(collection, item.date_published ?? item.date);
  return (
    <article data-lead={lead ? '' : undefined} className={`group relative flex h-full ${lead ? 'flex-col gap-4' : 'items-center gap-4'}`}>
      <ResponsiveImage
        src={itemImage(item)}
        preset="grid"
        alt=""
        aspect={lead ? 'video' : 'square'}
        sizes={lead ? '(min-width: 768px) 50vw, 100vw' : '96px'}
        className={`shrink-0 rounded-lg ${lead ? 'w-full' : 'w-20 md:w-24'}`}
      />
      <div className="min-w-0">
        <h3 className={`font-semibold leading-snug ${lead ? 'text-2xl tracking-tight md:text-3xl' : ''}`}>
          <ItemTitleLink item={item} />
        </h3>
        {day ? (
          <p className="mt-1 text-sm text-paper/70">
            <time dateTime={day.dateTime}>{day.text}</time>
          </p>
        ) : null}
        {lead && item.summary ? <p className="mt-3 line-clamp-3 text-paper/85">{item.summary}</p> : null}
      </div>
    </article>
  );
}

/**
 * A collection as a lead story and a few more (a collection view's `lead` display): the first item
 * large with its summary, the next ones as compact rows beside it on a wide screen and under it on a
 * phone. No type label: every story is the same kind.
 */
export function LeadStoryList({ items, collection, labelledBy }: LeadStoryListProps) {
  const [lead, ...more] = items;
  if (!lead) return null;
  return (
    <ul role="list" aria-labelledby={labelledBy} className="grid gap-8 md:grid-cols-[3fr_2fr] md:gap-10">
      <li>
        <Story item={lead} collection={collection} lead />
      </li>
      <li>
        <ul role="list" className="flex flex-col gap-5">
          {more.map((item, index) => (
            <li key={item.id ?? index}>
              <Story item={item} collection={collection} lead={false} />
            </li>
          ))}
        </ul>
      </li>
    </ul>
  );
}
