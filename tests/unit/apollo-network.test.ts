import { ApolloClient, ApolloLink, gql, type TypedDocumentNode } from '@apollo/client';
import { Observable } from 'rxjs';
import { apolloNetwork } from '../../client/apollo-network';
import { createCache, defaultQueryOptions } from '../../shared/graphql/cache';

const RELEASE: TypedDocumentNode<{ product_groups: { __typename: string; id: string; title: string }[] }, { slug: string }> = gql`
  query Release($slug: String) {
    product_groups(filter: { slug: { _eq: $slug } }) {
      id
      title
    }
  }
`;

/** Apollo Client as the site makes it, over a link that counts requests and answers one release. */
function countingClient() {
  const requests: unknown[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        requests.push(operation.variables);
        observer.next({ data: { product_groups: [{ __typename: 'product_groups', id: 'r1', title: 'Glass Harbour' }] } });
        observer.complete();
      }),
  );
  return { requests, client: new ApolloClient({ cache: createCache(), link, defaultOptions: defaultQueryOptions }) };
}

describe('the query engine’s network side over Apollo Client', () => {
  it('answers from Apollo’s normalised cache what it already holds, and asks the network when told fresh', async () => {
    const { client, requests } = countingClient();
    const network = apolloNetwork(client, {});
    const first = await network.ask(RELEASE, { slug: 'glass-harbour' }, { fresh: false });
    expect(first.data).toEqual({ product_groups: [{ __typename: 'product_groups', id: 'r1', title: 'Glass Harbour' }] });
    expect(requests).toHaveLength(1);
    // The same question again: Apollo's cache holds every field, no request.
    expect((await network.ask(RELEASE, { slug: 'glass-harbour' }, { fresh: false })).data).toEqual(first.data);
    expect(requests).toHaveLength(1);
    // Fresh (preview): the network, whatever the cache holds.
    await network.ask(RELEASE, { slug: 'glass-harbour' }, { fresh: true });
    expect(requests).toHaveLength(2);
  });

  it('finds an entity any answer brought in Apollo’s cache', async () => {
    const { client } = countingClient();
    const network = apolloNetwork(client, {});
    expect(network.entity('product_groups', 'r1')).toBeNull();
    await network.ask(RELEASE, { slug: 'glass-harbour' }, { fresh: false });
    expect(network.entity('product_groups', 'r1')).toEqual(expect.objectContaining({ title: 'Glass Harbour' }));
  });

  it('sends the whole document a component names only by its operation', async () => {
    const { client, requests } = countingClient();
    const byName = {
      kind: 'Document',
      definitions: [{ kind: 'OperationDefinition', operation: 'query', name: { kind: 'Name', value: 'Release' } }],
    };
    const network = apolloNetwork(client, { Release: RELEASE });
    const answer = await network.ask(byName as unknown as typeof RELEASE, { slug: 'x' }, { fresh: false });
    expect(answer.error).toBeUndefined();
    expect(requests).toEqual([{ slug: 'x' }]);
  });
});
