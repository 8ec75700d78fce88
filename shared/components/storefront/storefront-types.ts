import type { GridItem, LabelRef } from '../../lib/catalog/item-derivations';
import type { Price } from '../../lib/catalog/prices';

/** A label as tiles read it: the derivations' fields plus its colours (spec 000 §9 label colours). */
export interface TileLabel extends LabelRef {
  primary_colour?: string | null;
  secondary_colour?: string | null;
}

export interface PricedProduct {
  id?: string | null;
  prices?: readonly Price[] | null;
}

/**
 * Every shape a grid tile or carousel slide shows (spec 000 §3 "Grid item"): product groups,
 * products with their group, artists, posts, events, playlists, radio shows and custom items.
 */
export interface TileItem extends GridItem {
  label?: TileLabel | null;
  group?:
    | (NonNullable<GridItem['group']> & {
        reference_type?: string | null;
        release_date?: string | null;
        date_available?: string | null;
        label?: TileLabel | null;
      })
    | null;
  release_date?: string | null;
  date_available?: string | null;
  date?: string | null;
  /** Products: "physical" or "digital", what a pre-order's note says (ships, or out). */
  distribution?: string | null;
  prices?: readonly Price[] | null;
  products?: readonly PricedProduct[] | null;
  primary_colour?: string | null;
  secondary_colour?: string | null;
  /** Radio shows. */
  textOverlayColour?: string | null;
  showLogo?: string | null;
  strap?: string | null;
  /** The episode's recording, which its tile plays in the site's player. */
  audio_url?: string | null;
  description?: string | null;
  /** Posts. */
  date_published?: string | null;
  summary?: string | null;
  /** Events. */
  venue?: { name?: string | null; location?: string | null } | null;
}

/** A concert event as the concert-events service returns it (spec 000 §3 "Concert event"). */
export interface ConcertEvent {
  id?: string | null;
  title?: string | null;
  datetime?: string | null;
  url?: string | null;
  description?: string | null;
  venue?: { name?: string | null; location?: string | null } | null;
  lineup?: readonly string[] | null;
}
