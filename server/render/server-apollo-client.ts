import { ApolloClient } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import type { GraphQLSchema } from 'graphql';
import { defaultQueryOptions } from '../../shared/graphql/cache';
import type { GraphQLContext } from '../graphql/context';
import { RenderResultsCache } from './render-results-cache';

/** A new client per request: its cache holds only this page's data, executed in-process. */
export function createServerApolloClient(schema: GraphQLSchema, context: GraphQLContext): ApolloClient {
  return new ApolloClient({
    ssrMode: true,
    cache: new RenderResultsCache(),
    link: new SchemaLink({ schema, context }),
    defaultOptions: defaultQueryOptions,
  });
}
