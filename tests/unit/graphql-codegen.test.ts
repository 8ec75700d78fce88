import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { transformSync } from 'esbuild';
import { GENERATED_OPERATION_TYPES } from '../../scripts/graphql-codegen';

const root = join(__dirname, '../..');
const committed = () => readFileSync(join(root, GENERATED_OPERATION_TYPES), 'utf8');

describe('generated operation types', () => {
  it('are what `npm run codegen` makes from the schema and the documents today (run it after changing either)', async () => {
    // The CLI's own dry run: it exits non-zero, naming the file, when the output would change.
    const check = promisify(execFile)(
      join(root, 'node_modules/.bin/graphql-codegen'),
      ['--config', 'scripts/graphql-codegen.ts', '--check'],
      { cwd: root, timeout: 50_000 },
    );
    await expect(check).resolves.toMatchObject({ stdout: expect.not.stringContaining('stale') });
  }, 60_000);

  it('are types only: compiled, the module holds no code, so the browser bundle cannot grow', () => {
    const { code } = transformSync(committed(), { loader: 'ts', format: 'esm' });
    expect(code.trim()).toBe('');
  });

  it('type every site operation by its name', () => {
    expect(committed()).toMatch(/export type SiteSettingsQuery = /);
    expect(committed()).toMatch(/export type SendFrontMessageMutationVariables = /);
    // Page blocks are typed by kind (decision 0072): a union the components narrow on `__typename`.
    expect(committed()).toMatch(/blocks: Array<\s*\| \{ __typename: 'CodeBlock', id: string, type: string, data: \{ code: string \} \}/);
  });
});
