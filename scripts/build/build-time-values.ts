import path from 'node:path';
import type { Plugin } from 'esbuild';

/** The modules the client build replaces by their values, relative to the repository root. */
export const CLIENT_BUILD_TIME_VALUES = ['client/trusted-document-ids.ts', 'shared/components/frame/platform-icon-sprite.ts'];

/** Plain data only: what JSON can carry and bring back unchanged. */
export function isPlainData(value: unknown): boolean {
  return JSON.stringify(value) !== undefined && JSON.stringify(JSON.parse(JSON.stringify(value))) === JSON.stringify(value);
}

/**
 * A module of literals: each of `values`' exports (a module's namespace object, as `import()` gives
 * it), written as `export const NAME = <JSON>` after `toLiteral`, which returns the value to write or
 * throws. Made from what the module exports when run, never from its text.
 */
export function moduleOfValues(
  file: string,
  values: Record<string, unknown>,
  toLiteral: (name: string, value: unknown) => unknown,
): string {
  const names = Object.keys(values).filter((name) => name !== 'default' && name !== '__esModule');
  if (names.length === 0) throw new Error(`${file}: exports nothing at build time`);
  return names.map((name) => `export const ${name} = ${JSON.stringify(toLiteral(name, values[name]))};`).join('\n');
}

/**
 * Client build only: each listed module is replaced by the values it exports at build time (the
 * build runs under tsx), written as literals, so the browser ships the data and none of the code or
 * packages that computed it: the trusted-document ids (no server code, no hashing, decision 0052),
 * the platform marks' sprite address (no icon paths: decisions 0053, 0054). A module exporting
 * anything but plain data stops the build with its name.
 */
export function buildTimeValuesPlugin(root: string, files: readonly string[] = CLIENT_BUILD_TIME_VALUES): Plugin {
  const listed = new Set(files.map((file) => path.join(root, file)));
  return {
    name: 'build-time-values',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
        if (!listed.has(path)) return undefined;
        const values = (await import(path)) as Record<string, unknown>;
        const contents = moduleOfValues(path, values, (name, value) => {
          if (!isPlainData(value)) throw new Error(`${path}: ${name} is not plain data, so it cannot be a build-time value`);
          return value;
        });
        return { contents, loader: 'js' };
      });
    },
  };
}
