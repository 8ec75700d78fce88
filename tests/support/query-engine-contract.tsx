/**
 * One contract for every query engine the site ships (shared/app/site-query.ts): the server's, which
 * runs queries in process while React renders (server/render/render-queries.ts), and the browser's
 * (client/browser-query-engine.ts), over Apollo Client as the site configures it. The same views,
 * the same schema, the same answers: what a view shows must not depend on where it renders. Each
 * engine runs it from a test file of its own environment (Node for the server's, jsdom for the browser's).
 */
import { gql, type TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { GraphQLError, GraphQLID, GraphQLList, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import type { ReactNode } from 'react';
import { useQueryEngine, useSiteQuery, type QueryEngine } from '../../shared/app/site-query';

/** An engine under test: renders `view` on it and resolves with the text the view shows once its data is in. */
export interface EngineUnderTest {
  name: string;
  render(view: ReactNode): Promise<{ text: string; engine: QueryEngine }>;
}

/** Views show this while loading; the browser's harness renders until none does. */
export const LOADING = '…';

const Release = new GraphQLObjectType({ name: 'product_groups', fields: { id: { type: GraphQLID }, title: { type: GraphQLString } } });
/** The schema both engines answer from. */
export const contractSchema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      releases: { type: new GraphQLList(Release), resolve: () => [{ id: 'r1', title: 'Glass Harbour' }] },
      greeting: {
        type: GraphQLString,
        args: { name: { type: GraphQLString } },
        resolve: (_root, args: { name: string }) => `hello ${args.name}`,
      },
      halfBroken: {
        type: new GraphQLObjectType({ name: 'Half', fields: { ok: { type: GraphQLString }, broken: { type: GraphQLString } } }),
        resolve: () => ({
          ok: 'fine',
          broken: () => {
            throw new GraphQLError('no such thing');
          },
        }),
      },
    },
  }),
});

const RELEASES: TypedDocumentNode<{ releases: { id: string; title: string }[] }, Record<string, never>> = gql`
  query Releases {
    releases {
      id
      title
    }
  }
`;
const GREETING: TypedDocumentNode<{ greeting: string }, { name: string }> = gql`
  query Greeting($name: String) {
    greeting(name: $name)
  }
`;
const HALF_BROKEN: TypedDocumentNode<{ halfBroken: { ok: string; broken: string | null } }, Record<string, never>> = gql`
  query HalfBroken {
    halfBroken {
      ok
      broken
    }
  }
`;

function Releases() {
  const { data, loading } = useSiteQuery(RELEASES);
  if (loading) return <p>{LOADING}</p>;
  return <p>{data?.releases.map((release) => release.title).join(', ')}</p>;
}

function Greeting({ name, skip = false }: { name: string; skip?: boolean }) {
  const { data, loading, error } = useSiteQuery(GREETING, { variables: { name }, skip });
  if (loading) return <p>{LOADING}</p>;
  return <p>{`greeting: ${data?.greeting ?? 'none'}, error: ${error ? 'yes' : 'no'}`}</p>;
}

function HalfBroken() {
  const { data, loading, error } = useSiteQuery(HALF_BROKEN);
  if (loading) return <p>{LOADING}</p>;
  const kind = error instanceof CombinedGraphQLErrors ? 'graphql errors' : error ? 'other' : 'none';
  return <p>{`ok: ${data?.halfBroken.ok}, broken: ${String(data?.halfBroken.broken)}, error: ${kind} ${error?.message ?? ''}`}</p>;
}

/** Reads an entity some query rendered, as the player bar does for a release's cover. */
function KnownRelease() {
  const engine = useQueryEngine();
  const { loading } = useSiteQuery(RELEASES);
  if (loading) return <p>{LOADING}</p>;
  return <p>{`known: ${String(engine.cachedEntity('product_groups', 'r1')?.title)}`}</p>;
}

/** The contract: every engine the site ships runs it (query-engine-contract.*.test.tsx). */
export function describeQueryEngineContract(engine: EngineUnderTest): void {
  describe(`${engine.name} query engine`, () => {
    it('renders a query’s answer in the view that asked', async () => {
      expect((await engine.render(<Releases />)).text).toBe('Glass Harbour');
    });

    it('keeps a query per set of variables', async () => {
      expect((await engine.render(<>{[<Greeting key="a" name="Ada" />, <Greeting key="b" name="Bo" />]}</>)).text).toBe(
        'greeting: hello Ada, error: nogreeting: hello Bo, error: no',
      );
    });

    it('runs nothing for a skipped query: no data, not loading, no error', async () => {
      expect((await engine.render(<Greeting name="Ada" skip />)).text).toBe('greeting: none, error: no');
    });

    it('hands a view the data an answer has and its errors, as one CombinedGraphQLErrors', async () => {
      expect((await engine.render(<HalfBroken />)).text).toBe('ok: fine, broken: null, error: graphql errors no such thing');
    });

    it('finds an entity a rendered query brought', async () => {
      expect((await engine.render(<KnownRelease />)).text).toBe('known: Glass Harbour');
    });

    it('answers a query outside rendering with its data, and no error', async () => {
      const { engine: rendered } = await engine.render(<Releases />);
      expect(await rendered.query(GREETING, { name: 'Cy' })).toEqual({ data: { greeting: 'hello Cy' }, error: undefined });
    });
  });
}
