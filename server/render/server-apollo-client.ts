import { ApolloClient, type ApolloLink } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import type { GraphQLSchema } from 'graphql';
import { defaultQueryOptions } from '../../shared/graphql/cache';
import type { GraphQLContext } from '../graphql/context';
import { RenderResultsCache } from './render-results-cache';

/** A new client per request: its cache holds only this page's data, executed in-process. */
export function createServerApolloClient(schema: GraphQLSchema, context: GraphQLContext): ApolloClient {
  return renderClient(new SchemaLink({ schema, context }));
}

/** A client of a render's own (a streamed block's) over the request's link, with an empty cache. */
export function renderClient(link: ApolloLink): ApolloClient {
  return new ApolloClient({ ssrMode: true, cache: new RenderResultsCache(), link, defaultOptions: defaultQueryOptions });
}
