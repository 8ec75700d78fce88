/**
 * The type label an item shows (spec 000 §3 "Derived item fields"): per collection (Features,
 * Event, Playlist, Radio, Artist), or for product groups "E.P.", the release type, the merch
 * universe or the format.
 */
export const collectionTypeLabels = {
  posts: 'Features',
  events: 'Event',
  playlists: 'Playlist',
  radioShows: 'Radio',
  artists: 'Artist',
} as const;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function productGroupTypeLabel(group: { type?: string | null; universe?: string | null; format?: string | null }): string {
  if (group.type === 'ep') return 'E.P.';
  if (group.type) return capitalise(group.type);
  if (group.universe) return capitalise(group.universe);
  return group.format ?? '';
}
