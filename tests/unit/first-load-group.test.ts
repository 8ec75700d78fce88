import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { COMPILE_ALL_ON_LOAD, groupFirstLoadScripts } from '../../scripts/build/first-load-group';

/** A small site as the client build splits it: an entry, three pages (the first is home's), a part loaded on demand. */
const sources: Record<string, string> = {
  'entry.js': `import { shared } from './shared.js';
    export const pages = { a: () => import('./page-a.js'), b: () => import('./page-b.js'), c: () => import('./page-c.js') };
    document.title = shared();`,
  'shared.js': `export const shared = () => 'shared';`,
  'both-pages.js': `export const bothPages = () => 'both pages';`,
  'page-a.js': `import { shared } from './shared.js'; import { bothPages } from './both-pages.js'; import { tile } from './tile.js';
    export default () => shared() + bothPages() + tile() + import('./on-demand.js');`,
  'page-b.js': `import { bothPages } from './both-pages.js'; export default () => bothPages();`,
  'page-c.js': `import { bothPages } from './both-pages.js'; import { tile } from './tile.js'; export default () => bothPages() + tile();`,
  'tile.js': `export const tile = () => 'tile';`,
  'on-demand.js': `export default 'on demand';`,
};

describe('the first-load group', () => {
  let root: string;
  let assetsDir: string;
  let before: esbuild.Metafile;
  let after: esbuild.Metafile;
  const scripts = async () => (await readdir(assetsDir, { recursive: true })).filter((file) => file.endsWith('.js')).sort();

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'first-load-group-'));
    assetsDir = path.join(root, 'dist', 'assets');
    await mkdir(path.join(root, 'src'));
    for (const [file, text] of Object.entries(sources)) await writeFile(path.join(root, 'src', file), text);
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: { entry: 'src/entry.js', 'page-a': 'src/page-a.js', 'page-b': 'src/page-b.js', 'page-c': 'src/page-c.js' },
      outdir: assetsDir,
      publicPath: '/assets/',
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      // As the client build writes them: maps and licences apart, without links.
      sourcemap: 'external',
      legalComments: 'external',
      entryNames: '[name]-[hash]',
      chunkNames: 'chunks/[name]-[hash]',
      metafile: true,
      logLevel: 'silent',
    });
    before = result.metafile;
    after = await groupFirstLoadScripts({
      metafile: before,
      root,
      assetsDir,
      publicPath: '/assets/',
      entryName: 'entry',
      pageNames: ['page-a', 'page-b', 'page-c'],
      homePageName: 'page-a',
      minify: true,
      target: ['es2022'],
    });
  }, 30_000);
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("folds what the entry imports, what every page imports and what home's page imports into the entry file", async () => {
    const outputs = Object.keys(before.outputs).filter((file) => file.endsWith('.js'));
    expect(outputs.filter((file) => file.includes('/chunks/chunk-'))).toHaveLength(3);
    expect((await scripts()).filter((file) => file.includes('chunk-'))).toEqual([]);
    const group = Object.entries(after.outputs).find(([file]) => path.basename(file).startsWith('entry-'))!;
    expect(Object.keys(group[1].inputs).sort()).toEqual(['src/both-pages.js', 'src/entry.js', 'src/shared.js', 'src/tile.js']);
  });

  it('gives every file that changed a new name, keeps the others, and leaves no reference dangling', async () => {
    const names = await scripts();
    const old = Object.keys(before.outputs).map((file) => path.relative(assetsDir, path.join(root, file)));
    // The part loaded on demand imports nothing: same bytes, same name.
    const onDemand = (files: string[]) => files.filter((file) => /on-demand-\w+\.js$/.test(file));
    expect(onDemand(names)).toEqual(onDemand(old));
    expect(onDemand(names)).toHaveLength(1);
    for (const page of ['entry-', 'page-a-', 'page-b-', 'page-c-'])
      expect(names.filter((file) => file.startsWith(page) && old.includes(file))).toEqual([]);
    for (const file of names) {
      const text = await readFile(path.join(assetsDir, file), 'utf8');
      for (const [url] of text.matchAll(/\/assets\/[\w/.-]+\.js(?:\.map)?/g))
        expect([url, existsSync(path.join(assetsDir, url.slice('/assets/'.length)))]).toEqual([url, true]);
    }
  });

  it('asks the browser to compile the first-load file eagerly, off the main thread, and no file loaded on demand', async () => {
    const firstLine = async (file: string) => (await readFile(path.join(assetsDir, file), 'utf8')).split('\n')[0];
    const names = await scripts();
    expect(await firstLine(names.find((file) => file.startsWith('entry-'))!)).toBe(COMPILE_ALL_ON_LOAD);
    for (const file of names.filter((name) => !name.startsWith('entry-')))
      expect([file, await firstLine(file)]).not.toEqual([file, COMPILE_ALL_ON_LOAD]);
    // The map still leads each line of code to its source: the comment is accounted for.
    const entry = names.find((file) => file.startsWith('entry-'))!;
    const map = JSON.parse(await readFile(path.join(assetsDir, `${entry}.map`), 'utf8')) as { mappings: string };
    expect(map.mappings.startsWith(';')).toBe(true);
  });

  it('maps each new file back to the sources, and describes it in the metafile', async () => {
    const page = (await scripts()).find((file) => file.startsWith('page-a-'))!;
    const map = JSON.parse(await readFile(path.join(assetsDir, `${page}.map`), 'utf8')) as { sources: string[] };
    expect(map.sources.map((source) => path.basename(source))).toContain('page-a.js');
    const described = Object.keys(after.outputs).map((file) => path.relative(assetsDir, path.join(root, file)));
    expect(described.sort()).toEqual(await scripts());
  });
});
