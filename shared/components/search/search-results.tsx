import { itemDay } from '../../lib/catalog/item-dates';
import { NOTHING_FOUND_TEXT, searchArtistSuffix, searchRows, type SearchResultsData } from '../../lib/frame/search';
import { FOCUS_RING } from '../focus-ring';
import { SmartLink } from '../storefront/smart-link';

export interface SearchResultsProps {
  results: SearchResultsData;
  /** Called when a row is chosen (the overlay closes itself). */
  onChoose?: () => void;
}

/**
 * The rows of a search answer (spec 001 §2): type label, title or name, and ' - {artist}' where an
 * artist applies; product groups, then artists, posts and events; 'Nothing found.' when empty.
 * Shared by the overlay and the /search page, so both read the same.
 */
export function SearchResults({ results, onChoose }: SearchResultsProps) {
  const rows = searchRows(results);
  if (rows.length === 0) {
    return (
      <p role="status" className="py-6 text-lg text-paper/80">
        {NOTHING_FOUND_TEXT}
      </p>
    );
  }
  return (
    <ul role="list" className="divide-y divide-white/10">
      {rows.map((row) => {
        const day = itemDay(row.collection, row.date);
        return (
          <li key={`${row.collection}:${row.href}`}>
            <SmartLink
              href={row.href}
              onClick={onChoose}
              className={`group -mx-2 flex flex-col gap-1 rounded px-2 py-3 hover:bg-white/5 sm:flex-row sm:items-baseline sm:gap-4 ${FOCUS_RING}`}
            >
              {row.typeLabel ? (
                <>
                  <span className="shrink-0 text-xs font-semibold uppercase tracking-widest text-accent sm:w-28">{row.typeLabel}</span>{' '}
                </>
              ) : null}
              <span className={`min-w-0 text-base group-hover:text-accent ${row.typeLabel ? '' : 'sm:ml-32'}`}>
                <span className="font-semibold">{row.title}</span>
                {row.artist ? <span className="text-paper/70">{searchArtistSuffix(row.artist)}</span> : null}
                {day ? (
                  <span className="text-paper/70">
                    {' · '}
                    <time dateTime={day.dateTime}>{day.text}</time>
                  </span>
                ) : null}
              </span>
            </SmartLink>
          </li>
        );
      })}
    </ul>
  );
}
