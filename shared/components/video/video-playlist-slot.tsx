import { SlotHeading } from '../../blocks/slot-heading';
import { useQueryEngine, useSiteQuery } from '../../app/site-query';
import { island } from '../../app/island';
import { useState } from 'react';
import type { PlaylistItemsQuery } from '../../graphql/generated/operation-types';
import { PLAYLIST_ITEMS } from '../../graphql/services';
import { DEFAULT_PLAYLIST_MAX_RESULTS, playlistMaxResults } from '../../lib/catalog/collection-paging';
import { LOAD_MORE_TEXT, LOADING_TEXT } from '../../lib/catalog/storefront-texts';
import { videoAddress } from '../../lib/catalog/video-address';
import { activeVideoUrl } from './active-video';
import { FOCUS_RING } from '../focus-ring';
import { CollectionError } from '../storefront/collection-error';

type PlaylistPage = NonNullable<PlaylistItemsQuery['playlistItems']>;

interface VideoPlaylistProps {
  playlistId: string;
  maxResults: number;
  /** The first page, as the page's query had it. */
  firstPage: PlaylistPage;
}

/**
 * The playlist's thumbnails, which open the popup, and its load more while a next-page token exists
 * (full pages after the first, spec 000 §9). An island of its own (docs/decisions/0118): the first
 * page comes as props, the next ones from the network when asked for.
 */
export function VideoPlaylist({ playlistId, maxResults, firstPage }: VideoPlaylistProps) {
  const engine = useQueryEngine();
  const [page, setPage] = useState(firstPage);
  const [more, setMore] = useState({ loading: false, failed: false });

  const loadMore = async () => {
    const token = page.nextPageToken;
    if (!token || more.loading) return;
    setMore({ loading: true, failed: false });
    try {
      const result = await engine.query(PLAYLIST_ITEMS, {
        playlistId,
        maxResults: playlistMaxResults(false, maxResults),
        pageToken: token,
      });
      const next = result.data?.playlistItems;
      // A page the service could not give (null, with its error) is a failure too; what is shown stays.
      if (result.error || !next) throw result.error ?? new Error('No playlist page');
      setPage((shown) => ({ ...next, items: [...shown.items, ...next.items] }));
      setMore({ loading: false, failed: false });
    } catch {
      setMore({ loading: false, failed: true });
    }
  };

  return (
    <>
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
      {page.nextPageToken ? (
        <button
          type="button"
          disabled={more.loading}
          onClick={() => void loadMore()}
          className={`mt-6 rounded-full border border-white/30 px-6 py-3 hover:border-accent disabled:opacity-60 ${FOCUS_RING}`}
        >
          {more.loading ? LOADING_TEXT : LOAD_MORE_TEXT}
        </button>
      ) : null}
      {more.failed ? <CollectionError /> : null}
    </>
  );
}

export const VideoPlaylistIsland = island('video-playlist', VideoPlaylist);

/**
 * A video playlist block (spec 000 §2): its first page (one fewer requested at first, spec 000 §9),
 * shown as the VideoPlaylist island, or its loading and error states.
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
  const { data, loading, error } = useSiteQuery(PLAYLIST_ITEMS, {
    variables: { playlistId, maxResults: playlistMaxResults(true, maxResults) },
  });
  const page = data?.playlistItems ?? null;
  // Null data is a failure the server already answered (with its error, which the cache keeps not).
  const failed = (!!error || data?.playlistItems === null) && !page;

  return (
    <section data-video-playlist="" className="my-10">
      {title ? <SlotHeading className="mb-4 text-2xl font-semibold tracking-tight">{title}</SlotHeading> : null}
      {loading && !page && !failed ? (
        <div aria-busy="true" className="aspect-video w-full animate-pulse rounded-lg bg-white/5 md:w-1/3" />
      ) : null}
      {page ? <VideoPlaylistIsland playlistId={playlistId} maxResults={maxResults} firstPage={page} /> : null}
      {failed ? <CollectionError /> : null}
    </section>
  );
}
