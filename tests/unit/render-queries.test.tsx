import { gql, type TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { GraphQLError, GraphQLID, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { DeferredBlock, DeferredRenderingContext } from '../../shared/app/deferred-block';
import { QueryEngineContext, useSiteQuery } from '../../shared/app/site-query';
import type { GraphQLContext } from '../../server/graphql/context';
import { deferredBlocks } from '../../server/render/deferred-blocks';
import { createRenderQueries, type RenderQueries } from '../../server/render/render-queries';

/** A schema whose answers the test releases one by one, counting how often each field is asked. */
function heldSchema() {
  const waiting = new Map<string, () => void>();
  /** Resolves when the field is asked for: the resolver's answer is then held. */
  const askedFor = new Map<string, { promise: Promise<void>; resolve: () => void }>();
  const whenAsked = (name: string) => {
    let known = askedFor.get(name);
    if (!known) {
      let resolve!: () => void;
      known = { promise: new Promise<void>((r) => (resolve = r)), resolve };
      askedFor.set(name, known);
    }
    return known;
  };
  const asked: string[] = [];
  const held = (name: string, value: () => unknown) => async () => {
    asked.push(name);
    const answered = new Promise<void>((resolve) => waiting.set(name, resolve));
    whenAsked(name).resolve();
    await answered;
    return value();
  };
  const Label = new GraphQLObjectType({ name: 'Label', fields: { id: { type: GraphQLID }, name: { type: GraphQLString } } });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        label: { type: Label, resolve: held('label', () => ({ id: '7', name: 'Lumen' })) },
        artist: {
          type: GraphQLString,
          args: { labelId: { type: GraphQLID } },
          resolve: (_root, args: { labelId: string }) => held('artist', () => `artist of ${args.labelId}`)(),
        },
        concerts: { type: GraphQLString, resolve: held('concerts', () => 'two dates') },
        broken: {
          type: GraphQLString,
          resolve: () => {
            throw new GraphQLError('no such thing');
          },
        },
      },
    }),
  });
  /** Answers a held query once it has been asked for. */
  const release = async (name: string) => {
    await whenAsked(name).promise;
    const resolve = waiting.get(name)!;
    waiting.delete(name);
    resolve();
  };
  return { schema, asked, release, whenAsked: (name: string) => whenAsked(name).promise };
}

const LABEL: TypedDocumentNode<{ label: { id: string; name: string } }, Record<string, never>> = gql`
  query Label {
    label {
      id
      name
    }
  }
`;
const ARTIST: TypedDocumentNode<{ artist: string }, { labelId: string }> = gql`
  query Artist($labelId: ID) {
    artist(labelId: $labelId)
  }
`;
const CONCERTS: TypedDocumentNode<{ concerts: string }, Record<string, never>> = gql`
  query Concerts {
    concerts
  }
`;
const BROKEN: TypedDocumentNode<{ broken: string | null }, Record<string, never>> = gql`
  query Broken {
    broken
  }
`;

const renders: string[] = [];

/** A view whose second query needs the first one's answer (a second wave). */
function LabelAndArtist() {
  renders.push('LabelAndArtist');
  const label = useSiteQuery(LABEL);
  const labelId = label.data?.label.id;
  const artist = useSiteQuery(ARTIST, { skip: !labelId, variables: { labelId: labelId ?? '' } });
  if (label.loading || artist.loading) return <p>loading</p>;
  return (
    <p>
      {label.data?.label.name} / {artist.data?.artist}
    </p>
  );
}

function Concerts() {
  const concerts = useSiteQuery(CONCERTS);
  return <p>{concerts.loading ? 'concerts loading' : concerts.data?.concerts}</p>;
}

function Broken() {
  const broken = useSiteQuery(BROKEN);
  return <p>{broken.error instanceof CombinedGraphQLErrors ? `failed: ${broken.error.message}` : 'fine'}</p>;
}

function setUp() {
  const held = heldSchema();
  const errors: string[][] = [];
  const late: string[] = [];
  const queries = createRenderQueries({
    schema: held.schema,
    context: {} as GraphQLContext,
    onErrors: (_operation, messages) => errors.push(messages),
    onLateQuery: (operation) => late.push(operation),
  });
  return { ...held, queries, errors, late };
}

/** Renders `children` on the page's scope with the page's data element at the end, as the document does. */
function renderPage(queries: RenderQueries, children: ReactNode) {
  const page = queries.scope();
  function PageData() {
    page.useSettled();
    return <script id="page-data">{JSON.stringify(page.renderedResults())}</script>;
  }
  let html = '';
  const done = new Promise<string>((resolve, reject) => {
    const stream = renderToPipeableStream(
      <DeferredRenderingContext.Provider value={deferredBlocks(queries, page)}>
        <QueryEngineContext.Provider value={page}>
          <main>{children}</main>
          <PageData />
        </QueryEngineContext.Provider>
      </DeferredRenderingContext.Provider>,
      {
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          stream.pipe(
            new Writable({
              write(chunk: Buffer, _encoding, next) {
                html += chunk.toString();
                next();
              },
              final(next) {
                resolve(html);
                next();
              },
            }),
          );
        },
        onShellError: reject,
      },
    );
  });
  return { page, done };
}

const pageData = (html: string) =>
  JSON.parse(/<script id="page-data">([\s\S]*?)<\/script>/.exec(html)![1]!.replace(/&quot;/g, '"')) as object;

beforeEach(() => {
  renders.length = 0;
});

