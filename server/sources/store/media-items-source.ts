/** Audio for the preview player: the retail API's content/media-items (spec 000 §3, §7). */
export interface MediaItem {
  id: string;
  reference_type: string;
  reference_id: string;
  service: string;
  type: string;
  title: string;
  artist: string | null;
  url: string;
  duration_seconds: number | null;
}

export interface MediaItemsQuery {
  /** Default track; `release` lists every track of a product group. */
  reference_type: string;
  reference_id: string;
  /** Default ochre. */
  service: string;
  /** Default audio. */
  type: string;
  /** Default 99. */
  limit: number;
}

export interface MediaItemsSource {
  mediaItems(query: MediaItemsQuery): Promise<MediaItem[]>;
}
