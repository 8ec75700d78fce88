import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';

/**
 * The layer rules of eslint.config.js (DESIGN §4, decision 0056) run on small samples placed in each
 * layer, so a change to the configuration cannot make them stop firing unnoticed. Type information
 * is left out here: the layer rules read import specifiers only, and a whole program would cost the
 * test many seconds.
 */
const root = path.join(__dirname, '..', '..');
// The configuration is CommonJS, read as `eslint .` reads it.
const projectConfig = require(path.join(root, 'eslint.config.js')) as Linter.Config[];

const eslint = new ESLint({
  cwd: root,
  // The configuration is given as an object: jest's module system cannot run ESLint's own import() of the file.
  overrideConfigFile: true,
  baseConfig: [...projectConfig, tseslint.configs.disableTypeChecked],
});

/** The messages of every rule for `source` as if it were the file at `file` (relative to the repo). */
async function lint(file: string, source: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result!.messages;
}

const layerErrors = (messages: Linter.LintMessage[]) =>
  messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);

describe('layer rules (eslint.config.js)', () => {
  it.each([
    ['shared/lib/sample.ts', "export { loadConfig } from '../../server/config';", /never import from server\/ or cms\//],
    ['shared/lib/sample.ts', "export { applySchema } from '../../cms/lib/apply-schema';", /never import from server\/ or cms\//],
    ['shared/components/basket/sample.tsx', "export { createApp } from '../../../server/app';", /never import from server\/ or cms\//],
    ['client/sample.ts', "export { createApp } from '../server/app';", /never import from server\/ or cms\//],
    ['client/sample.ts', "export * from '../cms/lib/sample';", /never import from server\/ or cms\//],
    ['shared/lib/sample.ts', "export { useState } from 'react';", /no React/],
    ['shared/lib/sample.ts', "export { renderToString } from 'react-dom/server';", /no React/],
    ['shared/lib/sample.ts', "export { useQuery } from '@apollo/client/react';", /no React/],
    ['shared/lib/sample.ts', "export { Link } from 'react-router-dom';", /no React/],
    ['shared/lib/sample.ts', "export { Grid } from '../components/storefront/grid';", /no components/],
    ['shared/lib/sample.ts', "export { Html } from '../blocks/html';", /no components/],
    // The same rules in a feature folder of shared/lib (decision 0071).
    ['shared/lib/catalog/sample.ts', "export { Grid } from '../../components/storefront/grid';", /no components/],
    ['shared/lib/catalog/sample.ts', "export { createApp } from '../../../server/app';", /never import from server\/ or cms\//],
    ['shared/lib/catalog/sample.ts', "export { useState } from 'react';", /no React/],
    // The CMS tooling builds on the server, never the other way.
    [
      'server/sources/content/sample.ts',
      "export { applySchema } from '../../../cms/lib/apply-schema';",
      /server\/ never imports from cms\//,
    ],
  ])('%s: %s is a layer error', async (file, source, message) => {
    const errors = layerErrors(await lint(file, source));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    ['cms/lib/sample.ts', "export { contentModel } from '../../server/sources/content/directus/directus-schema-model';"],
    ['shared/lib/sample.ts', "export { formatPrice } from './prices';"],
    ['shared/lib/sample.ts', "export type { RichBlock } from '../blocks/block-types';"],
    ['shared/lib/sample.ts', "export { parse } from 'graphql';"],
    ['shared/lib/catalog/sample.ts', "export { formatPrice } from './prices';\nexport { SEARCH_MIN_CHARS } from '../frame/search';"],
    ['shared/components/basket/sample.tsx', "export { useState } from 'react';\nexport { formatPrice } from '../../lib/prices';"],
    // A package path that ends in /server is no server module of ours.
    ['client/sample.ts', "export { renderToString } from 'react-dom/server';\nexport { formatPrice } from '../shared/lib/prices';"],
    ['server/sample.ts', "export { formatPrice } from '../shared/lib/prices';\nexport { loadConfig } from './config';"],
  ])('%s: %s passes every rule', async (file, source) => {
    expect(await lint(file, source)).toEqual([]);
  });
});
