import path from 'node:path';
import * as esbuild from 'esbuild';
import { apolloWithoutPrinterPlugin } from '../../scripts/build/apollo-without-printer';
import { precompiledGraphqlPlugin } from '../../scripts/build/precompiled-graphql';
import { buildTimeValuesPlugin } from '../../scripts/build/build-time-values';
import { trustedDocumentIdsByName } from '../../server/graphql/trusted-documents';
import { siteOperations } from '../../shared/graphql/operations';
import { inMemoryBrowserBuild } from '../support/browser-bundle';

const root = path.resolve(__dirname, '..', '..');

describe("the browser's GraphQL client as the client build bundles it", () => {
  let code: string;
  let inputs: string[];
  beforeAll(async () => {
    const result = await esbuild.build({
      absWorkingDir: root,
      stdin: {
        contents:
          "export { createBrowserApolloClient } from './client/apollo-client'; export { siteOperations } from './shared/graphql/operations';",
        resolveDir: root,
        loader: 'ts',
      },
      ...inMemoryBrowserBuild,
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [precompiledGraphqlPlugin(), buildTimeValuesPlugin(root), apolloWithoutPrinterPlugin(root)],
    });
    code = result.outputFiles[0]!.text;
    // What ends up in the bundle (the metafile's inputs also list modules tree-shaking dropped).
    const output = Object.values(result.metafile.outputs)[0]!;
    inputs = Object.entries(output.inputs)
      .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
      .map(([input]) => input);
  }, 30_000);

  it("ships neither graphql's printer nor its parser, nor the server's hashing", () => {
    expect(inputs.filter((input) => /graphql[\\/]language[\\/](printer|parser|lexer)/.test(input))).toEqual([]);
    expect(inputs.filter((input) => input.startsWith('server/') || input.includes('node:crypto'))).toEqual([]);
    expect(inputs).toContain('client/document-key.ts');
  });

  it('carries every operation id as a literal and no query text', () => {
    // Checked as booleans: a failure would otherwise print the whole bundle.
    const missing = Object.entries(trustedDocumentIdsByName(siteOperations)).filter(
      ([name, id]) => !new RegExp(`\\b${name}"?:"${id}"`).test(code),
    );
    expect(missing).toEqual([]);
    expect(/query SiteSettings|mutation SendFrontMessage|fragment \w+ on/.test(code)).toBe(false);
  });
});
