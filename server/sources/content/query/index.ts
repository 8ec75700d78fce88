/** The in-memory query engine: Directus 11 `filter, search, sort, limit, offset` over arrays. */
export {
  compileFilter,
  FilterError,
  matchesFilter,
  resolveDynamicValue,
  type Filter,
  type FilterContext,
  type ValueOperator,
} from './filter';
export { compareCodePoints, compareValues, sortItems } from './sort';
export { matchesSearch, rankBySearchScore, scoreSearchTitle } from './search';
export { DIRECTUS_DEFAULT_LIMIT, runQuery, type ContentQuery, type RunQueryOptions } from './run-query';
export {
  DEFAULT_QUERY_LIMITS,
  QueryValidationError,
  validateQuery,
  type CollectionQueryRules,
  type CollectionRulesMap,
  type QueryLimits,
  type QueryValidationRules,
  type RelationRule,
} from './validate-query';
