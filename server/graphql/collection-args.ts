import { GraphQLError } from 'graphql';
import type { CollectionKey, CollectionQuery } from '../sources/content/content-source';
import { QueryValidationError, validateQuery } from '../sources/content/query';
import { integerFields, queryRules } from './query-rules';

export interface CollectionArgs {
  filter?: unknown;
  search?: string | null;
  sort?: string[] | null;
  limit?: number | null;
  offset?: number | null;
  status?: string[] | null;
}

const STATUSES = new Set(['published', 'draft', 'archived', 'active', 'inactive']);

export function badUserInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/**
 * Untrusted collection variables → a query the sources can run. Anything off-limits is a clear
 * GraphQL error (never a 500): unknown fields or operators, unbounded pages, a status list outside
 * preview (drafts never reach the public), a year that is not an integer.
 */
export function parseCollectionArgs(collection: CollectionKey, args: CollectionArgs, preview: boolean): CollectionQuery {
  const { status, ...rest } = args;
  if (status != null) {
    if (!preview) throw badUserInput('The status variable is only available in preview');
    const unknown = status.find((value) => !STATUSES.has(value));
    if (unknown !== undefined) throw badUserInput(`Unknown status "${unknown}"`);
  }
  let query;
  try {
    query = validateQuery(rest, { collection, collections: queryRules });
  } catch (error) {
    if (error instanceof QueryValidationError) throw badUserInput(error.message);
    throw error;
  }
  if (query.filter) checkIntegerFields(query.filter);
  return {
    filter: query.filter ?? undefined,
    search: query.search ?? undefined,
    sort: query.sort ? [...query.sort] : undefined,
    limit: query.limit ?? undefined,
    offset: query.offset ?? undefined,
    status: status ?? undefined,
  };
}

function checkIntegerFields(filter: unknown): void {
  if (Array.isArray(filter)) return filter.forEach(checkIntegerFields);
  if (filter === null || typeof filter !== 'object') return;
  for (const [key, value] of Object.entries(filter)) {
    if (integerFields.has(key)) {
      const operands = value !== null && typeof value === 'object' ? Object.values(value).flat() : [value];
      if (!operands.every((operand) => Number.isInteger(operand) || typeof operand === 'boolean')) {
        throw badUserInput(`${key} must be compared with integers`);
      }
    } else {
      checkIntegerFields(value);
    }
  }
}
