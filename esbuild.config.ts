/**
 * The build: the browser bundle (ES modules, split by route, minified, content-hashed, with source
 * maps and .br/.gz twins), the site's CSS (Tailwind, hashed the same way), a manifest the server
 * reads to link them, and the server bundle `npm start` runs.
 *
 *   node --import tsx esbuild.config.ts            production build
 *   import { build } from './esbuild.config'       used by scripts/dev.ts
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/postcss';
import * as esbuild from 'esbuild';
import postcss from 'postcss';
import { apolloWithoutPrinterPlugin } from './scripts/build/apollo-without-printer';
import { precompiledGraphqlPlugin } from './scripts/build/precompiled-graphql';
import { PLATFORM_ICON_SPRITE, PLATFORM_ICON_SPRITE_URL } from './shared/components/frame/platform-icon-sprite';
import { buildTimeValuesPlugin } from './scripts/build/build-time-values';
import { groupFirstLoadScripts } from './scripts/build/first-load-group';
import { readFontMetrics } from './scripts/build/font-metrics';
import { ARIAL_BOLD_METRICS, metricOverrides, type FallbackOverrides } from './scripts/build/metric-matched-fallback';

const root = __dirname;
const outDir = path.join(root, 'dist');
const clientDir = path.join(outDir, 'client');
const assetsDir = path.join(clientDir, 'assets');
const publicPath = '/assets/';
const clientTarget = ['es2022', 'chrome111', 'firefox115', 'safari16.4'];

export interface BuildOptions {
  /** development: readable bundles, no precompression; production: everything. */
  mode: 'production' | 'development';
}

interface Manifest {
  entry: string;
  /** The entry that hydrates by islands (docs/decisions/0118). */
  islandsEntry: string;
  stylesheets: string[];
  /** Self-hosted font files the pages preload. */
  fonts: string[];
  pages: Record<string, string[]>;
}

