import type { ContentActivityLog } from '../sources/content/directus/directus-activity';
import type { Logger } from 'pino';
import { recordingContentTags } from '../cache/tag-recording-content';
import { createContentLoader } from '../sources/content/content-loader';
import type { AssetSource } from '../sources/assets/asset-source';
import type { FileVersions } from '../sources/assets/file-versions';
import type { ConsentSource } from '../sources/consent/consent-source';
import type { ContentSource } from '../sources/content/content-source';
import type { EmailSignupsStore } from '../sources/email-signups/embedded-email-signups';
import type { ConcertEventsSource } from '../sources/events/concert-events-source';
import type { JobsSource } from '../sources/jobs/jobs-source';
import type { MessagesSource } from '../sources/messages/messages-source';
import type { CartStore } from '../sources/store/cart-store';
import type { MediaItemsSource } from '../sources/store/media-items-source';
import type { StoreAccessTokens } from '../sources/store/ochre-token-provider';
import type { RetailSource } from '../sources/store/retail-source';
import type { VideosSource } from '../sources/videos/videos-source';

/** One per outside service (DESIGN.md §4): the real connector or its embedded twin. */
export interface Sources {
  content: ContentSource;
  concertEvents: ConcertEventsSource;
  videos: VideosSource;
  jobs: JobsSource;
  mediaItems: MediaItemsSource;
  /** Contact messages (Front in production, the SQLite inbox embedded). */
  messages: MessagesSource;
  /** Subscribers of the embedded e-mail form service (a real label's live at the service). */
  emailSignups: EmailSignupsStore;
  /** Files (cover art, images, audio) served at /assets/{id}. */
  assets: AssetSource;
  /** Cookie consent: the analytics host, or its twin answering from the content settings. */
  consent: ConsentSource;
  /** Retail prices by reference: Ochre's retail API, or the embedded catalogue's prices. */
  retail: RetailSource;
  /** The store's bearer tokens (Ochre client credentials); null when Ochre is not configured. */
  storeAccess: StoreAccessTokens | null;
  /** The embedded store's carts (SQLite, or Redis with REDIS_URL); null when STORE_URL points at a real store. */
  carts: CartStore | null;
  /**
   * Directus's activity log, for the page cache's catch-up (not read by GraphQL); null with the
   * embedded content.
   */
  contentActivity?: ContentActivityLog | null;
  /** The version each file's address names (Directus's files); null or absent where files have none (decision 0097). */
  fileVersions?: FileVersions | null;
}

/** Built once per request (SSR render or POST /graphql). */
export interface GraphQLContext {
  sources: Sources;
  /** Drafts visible: true only for a verified preview cookie (server/api/preview.ts previewMode). */
  preview: boolean;
  log: Logger;
}

/**
 * A context for one request: content reads go through a loader of its own, which batches and
 * de-duplicates them for this request only (content-loader.ts). A render for the page cache passes
 * `recordTag`: every read then notes what the page showed (tag-recording-content.ts).
 */
export function createRequestContext(sources: Sources, preview: boolean, log: Logger, recordTag?: (tag: string) => void): GraphQLContext {
  const loader = createContentLoader(sources.content);
  return { sources: { ...sources, content: recordTag ? recordingContentTags(loader, recordTag) : loader }, preview, log };
}
