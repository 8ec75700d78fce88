import { buildSchema, graphql } from 'graphql';
import { attachResolvers, createSchema } from '../../server/graphql/schema';

describe('schema', () => {
  it('refuses a resolver for a type or field the SDL does not declare', () => {
    const sdl = 'type Query { a: String }';
    expect(() => attachResolvers(buildSchema(sdl), { Nope: { a: () => 1 } })).toThrow('Resolver for unknown type Nope');
    expect(() => attachResolvers(buildSchema(sdl), { Query: { b: () => 1 } })).toThrow('Resolver for unknown field Query.b');
  });

  it('resolves through the sources in the context', async () => {
    const result = await graphql({
      schema: createSchema(),
      source: '{ site_settings { siteName } pages(limit: 1) { title } }',
      contextValue: {
        preview: false,
        sources: {
          content: {
            getSiteSettings: async () => ({ siteName: 'S' }),
            list: async (collection: string, query: { limit: number }) => [{ title: `${collection} ${query.limit}` }],
          },
        },
      },
    });
    expect(result).toEqual({ data: { site_settings: { siteName: 'S' }, pages: [{ title: 'pages 1' }] } });
  });
});
