import { useSiteQuery } from '../../app/site-query';
import { useContext, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { CollectionView as CollectionViewConfig } from '../../lib/catalog/collection-view-config';
import { hasMoreItems, nextPageVariables, withoutLastSlot } from '../../lib/catalog/collection-paging';
import { withParam } from '../../lib/catalog/filter-menus';
import { COLLECTION_DOCUMENTS, type CollectionVariables, type QueriedCollection } from './collection-documents';
import { CollectionCarouselIsland } from './collection-carousel';
import { FirstViewContext } from './first-view';
import { CollectionError } from './collection-error';
import { DateList } from './date-list';
import { LeadStoryList } from './lead-story-list';
import { Grid } from './grid';
import { MoreLink } from './more-link';
import { PAGE_PARAM } from './page-param';
import type { TileItem } from './storefront-types';

export interface CollectionResultsProps {
  view: CollectionViewConfig;
  collection: QueriedCollection;
  /** The first request: filter, sort, limit and offset. */
  variables: CollectionVariables;
  /** Pages the first request covers (`?page=N`). */
  pages: number;
  now: Date;
  currency: string;
  headingId?: string;
}

interface MoreState {
  loading: boolean;
  failed: boolean;
  /** The last load-more page: whether it came back full decides whether there is more. */
  lastPage: { received: number; requested: number } | null;
}

/**
 * A collection's items, fetched and shown as a grid or a carousel: loading, loaded, loading more
 * or error (spec 000 §4 "Collection view"). Rendered with a key of its variables, so a filter
 * change starts again with fresh state.
 */
export function CollectionResults({ view, collection, variables, pages, now, currency, headingId }: CollectionResultsProps) {
  const { pathname, search } = useLocation();
  const { data, loading, error, fetchMore } = useSiteQuery(COLLECTION_DOCUMENTS[collection], { variables });
  const [more, setMore] = useState<MoreState>({ loading: false, failed: false, lastPage: null });
  const carouselId = useId();
  const firstView = useContext(FirstViewContext);

  // Items are read field by field, all optional: partial data (errorPolicy all) reads the same.
  const fetched: readonly TileItem[] = data?.[collection] ?? [];
  const items = view.moreLink ? withoutLastSlot(fetched, view.limit) : fetched;
  const paginated = !!view.pagination && !view.moreLink;
  const hasMore =
    paginated &&
    (more.lastPage ? hasMoreItems(more.lastPage.received, more.lastPage.requested) : hasMoreItems(fetched.length, variables.limit));
  const failed = !!error || more.failed;

  const loadMore = async () => {
    // The offset counts what the server has sent (duplicates are hidden only when drawn).
    const next = nextPageVariables(fetched.length, view.limit);
    setMore((state) => ({ ...state, loading: true, failed: false }));
    try {
      const result = await fetchMore({
        variables: next,
        // Appended to the first request's list in the cache, so the list survives re-renders.
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          [collection]: [...(previous?.[collection] ?? []), ...(fetchMoreResult[collection] ?? [])],
        }),
      });
      if (result.error) throw result.error;
      const received = result.data?.[collection]?.length ?? 0;
      setMore({ loading: false, failed: false, lastPage: { received, requested: next.limit } });
    } catch (cause) {
      setMore((state) => ({ ...state, loading: false, failed: true }));
      throw cause;
    }
  };

  const errorText = failed ? <CollectionError /> : null;

  if (failed && items.length === 0) return errorText;

  if (view.display === 'carousel') {
    return (
      <>
        <CollectionCarouselIsland
          items={items}
          collection={collection}
          label={view.title}
          loading={loading}
          baseId={carouselId}
          firstView={firstView}
        />
        {errorText}
        {view.moreLink && items.length > 0 ? <MoreLink link={view.moreLink} /> : null}
      </>
    );
  }

  // A date list or a lead story once there is something to show; the grid's loading and empty states before.
  if ((view.display === 'list' || view.display === 'lead') && items.length > 0) {
    const List = view.display === 'list' ? DateList : LeadStoryList;
    return (
      <>
        <List items={items} collection={collection} labelledBy={headingId} />
        {errorText}
        {view.moreLink ? <MoreLink link={view.moreLink} /> : null}
      </>
    );
  }

  return (
    <>
      <Grid
        items={items}
        now={now}
        currency={currency}
        collection={collection}
        columns={view.columns}
        loading={loading}
        loadingMore={more.loading}
        hasMore={hasMore}
        onLoadMore={paginated ? loadMore : undefined}
        nextPageHref={paginated ? `${pathname}${withParam(search, PAGE_PARAM, String(pages + 1))}` : null}
        moreLink={view.moreLink}
        labelledBy={headingId}
      />
      {errorText}
    </>
  );
}
