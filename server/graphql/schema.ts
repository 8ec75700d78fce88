import {
  buildSchema,
  GraphQLScalarType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type GraphQLTypeResolver,
} from 'graphql';
import { resolvers } from './resolvers';
import { typeDefs } from './type-defs';

type ResolverMap = Record<string, Record<string, unknown> | GraphQLScalarType>;

/**
 * SDL plus a resolver map, joined here: a handful of lines instead of a schema-tools dependency.
 * A resolver for a type or field the SDL does not declare is a programming error and fails at
 * start-up; custom scalars take their implementation from the map, unions their `__resolveType`.
 */
export function attachResolvers(schema: GraphQLSchema, map: ResolverMap): GraphQLSchema {
  for (const [typeName, entry] of Object.entries(map)) {
    const type = schema.getType(typeName);
    if (entry instanceof GraphQLScalarType) {
      if (!isScalarType(type)) throw new Error(`Scalar implementation for unknown scalar ${typeName}`);
      Object.assign(type, { serialize: entry.serialize, parseValue: entry.parseValue, parseLiteral: entry.parseLiteral });
      continue;
    }
    if (isUnionType(type) && '__resolveType' in entry) {
      type.resolveType = entry.__resolveType as GraphQLTypeResolver<unknown, unknown>;
      continue;
    }
    if (!isObjectType(type)) throw new Error(`Resolver for unknown type ${typeName}`);
    const fields = type.getFields();
    for (const [fieldName, resolve] of Object.entries(entry)) {
      const field = fields[fieldName];
      if (!field) throw new Error(`Resolver for unknown field ${typeName}.${fieldName}`);
      field.resolve = resolve as GraphQLFieldResolver<unknown, unknown>;
    }
  }
  return schema;
}

export function createSchema(): GraphQLSchema {
  return attachResolvers(buildSchema(typeDefs), resolvers);
}
