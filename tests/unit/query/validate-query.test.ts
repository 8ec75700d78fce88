import {
  QueryValidationError,
  validateQuery,
  type CollectionRulesMap,
  type QueryValidationRules,
} from '../../../server/sources/content/query/validate-query';
import { expectNamedError } from '../../support/named-error';

const collections: CollectionRulesMap = {
  posts: {
    fields: ['id', 'title', 'slug', 'status', 'date_published'],
    sortable: ['title', 'date_published'],
    relations: {
      author: { collection: 'artists', kind: 'one' },
      tags: { collection: 'tags', kind: 'many' },
    },
  },
  artists: {
    fields: ['id', 'name', 'slug', 'sort'],
    relations: { label: { collection: 'labels', kind: 'one' }, releases: { collection: 'product_groups', kind: 'many' } },
  },
  labels: { fields: ['id', 'name'], relations: { parent: { collection: 'labels', kind: 'one' } } },
  tags: { fields: ['id', 'name'] },
  product_groups: {
    fields: ['id', 'title'],
    relations: { artist: { collection: 'artists', kind: 'one' }, products: { collection: 'products', kind: 'many' } },
  },
  products: { fields: ['id', 'format', 'price'] },
};

const postRules: QueryValidationRules = { collection: 'posts', collections };

function validationMessage(query: unknown, rules: QueryValidationRules = postRules): string {
  try {
    validateQuery(query, rules);
  } catch (error) {
    if (error instanceof QueryValidationError) return error.message;
    throw error;
  }
  throw new Error('expected a QueryValidationError');
}

describe('validateQuery accepts', () => {
  it('a full query, returned typed with null variables left out', () => {
    const query = {
      filter: {
        status: { _eq: 'published' },
        date_published: { _lte: '$NOW', _gte: '$NOW(-1 year)' },
        author: { label: { name: { _icontains: 'tide' } } },
        tags: { _some: { name: { _in: ['ambient', 'live'] } } },
        _or: [{ title: { _contains: 'night' } }, { slug: 'night-harbour' }],
      },
      search: 'harbour',
      sort: ['-date_published', 'author.name', 'author.label.name'],
      limit: 20,
      offset: 40,
    };
    expect(validateQuery(query, postRules)).toEqual(query);
    expect(validateQuery({ filter: null, search: null, sort: null, limit: null, offset: null }, postRules)).toEqual({});
    expect(validateQuery(undefined, postRules)).toEqual({});
  });

  it('the limits at their bounds, and -1 when unlimited is allowed', () => {
    expect(validateQuery({ limit: 1, offset: 0 }, postRules)).toEqual({ limit: 1, offset: 0 });
    expect(validateQuery({ limit: 500, offset: 10_000 }, postRules)).toEqual({ limit: 500, offset: 10_000 });
    expect(validateQuery({ limit: -1 }, { ...postRules, allowUnlimited: true })).toEqual({ limit: -1 });
  });

  it('_none, implicit _some, relation ids and unset operator values', () => {
    const filter = {
      tags: { _none: { name: { _eq: 'live' } } },
      author: { _eq: 'a1', releases: { products: { format: { _eq: 'Vinyl' } } } },
      status: { _eq: undefined },
    };
    expect(validateQuery({ filter }, postRules)).toEqual({ filter });
  });
});

