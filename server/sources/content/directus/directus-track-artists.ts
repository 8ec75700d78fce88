/**
 * A group's tracks come from Directus with their artist's id only (directus-fields.ts): each gets
 * the artist object the group already holds — its artist or one of its appears-on artists — and
 * the few others (a compilation's guests) come from one read by id for the whole answer, with the
 * read's own rules (public, or preview). An artist that read does not give is none, as a hidden
 * related artist is none in any read.
 */
import { relationsFor } from './directus-relations';

type Raw = Record<string, unknown>;

const isObject = (value: unknown): value is Raw => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The groups an answer of `collection` holds: its items, or the groups its items point at (a product's, a track's). */
function groupsIn(collection: string, items: readonly Raw[]): Raw[] {
  if (collection === 'product_groups') return [...items];
  const toGroup = relationsFor(collection).filter((relation) => relation.kind === 'one' && relation.related === 'product_groups');
  return items.flatMap((item) => toGroup.map((relation) => item[relation.field]).filter(isObject));
}

export async function joinTrackArtists(
  collection: string,
  items: readonly Raw[],
  readArtists: (ids: string[]) => Promise<ReadonlyMap<string, unknown>>,
): Promise<void> {
  const unknown: { track: Raw; id: string }[] = [];
  for (const group of groupsIn(collection, items)) {
    const held = new Map<string, Raw>();
    const featured = Array.isArray(group.featured_artists) ? group.featured_artists : [];
    for (const artist of [group.artist, ...featured]) if (isObject(artist)) held.set(String(artist.id), artist);
    for (const track of Array.isArray(group.tracks) ? group.tracks : []) {
      if (!isObject(track) || typeof track.artist !== 'string') continue;
      const artist = held.get(track.artist);
      if (artist) track.artist = artist;
      else unknown.push({ track, id: track.artist });
    }
  }
  if (unknown.length === 0) return;
  const found = await readArtists([...new Set(unknown.map(({ id }) => id))]);
  for (const { track, id } of unknown) track.artist = found.get(id) ?? null;
}
