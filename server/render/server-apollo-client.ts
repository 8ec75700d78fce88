import { ApolloClient } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import type { GraphQLSchema } from 'graphql';
import { createCache, defaultQueryOptions } from '../../shared/graphql/cache';
import type { GraphQLContext } from '../graphql/context';

/** A new client per request: its cache holds only this page's data, executed in-process. */
export function createServerApolloClient(schema: GraphQLSchema, context: GraphQLContext): ApolloClient {
  return new ApolloClient({
    ssrMode: true,
    cache: createCache(),
    link: new SchemaLink({ schema, context }),
    defaultOptions: defaultQueryOptions,
  });
}
