import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  /** Fields selected in the whole operation, fragments expanded: a bound on the work one query asks. */
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
      const totals = { fields: 0, aliases: 0, depth: 0 };
      measure(operation.selectionSet, 1, fragments, totals, new Set());
      const name = operation.name?.value ?? 'anonymous operation';
      if (totals.depth > limits.maxDepth) {
        context.reportError(new GraphQLError(`${name} is nested ${totals.depth} levels deep; the limit is ${limits.maxDepth}`));
      }
      if (totals.aliases > limits.maxAliases) {
        context.reportError(new GraphQLError(`${name} uses ${totals.aliases} aliases; the limit is ${limits.maxAliases}`));
      }
      if (totals.fields > limits.maxFields) {
        context.reportError(new GraphQLError(`${name} selects ${totals.fields} fields; the limit is ${limits.maxFields}`));
      }
    },
  });
}

function measure(
  selectionSet: SelectionSetNode,
  depth: number,
  fragments: Record<string, FragmentDefinitionNode>,
  totals: { fields: number; aliases: number; depth: number },
  visiting: Set<string>,
): void {
  totals.depth = Math.max(totals.depth, depth);
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const field: FieldNode = selection;
      totals.fields += 1;
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
