import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';

/** A scalar whose values are JSON as they are; the schema's name for it says what the JSON holds. */
function jsonValueScalar(name: string, description: string): GraphQLScalarType {
  return new GraphQLScalarType({
    name,
    description,
    serialize: (value) => value,
    parseValue: (value) => value,
    parseLiteral: (node, variables) => literalValue(node, variables ?? undefined),
  });
}

/** JSON values as they are: filters. */
export const JSONScalar = jsonValueScalar('JSON', 'Any JSON value.');

/**
 * JSON values with a known shape (type-defs.ts describes each; codegen gives each its TypeScript
 * type): a page's hero, menu columns, a nested list's items, a collection view's configuration.
 */
export const namedJsonScalars = Object.fromEntries(
  ['PageHero', 'MenuColumns', 'ListItems', 'CollectionViewConfig'].map((name) => [
    name,
    jsonValueScalar(name, `JSON: see ${name} in the schema.`),
  ]),
);

function literalValue(node: ValueNode, variables: Record<string, unknown> | undefined): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
      return Number.parseInt(node.value, 10);
    case Kind.FLOAT:
      return Number.parseFloat(node.value);
    case Kind.NULL:
      return null;
    case Kind.ENUM:
      return node.value;
    case Kind.LIST:
      return node.values.map((value) => literalValue(value, variables));
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((field) => [field.name.value, literalValue(field.value, variables)]));
    case Kind.VARIABLE:
      return variables?.[node.name.value];
  }
}
