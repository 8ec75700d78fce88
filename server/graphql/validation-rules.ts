import {
  getNamedType,
  GraphQLError,
  isAbstractType,
  isObjectType,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  /**
   * Fields selected in the whole operation, fragments expanded: a bound on the work one query asks.
   * A union's members are alternatives (each object is one of them), so the largest one counts.
   */
  maxFields: number;
}

export const defaultQueryLimits: QueryLimits = { maxDepth: 10, maxAliases: 10, maxFields: 400 };

/** Depth, alias and size limits, and no introspection in production. */
export function validationRules(limits: QueryLimits, production: boolean): ValidationRule[] {
  const rules: ValidationRule[] = [operationLimitsRule(limits)];
  if (production) rules.push(NoSchemaIntrospectionCustomRule);
  return rules;
}

function operationLimitsRule(limits: QueryLimits): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const fragments = Object.fromEntries(
        context
          .getDocument()
          .definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
          .map((d) => [d.name.value, d]),
      );
      const totals = { aliases: 0, depth: 0 };
      measure(operation.selectionSet, 1, fragments, totals, new Set());
      const schema = context.getSchema();
      const fields = fieldCount(operation.selectionSet, schema.getRootType(operation.operation) ?? undefined, schema, fragments, new Set());
      const name = operation.name?.value ?? 'anonymous operation';
      if (totals.depth > limits.maxDepth) {
        context.reportError(new GraphQLError(`${name} is nested ${totals.depth} levels deep; the limit is ${limits.maxDepth}`));
      }
      if (totals.aliases > limits.maxAliases) {
        context.reportError(new GraphQLError(`${name} uses ${totals.aliases} aliases; the limit is ${limits.maxAliases}`));
      }
      if (fields > limits.maxFields) {
        context.reportError(new GraphQLError(`${name} selects ${fields} fields; the limit is ${limits.maxFields}`));
      }
    },
  });
}

function measure(
  selectionSet: SelectionSetNode,
  depth: number,
  fragments: Record<string, FragmentDefinitionNode>,
  totals: { aliases: number; depth: number },
  visiting: Set<string>,
): void {
  totals.depth = Math.max(totals.depth, depth);
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const field: FieldNode = selection;
      if (field.alias) totals.aliases += 1;
      if (field.selectionSet) measure(field.selectionSet, depth + 1, fragments, totals, visiting);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      measure(selection.selectionSet, depth, fragments, totals, visiting);
    } else {
      const fragment = fragments[selection.name.value];
      // Unknown or cyclic spreads are reported by graphql's own rules.
      if (!fragment || visiting.has(fragment.name.value)) continue;
      visiting.add(fragment.name.value);
      measure(fragment.selectionSet, depth, fragments, totals, visiting);
      visiting.delete(fragment.name.value);
    }
  }
}

/**
 * The fields a selection set asks of one object of `type`, fragments expanded. An object of a union
 * is one of its members, so a union counts as its largest member; a fragment counts only for the
 * members its type condition holds. Unknown types (reported by graphql's own rules) count everything.
 */
function fieldCount(
  selectionSet: SelectionSetNode,
  type: GraphQLNamedType | undefined,
  schema: GraphQLSchema,
  fragments: Record<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): number {
  if (type && isAbstractType(type)) {
    return Math.max(0, ...schema.getPossibleTypes(type).map((member) => fieldCount(selectionSet, member, schema, fragments, visiting)));
  }
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      count += 1;
      if (!selection.selectionSet) continue;
      const field = type && isObjectType(type) ? type.getFields()[selection.name.value] : undefined;
      count += fieldCount(selection.selectionSet, field && getNamedType(field.type), schema, fragments, visiting);
      continue;
    }
    const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments[selection.name.value];
    // Unknown or cyclic spreads are reported by graphql's own rules.
    if (!fragment || (fragment.kind === Kind.FRAGMENT_DEFINITION && visiting.has(fragment.name.value))) continue;
    const condition = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : type;
    if (type && condition && !holdsFor(schema, condition, type)) continue;
    if (fragment.kind === Kind.FRAGMENT_DEFINITION) visiting.add(fragment.name.value);
    count += fieldCount(fragment.selectionSet, type, schema, fragments, visiting);
    if (fragment.kind === Kind.FRAGMENT_DEFINITION) visiting.delete(fragment.name.value);
  }
  return count;
}

/** Whether a fragment on `condition` applies to an object of `type`. */
function holdsFor(schema: GraphQLSchema, condition: GraphQLNamedType, type: GraphQLNamedType): boolean {
  return condition === type || (isAbstractType(condition) && isObjectType(type) && schema.isSubType(condition, type));
}