export async function build({ mode }: BuildOptions = { mode: 'production' }): Promise<Manifest> {
  const production = mode === 'production';
  await rm(outDir, { recursive: true, force: true });
  await mkdir(assetsDir, { recursive: true });

  const [text, display] = await Promise.all([copyFont(TEXT_FACE), copyFont(DISPLAY_FACE)]);
  await writeFile(path.join(assetsDir, path.basename(PLATFORM_ICON_SPRITE_URL)), PLATFORM_ICON_SPRITE);
  const fontCss = fontFaces(text.url, display.url, metricOverrides(readFontMetrics(display.bytes, DISPLAY_FACE.file), ARIAL_BOLD_METRICS));
  const [client, islandsEntry, stylesheet] = await Promise.all([
    buildClient(production),
    buildIslandsClient(production),
    buildStyles(production, fontCss),
    buildServer(),
  ]);
  // Both are preloaded: Inter sets every page's text, Syne the headings of its first screen (docs/decisions/0100).
  const manifest: Manifest = { ...client, islandsEntry, stylesheets: [stylesheet], fonts: [text.url, display.url] };
  await writeFile(path.join(clientDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  if (production) await precompress(assetsDir);
  return manifest;
}

/** Every module in shared/pages is an entry, so a route's chunk is named after its page. */
function pageEntryPoints(): Record<string, string> {
  const dir = path.join(root, 'shared', 'pages');
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
      .map((file) => [file.replace(/\.tsx$/, ''), path.join(dir, file)]),
  );
}

/** What both browser builds share: ES modules split into chunks, for the browsers the site supports. */
function browserBuildOptions(production: boolean): esbuild.BuildOptions {
  return {
    absWorkingDir: root,
    outdir: assetsDir,
    publicPath,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: clientTarget,
    jsx: 'automatic',
    minify: production,
    // Maps and licences written apart, without links: the first-load group builds some files again
    // from these, and then writes every file's links (scripts/build/first-load-group.ts).
    sourcemap: 'external',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    legalComments: 'external',
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    // Packages' production builds where their exports offer one (Apollo Client's, without its
    // development checks and messages).
    conditions: [production ? 'production' : 'development', 'module'],
    // GraphQL documents arrive parsed and travel by id: no GraphQL parser or printer in the browser
    // (docs/decisions/0043, 0052); a component's document is only its operation's name, the whole
    // documents load with the network client (0054); data computed at build time ships as literals (0053).
    plugins: [precompiledGraphqlPlugin({ documents: 'by-name', root }), buildTimeValuesPlugin(root), apolloWithoutPrinterPlugin(root)],
    logLevel: 'warning',
  };
}

/** Where both browser builds' first-load groups are written, and how. */
const groupOptions = (metafile: esbuild.Metafile, production: boolean) => ({
  metafile,
  root,
  assetsDir,
  publicPath,
  minify: production,
  target: clientTarget,
});

async function buildClient(production: boolean): Promise<Omit<Manifest, 'stylesheets' | 'fonts' | 'islandsEntry'>> {
  const pages = pageEntryPoints();
  const result = await esbuild.build({
    ...browserBuildOptions(production),
    entryPoints: { entry: path.join(root, 'client', 'entry.tsx'), ...pages },
    metafile: true,
  });
  // The scripts every page loads become one file (docs/decisions/0068).
  const metafile = await groupFirstLoadScripts({
    ...groupOptions(result.metafile, production),
    entryName: 'entry',
    pageNames: Object.keys(pages),
    homePageName: 'content-page',
  });
  // What each output is made of, for `npm run bench:composition` (kept beside the build, never served).
  await writeFile(path.join(outDir, 'client-metafile.json'), JSON.stringify(metafile));
  return manifestFromMetafile(metafile, Object.keys(pages));
}

/**
 * The entry that hydrates a page island by island (docs/decisions/0118), built on its own so the
 * whole-document build's chunks stay as they are. Returns its URL.
 */
async function buildIslandsClient(production: boolean): Promise<string> {
  const result = await esbuild.build({
    ...browserBuildOptions(production),
    entryPoints: { islands: path.join(root, 'client', 'islands-entry.tsx') },
    // A folder of its own: the first-load group rewrites and removes chunks of the other build by name.
    entryNames: 'islands/[name]-[hash]',
    chunkNames: 'islands/chunks/[name]-[hash]',
    metafile: true,
  });
  // What the entry imports statically becomes one file with it, as for the other build (0068).
  const metafile = await groupFirstLoadScripts({ ...groupOptions(result.metafile, production), entryName: 'islands', pageNames: [] });
  await writeFile(path.join(outDir, 'islands-metafile.json'), JSON.stringify(metafile));
  const entry = Object.entries(metafile.outputs).find(
    ([file, meta]) => meta.entryPoint === 'client/islands-entry.tsx' && file.endsWith('.js'),
  );
  if (!entry) throw new Error('No output for the islands entry');
  return publicPath + path.relative(assetsDir, path.join(root, entry[0]));
}

/** Output file of each entry, plus the chunks it imports statically (transitively): its preloads. */
function manifestFromMetafile(metafile: esbuild.Metafile, pageNames: string[]): Omit<Manifest, 'stylesheets' | 'fonts' | 'islandsEntry'> {
  const urlOf = (output: string) => publicPath + path.relative(assetsDir, path.join(root, output));
  const outputs = Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.js'));
  const outputOfEntry = (name: string) => {
    const found = outputs.find(([file, meta]) => meta.entryPoint && path.basename(file).startsWith(`${name}-`));
    if (!found) throw new Error(`No output for entry ${name}`);
    return found[0];
  };
  const withImports = (file: string, seen = new Set<string>()): string[] => {
    if (seen.has(file)) return [];
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) withImports(imported.path, seen);
    }
    return [...seen];
  };
  return {
    entry: urlOf(outputOfEntry('entry')),
    pages: Object.fromEntries(pageNames.map((name) => [name, withImports(outputOfEntry(name)).map(urlOf)])),
  };
}

/** A font file a package exports, and the name its copy takes (before the content hash). */
interface FontSource {
  /** The file, resolved through a subpath its package exports (`./files/*.woff2`). */
  file: string;
  name: string;
}

/** The text face: Inter (SIL Open Font License 1.1), its Latin subset as one variable woff2 (every weight, 47 KiB). */
const TEXT_FACE: FontSource = {
  file: require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
  name: 'inter-latin',
};

/**
 * The display face of the hero and the titles: Syne (SIL Open Font License 1.1), one weight, its
 * Latin subset (14 KiB). Both files are copied unchanged, so each keeps its copyright and licence
 * address in its own metadata; the licence text ships in its package.
 */
