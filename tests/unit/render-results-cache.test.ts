import { InMemoryCache, gql } from '@apollo/client';
import { print } from 'graphql';
import { RenderResultsCache } from '../../server/render/render-results-cache';

const RELEASE = gql`
  query Release($slug: String!) {
    product_groups(filter: { slug: { _eq: $slug } }) {
      id
      title
      artists {
        name
      }
    }
  }
`;

/** A result as GraphQL execution makes it: objects without a prototype, `__typename` where the transform put it. */
const executed = (title: string) =>
  Object.assign(Object.create(null) as object, {
    product_groups: [
      Object.assign(Object.create(null) as object, {
        id: '1',
        title,
        artists: [Object.assign(Object.create(null) as object, { name: 'Fen & Fathom', __typename: 'artists' })],
        __typename: 'product_groups',
      }),
    ],
  });

describe('the server render cache', () => {
  it('adds __typename to a document as Apollo’s normalised cache does, once per document', () => {
    const cache = new RenderResultsCache();
    const transformed = cache.transformDocument(RELEASE);
    expect(print(transformed)).toBe(print(new InMemoryCache().transformDocument(RELEASE)));
    expect(new RenderResultsCache().transformDocument(RELEASE)).toBe(transformed);
  });

  it('reads a query back as the normalised cache would: plain objects, __typename first', () => {
    const cache = new RenderResultsCache();
    const query = cache.transformDocument(RELEASE);
    const normalised = new InMemoryCache();
    for (const target of [cache, normalised]) target.writeQuery({ query, variables: { slug: 'hourglass' }, data: executed('Hourglass') });

    const diff = cache.diff({ query, variables: { slug: 'hourglass' }, optimistic: true });
    expect(diff.complete).toBe(true);
    expect(JSON.stringify(diff.result)).toBe(JSON.stringify(normalised.readQuery({ query, variables: { slug: 'hourglass' } })));
    expect(Object.getPrototypeOf((diff.result as { product_groups: object[] }).product_groups[0])).toBe(Object.prototype);
  });

  it('answers each query and variables apart, and knows nothing it was not given', () => {
    const cache = new RenderResultsCache();
    const query = cache.transformDocument(RELEASE);
    cache.writeQuery({ query, variables: { slug: 'a' }, data: executed('A') });
    cache.writeQuery({ query, variables: { slug: 'b' }, data: executed('B') });

    expect(cache.readQuery<{ product_groups: { title: string }[] }>({ query, variables: { slug: 'b' } })?.product_groups[0]?.title).toBe(
      'B',
    );
    expect(cache.diff({ query, variables: { slug: 'c' }, optimistic: true })).toEqual({ result: null, complete: false });
    expect(cache.readQuery({ query, variables: { slug: 'c' } })).toBeNull();
  });
});
