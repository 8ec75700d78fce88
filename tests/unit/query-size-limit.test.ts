import { buildSchema, parse, validate } from 'graphql';
import { validationRules } from '../../server/graphql/validation-rules';

const schema = buildSchema(`
  type Text { id: ID, text: String }
  type Slot { id: ID, kind: String, title: String }
  union Block = Text | Slot
  union Inline = Text
  type Query { blocks: [Block], count: Int }
`);

/** The error messages of a document under a field limit. */
const errors = (document: string, maxFields: number) =>
  validate(schema, parse(document), validationRules({ maxDepth: 10, maxAliases: 10, maxFields }, false)).map((error) => error.message);

describe('the query size limit (decision 0072)', () => {
  it("counts a union's members as alternatives: the largest one, not their sum", () => {
    const document = '{ blocks { ... on Text { id text } ... on Slot { id kind title } } }';
    // blocks, then the Slot member's three fields.
    expect(errors(document, 4)).toEqual([]);
    expect(errors(document, 3)).toEqual(['anonymous operation selects 4 fields; the limit is 3']);
  });

  it('counts a fragment on another union only for the members it holds', () => {
    const document = `
      query Page { blocks { __typename ...InlineBlock ... on Slot { kind } } }
      fragment InlineBlock on Inline { ... on Text { id text } }
    `;
    // blocks, then __typename and the Text member's two fields.
    expect(errors(document, 4)).toEqual([]);
    expect(errors(document, 3)).toEqual(['Page selects 4 fields; the limit is 3']);
  });

  it('counts every field of an object type, as before', () => {
    expect(errors('{ count blocks { __typename } }', 2)).toEqual(['anonymous operation selects 3 fields; the limit is 2']);
  });
});
