import { dateBlock } from '../../lib/catalog/date-styles';
import { itemDay } from '../../lib/catalog/item-dates';
import { ItemTitleLink } from './item-title-link';
import type { TileItem } from './storefront-types';

export interface DateListProps {
  items: readonly TileItem[];
  /** The collection the items come from: events (their date and venue) or posts (their publication). */
  collection: string;
  /** Names the list (the collection's heading id). */
  labelledBy?: string;
}

/**
 * A collection as a date list (a collection view's `list` display): one row per item, opening with
 * a date block — the day large, weekday and month small — then the title, which is the row's link,
 * the date written in full as everywhere else, and an event's venue. No type label: every row is
 * the same kind.
 */
export function DateList({ items, collection, labelledBy }: DateListProps) {
  return (
    <ul role="list" aria-labelledby={labelledBy} className="divide-y divide-white/10 border-y border-white/10">
      {items.map((item, index) => {
        const value = collection === 'posts' ? item.date_published : item.date;
        const block = dateBlock(value);
        const day = itemDay(collection, value);
        const venue = [item.venue?.name, item.venue?.location].filter(Boolean).join(', ');
        return (
          <li key={item.id ?? index} className="group relative flex items-center gap-4 py-4 md:gap-6">
            <div
              data-date-block=""
              aria-hidden="true"
              className="flex w-16 shrink-0 flex-col items-center rounded-lg bg-white/[0.06] py-2 leading-none uppercase"
            >
              {block ? (
                <>
                  <span className="text-xs tracking-widest text-paper/70">{block.weekday}</span>
                  <span className="my-1 text-2xl font-bold tabular-nums">{block.day}</span>
                  <span className="text-xs tracking-widest text-accent">{block.month}</span>
                </>
              ) : null}
            </div>
            <div className="min-w-0 flex-1">
              <h3 className="font-semibold leading-snug break-words md:text-lg">
                <ItemTitleLink item={item} />
              </h3>
              <p className="text-sm text-paper/70">
                {day ? <time dateTime={day.dateTime}>{day.text}</time> : null}
                {day && venue ? ' · ' : null}
                {venue}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
