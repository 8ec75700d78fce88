/**
 * The type label an item shows (spec 000 §3 "Derived item fields"): per collection (Features,
 * Event, Playlist, Radio, Artist), or for product groups "E.P.", the release type, the merch
 * universe or the format.
 */
import { TYPE_LABEL_TEXTS } from './storefront-texts';

export const collectionTypeLabels = {
  posts: TYPE_LABEL_TEXTS.posts,
  events: TYPE_LABEL_TEXTS.events,
  playlists: TYPE_LABEL_TEXTS.playlists,
  radioShows: TYPE_LABEL_TEXTS.radioShows,
  artists: TYPE_LABEL_TEXTS.artists,
} as const;

export type LabelledCollection = keyof typeof collectionTypeLabels;

/** First letter upper case, the rest as written: "album" → "Album", "T-shirt" stays. */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function productGroupTypeLabel(group: { type?: string | null; universe?: string | null; format?: string | null }): string {
  if (group.type === 'ep') return TYPE_LABEL_TEXTS.ep;
  if (group.type) return capitalise(group.type);
  if (group.universe) return capitalise(group.universe);
  return group.format ? capitalise(group.format) : '';
}

/** The fields a type label is derived from (a grid item, a collection entry). */
export interface TypeLabelled {
  typeLabel?: string | null;
  type_label?: string | null;
  type?: string | null;
  universe?: string | null;
  format?: string | null;
  group?: { type?: string | null; universe?: string | null } | null;
}

function isLabelledCollection(collection: string): collection is LabelledCollection {
  return Object.hasOwn(collectionTypeLabels, collection);
}

/**
 * An item's type label: the label the API already gives (`typeLabel` or `type_label`, as
 * collection entries and custom items carry), else its collection's label, else — product groups
 * and products — "E.P.", the release type, the merch universe or the format. A product reads the
 * type and universe of its group when it has none of its own. Empty when nothing applies.
 */
export function typeLabelFor(item: TypeLabelled, collection?: string | null): string {
  const given = item.typeLabel?.trim() || item.type_label?.trim();
  if (given) return given;
  if (collection && isLabelledCollection(collection)) return collectionTypeLabels[collection];
  return productGroupTypeLabel({
    type: item.type ?? item.group?.type,
    universe: item.universe ?? item.group?.universe,
    format: item.format,
  });
}
