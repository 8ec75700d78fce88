import type { GraphQLContext } from './context';

type Resolver<Args = Record<string, never>> = (parent: unknown, args: Args, context: GraphQLContext) => unknown;

export type ResolverMap = Record<string, Record<string, Resolver<never>>>;

export const resolvers = {
  Query: {
    siteSettings: ((_parent, _args, { sources }) => sources.content.getSiteSettings()) as Resolver,
    pageByPath: ((_parent, { path }, { sources, preview }) =>
      sources.content.getPageByPath(path, { preview })) as Resolver<{ path: string }>,
  },
} satisfies ResolverMap;
