/** A video playlist's items, in the shape of YouTube's playlistItems answer (spec 001 §3). */
export interface VideoThumbnail {
  url: string;
  width: number;
  height: number;
}

export interface PlaylistItem {
  contentDetails: { videoId: string };
  snippet: { title: string; thumbnails: { default: VideoThumbnail; medium: VideoThumbnail; high: VideoThumbnail } };
}

export interface PlaylistPage {
  items: PlaylistItem[];
  nextPageToken: string | null;
}

export interface PlaylistQuery {
  playlistId: string;
  maxResults: number;
  pageToken?: string | null;
}

export interface VideosSource {
  playlistItems(query: PlaylistQuery): Promise<PlaylistPage>;
}
