import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../context';

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

function boundedInt(name: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) throw badInput(`${name} must be an integer between ${min} and ${max}`);
  return value;
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

  playlistItems: async (_: unknown, args: PlaylistItemsArgs, { sources }: GraphQLContext) => {
    const maxResults = boundedInt('maxResults', args.maxResults, 1, 50);
    try {
      return await sources.videos.playlistItems({ playlistId: args.playlistId, maxResults, pageToken: args.pageToken });
    } catch (error) {
      if (error instanceof RangeError) throw badInput(error.message);
      throw error;
    }
  },

  bandsintownEvents: (_: unknown, { artistName }: { artistName: string }, { sources }: GraphQLContext) => {
    if (!artistName.trim() || artistName.length > 200) throw badInput('artistName must be 1 to 200 characters');
    return sources.concertEvents.upcoming(artistName);
  },

  jobs: (_: unknown, args: JobsArgs, { sources }: GraphQLContext) => {
    if (!['ASC', 'DESC'].includes(args.sortOrder)) throw badInput('sortOrder must be ASC or DESC');
    if (!['Open', 'Closed', 'All'].includes(args.statusGroups)) throw badInput('statusGroups must be Open, Closed or All');
    return sources.jobs.list({ ...args, sortOrder: args.sortOrder as 'ASC' | 'DESC' });
  },
};
