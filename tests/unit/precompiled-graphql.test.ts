import path from 'node:path';
import * as esbuild from 'esbuild';
import { precompiledGraphqlPlugin } from '../../scripts/build/precompiled-graphql';
import { SEARCH, SEND_FRONT_MESSAGE } from '../../shared/graphql/services';
import { SITE_SETTINGS } from '../../shared/graphql/site-settings';

const root = path.resolve(__dirname, '..', '..');

/** Bundles a module re-exporting documents with the plugin, as the client build does, and runs it. */
async function compiled(): Promise<{ code: string; exports: Record<string, unknown> }> {
  const result = await esbuild.build({
    absWorkingDir: root,
    stdin: {
      contents:
        "export { SEARCH, SEND_FRONT_MESSAGE } from './shared/graphql/services'; export { SITE_SETTINGS } from './shared/graphql/site-settings';",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    packages: 'external',
    logLevel: 'silent',
    plugins: [precompiledGraphqlPlugin()],
  });
  const code = result.outputFiles[0]!.text;
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  return { code, exports: module.exports };
}

const withoutLocations = (document: unknown) => JSON.parse(JSON.stringify(document, (key, value) => (key === 'loc' ? undefined : value)));

describe('precompiledGraphqlPlugin (the browser parses no GraphQL text)', () => {
  it('ships each document as the module builds it, fragments included, without the gql tag', async () => {
    const { code, exports } = await compiled();
    expect(code).not.toContain('gql`');
    expect(code).not.toContain('@apollo/client');
    expect(exports.SEARCH).toEqual(withoutLocations(SEARCH));
    expect(exports.SEND_FRONT_MESSAGE).toEqual(withoutLocations(SEND_FRONT_MESSAGE));
    expect(exports.SITE_SETTINGS).toEqual(withoutLocations(SITE_SETTINGS));
  }, 20_000);
});
