import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../context';

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

function boundedInt(name: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) throw badInput(`${name} must be an integer between ${min} and ${max}`);
  return value;
}

/**
 * An outside service that fails empties its block, never the page (DESIGN.md §6); the request's
 * logger carries the request id. Connector errors hold no secrets (ServiceError), so `err` is safe.
 */
async function emptyOnFailure<T>(
  log: GraphQLContext['log'],
  details: { block: string; [detail: string]: unknown },
  call: () => Promise<T[]>,
): Promise<T[]> {
  try {
    return await call();
  } catch (error) {
    log.warn({ err: error, ...details }, `${details.block} unavailable: block left empty`);
    return [];
  }
}

interface MediaItemsArgs {
  reference_type: string;
  reference_id: string;
  service: string;
  type: string;
  limit: number;
}

interface PlaylistItemsArgs {
  playlistId: string;
  maxResults: number;
  pageToken?: string | null;
}

interface JobsArgs {
  accountName: string;
  statusGroups: string;
  sortBy: string;
  sortOrder: string;
}

/** Operations whose data lives in another service: each resolves through that service's source. */
export const serviceResolvers = {
  mediaItems: async (_: unknown, args: MediaItemsArgs, { sources }: GraphQLContext) => {
    if (!['track', 'release'].includes(args.reference_type)) throw badInput('reference_type must be track or release');
    const results = await sources.mediaItems.mediaItems({ ...args, limit: boundedInt('limit', args.limit, 1, 99) });
    return { results };
  },

  playlistItems: async (_: unknown, args: PlaylistItemsArgs, { sources, log }: GraphQLContext) => {
    const maxResults = boundedInt('maxResults', args.maxResults, 1, 50);
    try {
      return await sources.videos.playlistItems({ playlistId: args.playlistId, maxResults, pageToken: args.pageToken });
    } catch (error) {
      if (error instanceof RangeError) throw badInput(error.message);
      // The playlist shows its error text (spec 001 §8); logged here so rendered pages log it too.
      log.warn({ err: error, block: 'videos', playlistId: args.playlistId }, 'videos unavailable: playlist shows its error');
      throw new GraphQLError('The video playlist is unavailable', { extensions: { code: 'SERVICE_UNAVAILABLE' } });
    }
  },

  bandsintownEvents: (_: unknown, { artistName }: { artistName: string }, { sources, log }: GraphQLContext) => {
    if (!artistName.trim() || artistName.length > 200) throw badInput('artistName must be 1 to 200 characters');
    return emptyOnFailure(log, { block: 'concert events', artistName }, () => sources.concertEvents.upcoming(artistName));
  },

  jobs: (_: unknown, args: JobsArgs, { sources, log }: GraphQLContext) => {
    if (!['ASC', 'DESC'].includes(args.sortOrder)) throw badInput('sortOrder must be ASC or DESC');
    if (!['Open', 'Closed', 'All'].includes(args.statusGroups)) throw badInput('statusGroups must be Open, Closed or All');
    return emptyOnFailure(log, { block: 'jobs', accountName: args.accountName }, () =>
      sources.jobs.list({ ...args, sortOrder: args.sortOrder as 'ASC' | 'DESC' }),
    );
  },
};
