import { buildSchema, isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { resolvers, type ResolverMap } from './resolvers';
import { typeDefs } from './type-defs';

/**
 * SDL plus a resolver map, joined here: a handful of lines instead of a schema-tools dependency.
 * A resolver for a field the SDL does not declare is a programming error and fails at start-up.
 */
export function attachResolvers(schema: GraphQLSchema, map: ResolverMap): GraphQLSchema {
  for (const [typeName, fieldResolvers] of Object.entries(map)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`Resolver for unknown type ${typeName}`);
    const fields = type.getFields();
    for (const [fieldName, resolve] of Object.entries(fieldResolvers)) {
      const field = fields[fieldName];
      if (!field) throw new Error(`Resolver for unknown field ${typeName}.${fieldName}`);
      field.resolve = resolve as unknown as GraphQLFieldResolver<unknown, unknown>;
    }
  }
  return schema;
}

export function createSchema(): GraphQLSchema {
  return attachResolvers(buildSchema(typeDefs), resolvers);
}
