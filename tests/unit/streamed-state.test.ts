import { mergeState, mergeStreamedState, stateDiff } from '../../shared/lib/streamed-state';
import { createCache } from '../../shared/graphql/cache';

describe('the Apollo state a streamed block carries', () => {
  const sent = {
    ROOT_QUERY: { __typename: 'Query', site_settings: { __ref: 'site_settings:{}' } },
    'artists:1': { __typename: 'artists', id: '1', name: 'Fen and Fathom' },
  };

  it('is the fields the document did not carry, or carried with another value', () => {
    const current = {
      ROOT_QUERY: { ...sent.ROOT_QUERY, 'artists({"limit":2})': [{ __ref: 'artists:1' }, { __ref: 'artists:2' }] },
      'artists:1': { ...sent['artists:1'], slug: 'fen-and-fathom' },
      'artists:2': { __typename: 'artists', id: '2', name: 'Pale Orchard' },
    };
    expect(stateDiff(sent, current)).toEqual({
      ROOT_QUERY: { 'artists({"limit":2})': [{ __ref: 'artists:1' }, { __ref: 'artists:2' }] },
      'artists:1': { slug: 'fen-and-fathom' },
      'artists:2': { __typename: 'artists', id: '2', name: 'Pale Orchard' },
    });
    expect(stateDiff(sent, { ...sent, 'artists:1': { ...sent['artists:1'], name: 'Renamed' } })).toEqual({
      'artists:1': { name: 'Renamed' },
    });
    expect(stateDiff(sent, sent)).toEqual({});
  });

  it('merges field by field over what the browser restored, changing neither input', () => {
    const added = { ROOT_QUERY: { 'posts({})': [] }, 'artists:1': { slug: 'fen-and-fathom' } };
    const merged = mergeState(sent, added);
    expect(merged).toEqual({
      ROOT_QUERY: { __typename: 'Query', site_settings: { __ref: 'site_settings:{}' }, 'posts({})': [] },
      'artists:1': { __typename: 'artists', id: '1', name: 'Fen and Fathom', slug: 'fen-and-fathom' },
    });
    expect(sent.ROOT_QUERY).not.toHaveProperty(['posts({})']);
  });

  it("lands in the site's Apollo cache so a query of those fields reads them without a request", () => {
    const cache = createCache();
    cache.restore({ ROOT_QUERY: { __typename: 'Query' } });
    mergeStreamedState(cache, {
      ROOT_QUERY: { __typename: 'Query', 'artists({"limit":1})': [{ __ref: 'artists:1' }] },
      'artists:1': { __typename: 'artists', id: '1', name: 'Fen and Fathom' },
    });
    expect(cache.extract()).toMatchObject({
      'artists:1': { name: 'Fen and Fathom' },
      ROOT_QUERY: { 'artists({"limit":1})': [{ __ref: 'artists:1' }] },
    });
  });
});
