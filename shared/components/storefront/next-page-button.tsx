import { useContext, useState } from 'react';
import { island } from '../../app/island';
import { GridPagingContext } from '../../app/grid-paging';
import { CollectionError } from './collection-error';
import { LoadMoreButton } from './load-more-button';

export interface NextPageButtonProps {
  /** The next page's address (`?page=N+1`), which the server renders with one page more. */
  href: string;
  className: string;
}

/**
 * A grid's load-more control where the page stays server HTML (docs/decisions/0118): the link to
 * the next page for visitors without JavaScript; once hydrated, the button that brings the next
 * page's tiles into the grid (GridPagingContext) and scrolls as any load more does (spec 000 §2
 * "Grid"), with the collection's error text under it when that page cannot be had.
 */
export function NextPageButton({ href, className }: NextPageButtonProps) {
  const appendGridPage = useContext(GridPagingContext);
  const [next, setNext] = useState({ href, loading: false, failed: false });

  const loadNextPage = async (button: HTMLButtonElement) => {
    if (!appendGridPage || next.loading) return;
    setNext((current) => ({ ...current, loading: true, failed: false }));
    try {
      const { nextPageHref } = await appendGridPage(button, next.href);
      setNext({ href: nextPageHref ?? next.href, loading: false, failed: false });
    } catch (cause) {
      setNext((current) => ({ ...current, loading: false, failed: true }));
      throw cause;
    }
  };

  return (
    <>
      <LoadMoreButton
        loading={next.loading}
        onLoadMore={appendGridPage ? loadNextPage : undefined}
        href={next.href}
        className={className}
      />
      {next.failed ? <CollectionError /> : null}
    </>
  );
}

/** Its code loads as the grid's end comes near. */
export const NextPageButtonIsland = island('next-page-button', NextPageButton);