const DISPLAY_FACE: FontSource = { file: require.resolve('@fontsource/syne/files/syne-latin-700-normal.woff2'), name: 'syne-latin-700' };
/** The weight of that file, which the @font-face rules declare. */
const DISPLAY_WEIGHT = 700;

/** Copies a font file under a content hash. Returns its URL and its bytes. */
async function copyFont({ file: source, name }: FontSource): Promise<{ url: string; bytes: Buffer }> {
  const bytes = await readFile(source);
  const file = `${name}-${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}.woff2`;
  await writeFile(path.join(assetsDir, file), bytes);
  return { url: publicPath + file, bytes };
}

/** The Latin subset's code points, as Fontsource cuts it. */
const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/**
 * The @font-face rules: each font over the Latin range, shown only if it arrives in time for the
 * first paint (font-display: optional, so text never moves: CLS stays 0; both files are preloaded),
 * and a local Arial sized to the font's metrics as its fallback, so a visitor who gets it sees the
 * same layout. Inter's fallback numbers were computed once; Syne's are read from its file at each build.
 */
function fontFaces(textUrl: string, displayUrl: string, display: FallbackOverrides): string {
  return `
@font-face {
  font-family: 'Inter';
  font-style: normal;
  font-weight: 100 900;
  font-display: optional;
  src: url('${textUrl}') format('woff2');
  unicode-range: ${LATIN_RANGE};
}
@font-face {
  font-family: 'Inter Fallback';
  src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Arimo');
  ascent-override: 90.49%;
  descent-override: 22.56%;
  line-gap-override: 0%;
  size-adjust: 107.06%;
}
@font-face {
  font-family: 'Syne';
  font-style: normal;
  font-weight: ${DISPLAY_WEIGHT};
  font-display: optional;
  src: url('${displayUrl}') format('woff2');
  unicode-range: ${LATIN_RANGE};
}
@font-face {
  font-family: 'Syne Fallback';
  font-weight: ${DISPLAY_WEIGHT};
  src: local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'), local('LiberationSans-Bold'), local('Arimo Bold');
  ascent-override: ${display.ascentOverride};
  descent-override: ${display.descentOverride};
  line-gap-override: ${display.lineGapOverride};
  size-adjust: ${display.sizeAdjust};
}
`;
}

/**
 * Tailwind through its PostCSS plugin (its documented entry for build tools) over the folders
 * `client/styles.css` names with `@source` (automatic detection is off there: `source(none)`), with the
 * @font-face rules appended. Lightning CSS in both modes, minifying in production; written under a
 * content hash. Returns its URL.
 */
async function buildStyles(production: boolean, fontCss: string): Promise<string> {
  const input = path.join(root, 'client', 'styles.css');
  const source = (await readFile(input, 'utf8')) + fontCss;
  const { css } = await postcss([tailwindcss({ base: root, optimize: { minify: production } })]).process(source, { from: input });
  const name = `styles-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  await writeFile(path.join(assetsDir, name), css);
  return publicPath + name;
}

async function buildServer(): Promise<void> {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [path.join(root, 'server', 'index.ts')],
    outfile: path.join(outDir, 'server', 'index.js'),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node24',
    jsx: 'automatic',
    // Every package, React Router's included, stays external: Node loads it through the entries
    // its package publishes (docs/decisions/0088).
    packages: 'external',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  });
  // What the server bundle is made of and what it requires (kept beside the build; read by the build tests).
  await writeFile(path.join(outDir, 'server-metafile.json'), JSON.stringify(result.metafile));
}

/** .br and .gz twins of every text asset, at the highest settings: paid once at build time. */
async function precompress(dir: string): Promise<void> {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  const files = (await readdir(dir, { recursive: true })).filter((f) => /\.(js|css|map|svg)$/.test(f));
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(dir, file);
      const data = await readFile(full);
      const [br, gzipped] = await Promise.all([
        brotli(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        gz(data, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gzipped)]);
    }),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  const mode = process.argv.includes('--dev') ? 'development' : 'production';
  const started = Date.now();
  build({ mode })
    .then((manifest) => {
      console.log(`Built (${mode}) in ${Date.now() - started} ms: entry ${manifest.entry}`);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
