/**
 * What a first view's JavaScript is made of, from the build's esbuild metafile: for one page module
 * (default `content-page`, what `/` uses) the entry, the page's chunk and every chunk they import
 * statically, each with its served gzip size and its largest sources, then the total per package or
 * source folder (minified bytes before compression). Reads the last build (`npm run build` first).
 *
 *   npm run bench:composition [page-module] [sources per output, default 5]
 *
 * Prints figures; asserts nothing.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';

const dist = path.resolve('dist');
const pageModule = process.argv[2] ?? 'content-page';
const perOutput = Number(process.argv[3] ?? 5);
const metafile = JSON.parse(readFileSync(path.join(dist, 'client-metafile.json'), 'utf8')) as Metafile;
const manifest = JSON.parse(readFileSync(path.join(dist, 'client', 'manifest.json'), 'utf8')) as {
  entry: string;
  pages: Record<string, string[]>;
};

const urls = manifest.pages[pageModule];
if (!urls) throw new Error(`No page module ${pageModule}; the build has ${Object.keys(manifest.pages).join(', ')}`);
const outputOf = (url: string) => Object.keys(metafile.outputs).find((file) => file.endsWith(url.replace(/^\/assets\//, 'assets/')));

/** An output and everything it imports statically, as the browser loads them before the first render. */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of metafile.outputs[file]?.imports ?? [])
    if (imported.kind === 'import-statement' && !imported.external) staticClosure(imported.path, seen);
  return seen;
}

const files = new Set<string>();
for (const url of [manifest.entry, ...urls]) {
  const file = outputOf(url);
  if (file) staticClosure(file, files);
}

/** A source's package (`@apollo/client`) or its folder in the repository (`shared/components`). */
const group = (input: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? input.split('/').slice(0, 2).join('/');
const gzipKiB = (file: string) => statSync(path.join(path.dirname(dist), `${file}.gz`)).size / 1024;

const groups = new Map<string, number>();
const rows = [...files]
  .map((file) => ({ file, gzip: gzipKiB(file), inputs: Object.entries(metafile.outputs[file]!.inputs) }))
  .sort((a, b) => b.gzip - a.gzip);
console.log(`First view of ${pageModule}: ${rows.length} scripts, ${rows.reduce((sum, row) => sum + row.gzip, 0).toFixed(1)} KiB gzip\n`);
for (const row of rows) {
  const top = row.inputs.filter(([, meta]) => meta.bytesInOutput > 0).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput);
  console.log(`${row.gzip.toFixed(1).padStart(7)} KiB  ${path.basename(row.file)}`);
  for (const [input, meta] of top.slice(0, perOutput))
    console.log(`${(meta.bytesInOutput / 1024).toFixed(1).padStart(16)} KiB min  ${input.replace(/^.*node_modules\//, '')}`);
  for (const [input, meta] of row.inputs) groups.set(group(input), (groups.get(group(input)) ?? 0) + meta.bytesInOutput);
}
console.log('\nminified KiB per package or folder');
for (const [name, bytes] of [...groups].sort((a, b) => b[1] - a[1]))
  if (bytes >= 512) console.log(`${(bytes / 1024).toFixed(1).padStart(8)}  ${name}`);
