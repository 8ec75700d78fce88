import type { Logger } from 'pino';
import type { ContentSource } from '../sources/content/content-source';

export interface Sources {
  content: ContentSource;
}

/** Built once per request (SSR render or POST /graphql). */
export interface GraphQLContext {
  sources: Sources;
  preview: boolean;
  log: Logger;
}
