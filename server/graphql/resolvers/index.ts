import type { GraphQLFieldResolver } from 'graphql';
import type { CollectionKey, Page } from '../../sources/content/content-source';
import { parseCollectionArgs, badUserInput, type CollectionArgs } from '../collection-args';
import type { GraphQLContext } from '../context';
import { JSONScalar, namedJsonScalars } from '../json-scalar';
import { artistsProductsSummary } from './artist-summary';
import { blockUnionResolvers } from './block-unions';
import { fieldResolvers, pageHero } from './fields';
import { resolveBlocks } from './page-blocks';
import { search } from './search';
import { sendFrontMessage } from './send-message';
import { serviceResolvers } from './services';

type Resolver = GraphQLFieldResolver<unknown, GraphQLContext, never>;
export type ResolverMap = Record<string, Record<string, Resolver> | typeof JSONScalar>;

const collection =
  (name: CollectionKey) =>
  (_parent: unknown, args: CollectionArgs, { sources, preview }: GraphQLContext) =>
    sources.content.list(name, parseCollectionArgs(name, args, preview), { preview });

const byId =
  (name: CollectionKey) =>
  (_parent: unknown, { id }: { id: string }, { sources, preview }: GraphQLContext) => {
    if (id.length > 100) throw badUserInput('id is too long');
    return sources.content.getById(name, id, { preview });
  };

export const resolvers = {
  JSON: JSONScalar,
  ...namedJsonScalars,
  Query: {
    site_settings: (_: unknown, _args: unknown, { sources, preview }: GraphQLContext) => sources.content.getSiteSettings({ preview }),
    // From the consent source (the analytics host, or its twin), which cleans the HTML messages.
    cookie_configuration: (_: unknown, _args: unknown, { sources }: GraphQLContext) => sources.consent.cookieConfiguration(),
    pages: collection('pages'),
    artists: collection('artists'),
    artists_by_id: byId('artists'),
    labels: collection('labels'),
    product_groups: collection('product_groups'),
    product_groups_by_id: byId('product_groups'),
    products: collection('products'),
    tags: collection('tags'),
    posts: collection('posts'),
    events: collection('events'),
    playlists: collection('playlists'),
    radioShows: collection('radioShows'),
    search: (_: unknown, { text }: { text: string }, { sources, preview }: GraphQLContext) => {
      if (text.length > 200) throw badUserInput('text must be at most 200 characters');
      return search(text, sources.content, { preview });
    },
    artistsProductsSummary: (_: unknown, { artistId }: { artistId: string }, { sources, preview }: GraphQLContext) =>
      artistsProductsSummary(artistId, sources.content, { preview }),
    ...serviceResolvers,
  },
  Mutation: {
    sendFrontMessage,
  },
  pages: {
    blocks: (page: Page, _args: unknown, { sources, preview }: GraphQLContext) => resolveBlocks(page.blocks, sources.content, { preview }),
    hero: pageHero,
    hero_release: (page: Page, _args: unknown, { sources, preview }: GraphQLContext) =>
      page.hero?.release ? sources.content.getById('product_groups', page.hero.release, { preview }) : null,
    hero_live: (page: Page) => page.hero?.live ?? null,
  },
  ...fieldResolvers,
  ...blockUnionResolvers,
};
