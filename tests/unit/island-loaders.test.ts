import * as frameIslands from '../../shared/app/frame-islands';
import * as pageIslands from '../../shared/app/page-islands';
import { islandLoaders } from '../../client/islands/island-loaders';

const declared = [...Object.values(frameIslands), ...Object.values(pageIslands)];

describe('the islands the browser can hydrate', () => {
  it('has a loader for every island the pages hold, under its name, and no other', () => {
    expect(Object.keys(islandLoaders).sort()).toEqual(declared.map((island) => island.islandName).sort());
  });

  it.each(declared.map((island) => [island.islandName, island] as const))(
    'loads the component the server renders for "%s"',
    async (name, island) => {
      await expect(islandLoaders[name]!()).resolves.toBe(island.component);
    },
  );

  it.each(declared.map((island) => [island.islandName, island.loading] as const))(
    'has "%s" (loading %s) in the entry exactly when it hydrates at once',
    (name, loading) => {
      expect((islandLoaders[name] as { inEntry?: boolean }).inEntry === true).toBe(loading === 'at-once');
    },
  );
});
