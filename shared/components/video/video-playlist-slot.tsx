import { SlotHeading } from '../../blocks/slot-heading';
import { useSiteQuery } from '../../app/site-query';
import { useState } from 'react';
import { PLAYLIST_ITEMS } from '../../graphql/services';
import { DEFAULT_PLAYLIST_MAX_RESULTS, playlistMaxResults } from '../../lib/catalog/collection-paging';
import { LOAD_MORE_TEXT, LOADING_TEXT } from '../../lib/catalog/storefront-texts';
import { videoAddress } from '../../lib/catalog/video-address';
import { activeVideoUrl } from './active-video';
import { FOCUS_RING } from '../focus-ring';
import { CollectionError } from '../storefront/collection-error';

/**
 * A video playlist as a grid of thumbnails that open the popup (spec 000 §2), with load more while
 * a next-page token exists: one fewer requested at first, then full pages (spec 000 §9).
 */
export function VideoPlaylistSlot({
  playlistId,
  title,
  maxResults = DEFAULT_PLAYLIST_MAX_RESULTS,
}: {
  playlistId: string;
  title?: string;
  maxResults?: number;
}) {
  const { data, loading, error, fetchMore } = useSiteQuery(PLAYLIST_ITEMS, {
    variables: { playlistId, maxResults: playlistMaxResults(true, maxResults) },
  });
  const [more, setMore] = useState({ loading: false, failed: false });
  const page = data?.playlistItems ?? null;
  // Null data is a failure the server already answered (with its error, which the cache keeps not).
  const failed = ((!!error || data?.playlistItems === null) && !page) || more.failed;

  const loadMore = async () => {
    if (!page?.nextPageToken) return;
    const token = page.nextPageToken;
    setMore({ loading: true, failed: false });
    try {
      const result = await fetchMore({
        variables: { pageToken: token, maxResults: playlistMaxResults(false, maxResults) },
        updateQuery: (previous, { fetchMoreResult }) => ({
          // A failed page keeps what is shown.
          playlistItems:
            previous.playlistItems && fetchMoreResult.playlistItems
              ? { ...fetchMoreResult.playlistItems, items: [...previous.playlistItems.items, ...fetchMoreResult.playlistItems.items] }
              : previous.playlistItems,
        }),
      });
      // A page the service could not give (null, with its error) is a failure too.
      setMore({ loading: false, failed: !!result.error || !result.data?.playlistItems });
    } catch {
      setMore({ loading: false, failed: true });
    }
  };

  return (
    <section data-video-playlist="" className="my-10">
      {title ? <SlotHeading className="mb-4 text-2xl font-semibold tracking-tight">{title}</SlotHeading> : null}
      {loading && !page && !failed ? (
        <div aria-busy="true" className="aspect-video w-full animate-pulse rounded-lg bg-white/5 md:w-1/3" />
      ) : null}
      {page ? (
        <ul role="list" className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          {page.items.map((item) => {
            const thumbnail = item.snippet.thumbnails.medium ?? item.snippet.thumbnails.high;
            return (
              <li key={item.contentDetails.videoId}>
                <button
                  type="button"
                  onClick={() => activeVideoUrl(videoAddress(item.contentDetails.videoId))}
                  className={`group block w-full rounded-lg text-left ${FOCUS_RING}`}
                >
                  <span className="relative block aspect-video overflow-hidden rounded-lg bg-white/5">
                    {thumbnail ? (
                      <img
                        src={thumbnail.url}
                        alt=""
                        width={thumbnail.width}
                        height={thumbnail.height}
                        loading="lazy"
                        className="h-full w-full object-cover group-hover:opacity-80"
                      />
                    ) : null}
                    <span
                      aria-hidden="true"
                      className="absolute inset-0 m-auto flex h-12 w-12 items-center justify-center rounded-full bg-accent text-ink"
                    >
                      ▶
                    </span>
                  </span>
                  <span className="mt-2 block text-sm font-semibold group-hover:text-accent">{item.snippet.title}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {page?.nextPageToken ? (
        <button
          type="button"
          disabled={more.loading}
          onClick={() => void loadMore()}
          className={`mt-6 rounded-full border border-white/30 px-6 py-3 hover:border-accent disabled:opacity-60 ${FOCUS_RING}`}
        >
          {more.loading ? LOADING_TEXT : LOAD_MORE_TEXT}
        </button>
      ) : null}
      {failed ? <CollectionError /> : null}
    </section>
  );
}