describe('validateQuery rejects', () => {
  it.each<[string, unknown, string]>([
    ['an unknown field', { filter: { secret: { _eq: 1 } } }, 'Unknown filter field "secret" on posts'],
    ['an unknown nested field', { filter: { author: { password: { _eq: 'x' } } } }, 'Unknown filter field "password" on artists'],
    ['an unknown field inside _some', { filter: { tags: { _some: { colour: { _eq: 'red' } } } } }, 'Unknown filter field "colour" on tags'],
    ['an unknown operator', { filter: { title: { _regex: '^N' } } }, 'Unknown filter operator "_regex"'],
    ['an unknown top-level operator', { filter: { _not: {} } }, 'Unknown filter operator "_not"'],
    ['an operator without field', { filter: { _eq: 'x' } }, 'Operator "_eq" must follow a field name'],
    ['a non-object filter', { filter: 'status' }, 'filter must be an object'],
    ['a list as a field condition', { filter: { title: ['a'] } }, 'Filter on "title" must be an object of operators, not a list'],
    ['_in with a single value', { filter: { status: { _in: 'draft' } } }, '_in expects a list'],
    ['_nin with objects', { filter: { status: { _nin: [{}] } } }, '_nin expects a list of single values'],
    ['a long _in list', { filter: { id: { _in: Array.from({ length: 101 }, (_, i) => i) } } }, '_in accepts at most 100 values'],
    ['_between with one value', { filter: { date_published: { _between: ['2024-01-01'] } } }, '_between expects a list of two values'],
    ['_between with null', { filter: { date_published: { _between: [null, '2024-01-01'] } } }, '_between expects a list of two values'],
    ['_null with text', { filter: { slug: { _null: 'true' } } }, '_null expects true or false'],
    ['_contains with an object', { filter: { title: { _contains: { a: 1 } } } }, '_contains expects text'],
    ['_eq with a list', { filter: { title: { _eq: ['a'] } } }, '_eq expects a single value'],
    ['_eq with an infinite number', { filter: { id: { _eq: Infinity } } }, '_eq expects a single value'],
    ['a malformed $NOW', { filter: { date_published: { _gt: '$NOW(-1 fortnight)' } } }, 'Invalid dynamic value "$NOW(-1 fortnight)"'],
    ['a long text value', { filter: { title: { _contains: 'x'.repeat(201) } } }, '_contains value must be at most 200 characters'],
    ['a non-list _and', { filter: { _and: { status: { _eq: 'x' } } } }, '_and expects a non-empty list of filters'],
    ['an empty _or', { filter: { _or: [] } }, '_or expects a non-empty list of filters'],
    ['a non-object inside _or', { filter: { _or: ['x'] } }, 'Each filter in _or must be an object'],
    [
      '_some on a many-to-one',
      { filter: { author: { _some: { name: { _eq: 'x' } } } } },
      '_some can only be used on a to-many relation, not on "author" of posts',
    ],
    [
      '_none on a plain field',
      { filter: { title: { _none: {} } } },
      '_none can only be used on a to-many relation, not on "title" of posts',
    ],
    [
      'a value operator on a to-many relation',
      { filter: { tags: { _eq: 't1' } } },
      'Operator "_eq" cannot be used on to-many relation "tags" of posts: filter its fields or use _some / _none',
    ],
    [
      'a text operator on a many-to-one relation',
      { filter: { author: { _contains: 'Nova' } } },
      'Operator "_contains" cannot be used on relation "author" of posts: filter its fields instead',
    ],
    [
      'nested fields on a plain field',
      { filter: { title: { length: { _gt: 3 } } } },
      '"title" on posts is not a relation, so it has no fields to filter by',
    ],
    ['a non-string search', { search: 42 }, 'search must be a string of at most 200 characters'],
    ['a long search', { search: 'x'.repeat(201) }, 'search must be a string of at most 200 characters'],
    ['a sort given as text', { sort: '-date_published' }, 'sort must be a list of field names'],
    ['a sort list with a number', { sort: [1] }, 'sort must be a list of field names'],
    ['an unknown sort field', { sort: ['x'] }, 'sort field "x" is not sortable on posts'],
    ['a filterable but not sortable field', { sort: ['-status'] }, 'sort field "status" is not sortable on posts'],
    ['an unknown field behind a relation', { sort: ['author.secret'] }, 'sort field "author.secret" is not sortable on posts'],
    ['a sort through a to-many relation', { sort: ['tags.name'] }, 'sort field "tags.name" is not sortable on posts'],
    ['a sort on a relation itself', { sort: ['author'] }, 'sort field "author" is not sortable on posts'],
    ['limit 0', { limit: 0 }, 'limit must be an integer between 1 and 500'],
    ['limit above the maximum', { limit: 501 }, 'limit must be an integer between 1 and 500'],
    ['a fractional limit', { limit: 1.5 }, 'limit must be an integer between 1 and 500'],
    ['a text limit', { limit: '10' }, 'limit must be an integer between 1 and 500'],
    ['limit -1 when not allowed', { limit: -1 }, 'limit must be an integer between 1 and 500'],
    ['a negative offset', { offset: -1 }, 'offset must be an integer between 0 and 10000'],
    ['an offset above the maximum', { offset: 10_001 }, 'offset must be an integer between 0 and 10000'],
    ['an unknown parameter', { page: 2 }, 'Unknown query parameter "page"'],
    ['a non-object query', 'limit=10', 'query must be an object'],
  ])('%s', (_description, query, message) => {
    expect(validationMessage(query)).toBe(message);
  });

  it('limits beyond custom bounds, naming -1 when it is allowed', () => {
    expect(validationMessage({ limit: 51 }, { ...postRules, maxLimit: 50 })).toBe('limit must be an integer between 1 and 50');
    expect(validationMessage({ limit: -2 }, { ...postRules, allowUnlimited: true })).toBe(
      'limit must be -1 or an integer between 1 and 500',
    );
    expect(validationMessage({ offset: 101 }, { ...postRules, maxOffset: 100 })).toBe('offset must be an integer between 0 and 100');
  });

  it('a filter nested deeper than the maximum depth', () => {
    // Each relation is one level: posts(1) → author(2) → label(3) → parent(4) → parent(5) → parent(6) → parent(7).
    const deep = { author: { label: { parent: { parent: { parent: { parent: { name: { _eq: 'x' } } } } } } } };
    expect(validationMessage({ filter: deep })).toBe('filter is nested more than 6 levels deep');
    const sixLevels = { author: { label: { parent: { parent: { parent: { name: { _eq: 'x' } } } } } } };
    expect(validateQuery({ filter: sixLevels }, postRules)).toEqual({ filter: sixLevels });
    expect(validationMessage({ filter: { _and: [{ _or: [{ status: 'x' }] }] } }, { ...postRules, maxFilterDepth: 2 })).toBe(
      'filter is nested more than 2 levels deep',
    );
  });

  it('a filter with more conditions than the maximum', () => {
    const conditions = (count: number) => ({ _or: Array.from({ length: count }, (_, index) => ({ id: { _eq: index } })) });
    expect(validateQuery({ filter: conditions(50) }, postRules).filter).toEqual(conditions(50));
    expect(validationMessage({ filter: conditions(51) })).toBe('filter has more than 50 conditions');
    expect(validationMessage({ filter: { title: { _contains: 'a', _ncontains: 'b' } } }, { ...postRules, maxConditions: 1 })).toBe(
      'filter has more than 1 conditions',
    );
  });

  it('with a QueryValidationError, an Error with its own name', () => {
    expectNamedError(() => validateQuery({ limit: 0 }, postRules), QueryValidationError, 'QueryValidationError');
  });

  it('a collection missing from the rules as a programming error, not a bad request', () => {
    const call = () => validateQuery({}, { collection: 'nope', collections });
    expect(call).toThrow('No query rules for collection "nope"');
    expect(call).not.toThrow(QueryValidationError);
  });
});
