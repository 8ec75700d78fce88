import { buildSchema, isUnionType } from 'graphql';
import { typeDefs } from '../../server/graphql/type-defs';
import { possibleTypes } from '../../shared/graphql/possible-types';

describe("the browser cache's possibleTypes (decision 0072)", () => {
  it('lists every union of the schema with exactly its members', () => {
    const unions = Object.values(buildSchema(typeDefs).getTypeMap())
      .filter(isUnionType)
      .map((union) => [union.name, union.getTypes().map((member) => member.name)]);
    expect(possibleTypes).toEqual(Object.fromEntries(unions));
  });
});
