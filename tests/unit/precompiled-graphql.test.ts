import path from 'node:path';
import * as esbuild from 'esbuild';
import { precompiledGraphqlPlugin } from '../../scripts/build/precompiled-graphql';
import { SEARCH, SEND_FRONT_MESSAGE } from '../../shared/graphql/services';
import { SITE_SETTINGS } from '../../shared/graphql/site-settings';
import { siteOperations } from '../../shared/graphql/operations';

const root = path.resolve(__dirname, '..', '..');

/** Bundles a module re-exporting documents with the plugin, as the client build does, and runs it. */
async function compiled(documents: 'whole' | 'by-name' = 'whole'): Promise<{ code: string; exports: Record<string, unknown> }> {
  const result = await esbuild.build({
    absWorkingDir: root,
    stdin: {
      contents:
        "export { SEARCH, SEND_FRONT_MESSAGE } from './shared/graphql/services'; export { SITE_SETTINGS } from './shared/graphql/site-settings';" +
        " export { fullDocuments } from 'site-graphql:full-documents';",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    packages: 'external',
    logLevel: 'silent',
    plugins: [precompiledGraphqlPlugin({ documents, root })],
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

describe('precompiledGraphqlPlugin by name (the first view carries no document, only its operation name)', () => {
  it('ships each document as its operation name, and every whole document in the module the network client loads', async () => {
    const { code, exports } = await compiled('by-name');
    expect(code).not.toContain('gql`');
    const nameOf = (name: string, operation: string) => ({
      kind: 'Document',
      definitions: [{ kind: 'OperationDefinition', operation, name: { kind: 'Name', value: name } }],
    });
    expect(exports.SEARCH).toEqual(nameOf('Search', 'query'));
    expect(exports.SEND_FRONT_MESSAGE).toEqual(nameOf('SendFrontMessage', 'mutation'));
    expect(exports.SITE_SETTINGS).toEqual(nameOf('SiteSettings', 'query'));
    const whole = exports.fullDocuments as Record<string, unknown>;
    expect(whole.Search).toEqual(withoutLocations(SEARCH));
    expect(whole.SendFrontMessage).toEqual(withoutLocations(SEND_FRONT_MESSAGE));
    expect(whole.SiteSettings).toEqual(withoutLocations(SITE_SETTINGS));
    expect(Object.keys(whole)).toHaveLength(siteOperations.length);
  }, 20_000);
});