describe('a server render’s queries', () => {
  it('renders a view again only when its data arrives, and writes the page data after the second wave', async () => {
    const { queries, release, asked } = setUp();
    const { done } = renderPage(queries, <LabelAndArtist />);
    await release('label');
    await release('artist');
    const html = await done;
    expect(html).toContain('<p>Lumen<!-- --> / <!-- -->artist of 7</p>');
    expect(asked).toEqual(['label', 'artist']);
    // The first render, then once per answer it waited for: never a whole extra pass.
    expect(renders).toEqual(['LabelAndArtist', 'LabelAndArtist', 'LabelAndArtist']);
    expect(Object.keys(pageData(html))).toEqual(['Label:{}', 'Artist:{"labelId":"7"}']);
  });

  it('runs a query once however many views and blocks ask for it', async () => {
    const { queries, release, asked } = setUp();
    const { done } = renderPage(
      queries,
      <>
        <Concerts />
        <DeferredBlock fallback={<p>waiting</p>}>
          <Concerts />
        </DeferredBlock>
      </>,
    );
    await release('concerts');
    const html = await done;
    expect(asked).toEqual(['concerts']);
    expect(html.match(/<p>two dates<\/p>/g)).toHaveLength(2);
    // The block's data element carries nothing the page's data already has.
    expect(html).toMatch(/<script type="application\/json" id="block-data[\w-]*">\{\}<\/script>/);
  });

  it('writes a deferred block’s data beside it and keeps it out of the page’s data', async () => {
    const { queries, release } = setUp();
    const { done } = renderPage(
      queries,
      <DeferredBlock fallback={<p>waiting</p>}>
        <Concerts />
      </DeferredBlock>,
    );
    await release('concerts');
    const html = await done;
    expect(html).toContain('<p>two dates</p>');
    expect(html).toMatch(/<script type="application\/json" id="block-data[\w-]*">\{"Concerts:\{\}":\{"concerts":"two dates"\}\}<\/script>/);
    expect(pageData(html)).toEqual({});
  });

  it('renders the loading state of what has not answered when the render stops waiting', async () => {
    const { queries, whenAsked } = setUp();
    const { done } = renderPage(queries, <Concerts />);
    await whenAsked('concerts');
    queries.expire();
    const html = await done;
    expect(html).toContain('<p>concerts loading</p>');
    expect(pageData(html)).toEqual({});
  });

  it('hands a view its errors as Apollo Client does, and reports them', async () => {
    const { queries, errors } = setUp();
    const html = await renderPage(queries, <Broken />).done;
    expect(html).toContain('<p>failed: no such thing</p>');
    expect(errors).toEqual([['no such thing']]);
  });

  it('answers a query outside rendering with its data, and an error only when there is one or time ran out', async () => {
    const { queries, release } = setUp();
    const page = queries.scope();
    const answered = page.query(CONCERTS, {});
    await release('concerts');
    expect(await answered).toEqual({ data: { concerts: 'two dates' }, error: undefined });
    const broken = await page.query(BROKEN, {});
    expect(broken.error).toBeInstanceOf(CombinedGraphQLErrors);
    const late = page.query(LABEL, {});
    queries.expire();
    expect(await late).toEqual({ data: undefined, error: new Error('The render stopped waiting') });
  });

  it('reports a query started after the page’s data was written', async () => {
    const { queries, release, late } = setUp();
    const { page, done } = renderPage(queries, <p>static</p>);
    await done;
    expect(late).toEqual([]);
    // A view rendering after the data element (what a lazily loaded part would do).
    let thrown: unknown;
    try {
      page.useQuery(CONCERTS, {}, 'a-late-view');
    } catch (suspended) {
      thrown = suspended;
    }
    expect(thrown).toBeInstanceOf(Promise);
    expect(late).toEqual(['Concerts']);
    await release('concerts');
  });

  it('writes the data only once every view that waited has rendered again, however long React takes to do so', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    try {
      const { queries, release } = setUp();
      const page = queries.scope();
      const suspends = (render: () => unknown) => {
        try {
          render();
        } catch (thrown) {
          if (thrown instanceof Promise) return thrown;
          throw thrown;
        }
        return null;
      };
      // The view asks for the label and waits; the page's data element comes after it and waits too.
      const labelAnswered = suspends(() => page.useQuery(LABEL, {}, 'view'));
      expect(labelAnswered).toBeInstanceOf(Promise);
      const dataWritable = suspends(() => page.useSettled());
      expect(dataWritable).toBeInstanceOf(Promise);
      await release('label');
      await labelAnswered;
      // Answered, but the view has not rendered again: every timer and immediate the process has
      // run, and the data element still waits (it would miss the query the view starts next).
      jest.runAllTimers();
      expect(suspends(() => page.useSettled())).toBeInstanceOf(Promise);
      // React renders the view again: it has the label, and its child starts the second wave.
      expect(suspends(() => page.useQuery(LABEL, {}, 'view'))).toBeNull();
      const artistAnswered = suspends(() => page.useQuery(ARTIST, { variables: { labelId: '7' } }, 'child'));
      expect(artistAnswered).toBeInstanceOf(Promise);
      expect(suspends(() => page.useSettled())).toBeInstanceOf(Promise);
      await release('artist');
      await artistAnswered;
      jest.runAllTimers();
      expect(suspends(() => page.useSettled())).toBeInstanceOf(Promise);
      // The child renders again with its answer: nothing waits, and the data has both answers.
      expect(suspends(() => page.useQuery(ARTIST, { variables: { labelId: '7' } }, 'child'))).toBeNull();
      expect(suspends(() => page.useSettled())).toBeNull();
      expect(Object.keys(page.renderedResults())).toEqual(['Label:{}', 'Artist:{"labelId":"7"}']);
    } finally {
      jest.useRealTimers();
    }
  });
});
