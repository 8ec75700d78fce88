import type { QueryEngine } from '../../app/site-query';
import { MEDIA_ITEMS } from '../../graphql/services';
import { mediaItemsVariables, queueFromMediaItems, type PlayerTrack } from '../../lib/catalog/player';
import type { WantedTrack } from '../../lib/catalog/track-rows';
import { cachedReleaseCover } from './cached-release-cover';
import { loadPlayerMachine, playerStore } from './player-store';

/** The player's code loads on the way to the press, not with the page; a failed load is tried again by the press. */
export const preloadPlayer = () => void loadPlayerMachine().catch(() => undefined);

/** The spec's media items call for the release (spec 000 §3, §7), through the site's GraphQL. */
async function lookUpTracks(queries: QueryEngine, referenceId: string): Promise<PlayerTrack[]> {
  const result = await queries.query(MEDIA_ITEMS, mediaItemsVariables(referenceId));
  if (result.error) throw result.error;
  return queueFromMediaItems(result.data?.mediaItems.results);
}

/**
 * A press on a release's preview button or one of its track rows: the release's queue opens in the
 * page's one player (its tracks looked up once), at `wanted` for a track row.
 */
export function openReleasePreview(
  queries: QueryEngine | null,
  release: { referenceId: string; title: string; cover?: string | null; href?: string | null },
  wanted?: WantedTrack,
): void {
  const { referenceId, title, href = null } = release;
  if (!referenceId || !queries) return;
  const cover = release.cover ?? cachedReleaseCover(queries, referenceId);
  void playerStore.open({ referenceId, title, cover, href }, () => lookUpTracks(queries, referenceId), wanted);
}
