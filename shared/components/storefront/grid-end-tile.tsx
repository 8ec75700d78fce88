import type { ReactNode } from 'react';
import { endCellSpans } from '../../lib/catalog/grid-rows';
import { MORE_TEXT } from '../../lib/catalog/storefront-texts';
import { FOCUS_RING } from '../focus-ring';
import { useStaysServerHtml } from '../../app/island';
import { LoadMoreButton } from './load-more-button';
import { NextPageButtonIsland } from './next-page-button';
import { SmartLink } from './smart-link';

// Literal class names (Tailwind compiles what it finds), by columns spanned at each breakpoint.
const SMALL_SPAN: Record<number, string> = { 1: 'col-span-1', 2: 'col-span-2' };
const MEDIUM_SPAN: Record<number, string> = { 1: 'md:col-span-1', 2: 'md:col-span-2', 3: 'md:col-span-3' };
const LARGE_SPAN: Record<number, string> = {
  1: 'lg:col-span-1',
  2: 'lg:col-span-2',
  3: 'lg:col-span-3',
  4: 'lg:col-span-4',
  5: 'lg:col-span-5',
  6: 'lg:col-span-6',
};

/** The control fills its cell: a tile-sized target, with an arrow drawn after the exact text. */
export const END_TILE_CONTROL = `flex h-full min-h-24 w-full items-center justify-center rounded-lg border border-white/15 bg-white/[0.03] px-4 py-6 text-center font-semibold after:ml-2 after:content-['→'] hover:border-accent hover:text-accent ${FOCUS_RING} disabled:cursor-wait disabled:opacity-60`;

export type GridEndTileProps = {
  /** Items before the tile, for the columns it spans. */
  itemCount: number;
  /** The grid's configured columns (4 unless 6). */
  columns?: number | null;
} & (
  | { moreLink: { url: string; text?: string | null } }
  | { moreLink?: undefined; loading: boolean; onLoadMore?: () => Promise<unknown> | void; nextPageHref?: string | null }
);

/**
 * A grid's last cell (spec 000 §2 "Grid": the load-more button or the More link takes the last
 * slot): it spans what is left of the last row at each breakpoint, so the grid never ends in a hole.
 */
export function GridEndTile(props: GridEndTileProps) {
  const spans = endCellSpans(props.itemCount, props.columns);
  const staysServerHtml = useStaysServerHtml();
  let control: ReactNode;
  if (props.moreLink) {
    control = (
      <SmartLink href={props.moreLink.url} className={END_TILE_CONTROL}>
        {props.moreLink.text?.trim() || MORE_TEXT}
      </SmartLink>
    );
  } else if (staysServerHtml && props.nextPageHref) {
    // The browser brings the next page's tiles in (docs/decisions/0118).
    control = <NextPageButtonIsland href={props.nextPageHref} className={END_TILE_CONTROL} />;
  } else {
    control = (
      <LoadMoreButton loading={props.loading} onLoadMore={props.onLoadMore} href={props.nextPageHref} className={END_TILE_CONTROL} />
    );
  }
  return (
    <li data-grid-end="" className={`${SMALL_SPAN[spans.small]} ${MEDIUM_SPAN[spans.medium]} ${LARGE_SPAN[spans.large]}`}>
      {control}
    </li>
  );
}
