import { useId } from 'react';
import { itemDay } from '../../lib/catalog/item-dates';
import {
  NO_RESULTS_HINT_TEXT,
  noResultsText,
  NOTHING_FOUND_TEXT,
  searchArtistSuffix,
  searchGroups,
  type SearchResultRow,
  type SearchResultsData,
} from '../../lib/frame/search';
import { FOCUS_RING } from '../focus-ring';
import { ResponsiveImage } from '../storefront/responsive-image';
import { SmartLink } from '../storefront/smart-link';
import { titleTileColours } from '../../lib/catalog/title-tile';
import { BrowseLinks } from './browse-links';

export interface SearchResultsProps {
  results: SearchResultsData;
  /** The text searched: the no-result state says what it was. */
  text?: string;
  /** Called when a row is chosen (the overlay closes itself). */
  onChoose?: () => void;
}

/**
 * A row without a picture: the title's first letter on the title's colours (the typographic tile,
 * at thumbnail size). Drawn by CSS from an attribute, so the row's text stays the title alone.
 */
function InitialTile({ title }: { title: string }) {
  return (
    <div
      data-title-tile=""
      data-initial={[...title.trim()][0] ?? ''}
      aria-hidden="true"
      className="absolute inset-0 grid place-items-center font-display text-xl font-bold uppercase before:content-[attr(data-initial)]"
      style={titleTileColours(title)}
    />
  );
}

/** One row: a small picture (a portrait is round), then type label, title, ' - artist' and a day. */
function SearchRow({ row, onChoose }: { row: SearchResultRow; onChoose?: () => void }) {
  const day = itemDay(row.collection, row.date);
  return (
    <li>
      <SmartLink
        href={row.href}
        onClick={onChoose}
        className={`group -mx-2 flex items-center gap-3 rounded px-2 py-2 hover:bg-white/5 sm:gap-4 ${FOCUS_RING}`}
      >
        <ResponsiveImage
          src={row.image}
          preset="featured"
          sizes="48px"
          alt=""
          placeholder={<InitialTile title={row.title} />}
          className={`w-12 shrink-0 ${row.collection === 'artists' ? 'rounded-full' : 'rounded-sm'}`}
        />
        <span className="flex min-w-0 flex-col gap-0.5 sm:flex-row sm:items-baseline sm:gap-4">
          {row.typeLabel ? (
            <>
              <span className="shrink-0 text-xs font-semibold uppercase tracking-widest text-accent sm:w-24">{row.typeLabel}</span>{' '}
            </>
          ) : null}
          <span className={`min-w-0 text-base group-hover:text-accent ${row.typeLabel ? '' : 'sm:ml-28'}`}>
            <span className="font-semibold">{row.title}</span>
            {row.artist ? <span className="text-paper/70">{searchArtistSuffix(row.artist)}</span> : null}
            {day ? (
              <span className="text-paper/70">
                {' · '}
                <time dateTime={day.dateTime}>{day.text}</time>
              </span>
            ) : null}
          </span>
        </span>
      </SmartLink>
    </li>
  );
}

function SearchGroupList({ heading, rows, onChoose }: { heading: string; rows: SearchResultRow[]; onChoose?: () => void }) {
  const headingId = useId();
  return (
    <section data-search-group="" aria-labelledby={headingId}>
      <h2 id={headingId} className="border-b border-white/15 pb-2 text-sm font-semibold uppercase tracking-widest text-paper/70">
        {heading}
      </h2>
      <ul role="list" className="mt-1">
        {rows.map((row) => (
          <SearchRow key={`${row.collection}:${row.href}`} row={row} onChoose={onChoose} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The rows of a search answer (spec 001 §2): type label, title or name, and ' - {artist}' where an
 * artist applies, with a small picture; grouped under headings, product groups, then artists,
 * posts and events. 'Nothing found.' when empty, followed by what was searched, a hint and places to
 * browse. Shared by the overlay and the /search page, so both read the same.
 */
export function SearchResults({ results, text, onChoose }: SearchResultsProps) {
  const groups = searchGroups(results);
  if (groups.length === 0) {
    return (
      <div className="py-6">
        <p role="status" className="text-lg text-paper">
          {NOTHING_FOUND_TEXT}
        </p>
        {text ? <p className="mt-2 text-paper/70">{noResultsText(text)}</p> : null}
        <p className="mt-1 text-paper/70">{NO_RESULTS_HINT_TEXT}</p>
        <BrowseLinks onChoose={onChoose} className="mt-6" />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-8">
      {groups.map(({ group, heading, rows }) => (
        <SearchGroupList key={group} heading={heading} rows={rows} onChoose={onChoose} />
      ))}
    </div>
  );
}
