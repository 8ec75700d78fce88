import { createHash } from 'node:crypto';
import { appendFile, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'acorn';
import * as esbuild from 'esbuild';

export interface FirstLoadGroupOptions {
  metafile: esbuild.Metafile;
  /** The repository root: the metafile's paths are relative to it. */
  root: string;
  /** Folder of the built scripts, served under publicPath. */
  assetsDir: string;
  publicPath: string;
  entryName: string;
  pageNames: readonly string[];
  /**
   * The page module of `/`: the chunks it imports join the group too, so the home page is the
   * entry and its own page file. Pages that need less of them load a little more. None for a build
   * without page modules (the islands', docs/decisions/0118).
   */
  homePageName?: string;
  minify: boolean;
  /** The client build's target, for the files built again. */
  target: string[];
}

type Outputs = esbuild.Metafile['outputs'];

/**
 * The per-file explicit compile hint (a magic comment Chromium-based browsers read at the top of a
 * script; others ignore it): compile every function of the file eagerly, in the background.
 */
export const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad';

/** A rebuilt file's text and map, by the file it replaces (the group's by the entry's). */
type Built = Map<string, { code: string; map: string }>;

/**
 * Folds the scripts every first view loads into the entry file, after the client build.
 *
 * esbuild splits code by the set of entry points (the entry, each page, each on-demand part) that
 * use it, so the code every page shares arrived as some 30 small chunks: each paid its own gzip
 * overhead and lost what compression finds across files (docs/decisions/0053, 0068). esbuild has
 * no manual chunks, so the group is made here, with esbuild again:
 *
 * - The group is the entry with every chunk it imports statically, plus the chunks every page
 *   imports statically (scripts every page loads anyway), plus the chunks the home page's module
 *   imports (the page of `/`, the tightest budget, and of every page from the content service).
 * - Those files are bundled into one file. It exports, under short new names, what the other
 *   files import from them.
 * - Every other file that imports from the group, directly or through another file, is rebuilt
 *   with its imports pointing at the new file, under a new name: a browser holding the old name
 *   under an immutable cache header must never combine it with the new group. Names are fixed
 *   before building, from what the files are made of, so no output is rewritten afterwards.
 *   Files that reach nothing of the group keep their bytes and their names.
 *
 * The first build writes maps and licences apart, without links (esbuild's `external` modes); each
 * rebuilt file reads its old map, so the new maps lead to the sources, and every script then gets
 * its links appended.
 * Returns the build's metafile, rewritten to describe the new files.
 */
export async function groupFirstLoadScripts(options: FirstLoadGroupOptions): Promise<esbuild.Metafile> {
  const { metafile, root, assetsDir, publicPath } = options;
  const outputs = metafile.outputs;
  const scripts = Object.keys(outputs).filter((file) => file.endsWith('.js'));
  const urlOf = (file: string) => publicPath + path.relative(assetsDir, path.join(root, file)).split(path.sep).join('/');

  const { entry, group } = groupMembers(outputs, scripts, options);
  const rebuilt = filesImportingFrom(group, outputs, scripts);
  const sources = new Map<string, string>();
  await Promise.all([...group, ...rebuilt].map(async (file) => sources.set(file, await readFile(path.join(root, file), 'utf8'))));
  const aliases = aliasTable(rebuilt, group, sources, new Map(scripts.map((file) => [urlOf(file), file])));

  // Names known before anything is built, from what the files are made of: each first-build name
  // is esbuild's content hash, so the group's name covers its members, the files that import from
  // it (they decide its exports) and how it is built; a rebuilt file's covers its old self and the
  // group. A browser holding a name under an immutable cache header never gets other bytes for it.
  const groupUrl = withHash(
    urlOf(entry),
    hash8(
      [esbuild.version, options.minify, options.target.join(), COMPILE_ALL_ON_LOAD, ...[...group].sort(), '', ...[...rebuilt].sort()].join(
        '\n',
      ),
    ),
  );
  const finalUrls = new Map([...rebuilt].map((file) => [urlOf(file), withHash(urlOf(file), hash8(`${urlOf(file)}\n${groupUrl}`))]));
  const { built, legalTexts } = await buildAgain({ ...options, entry, group, rebuilt, sources, aliases, urlOf, groupUrl, finalUrls });

  const fileOfUrl = (url: string) => path.relative(root, path.join(assetsDir, url.slice(publicPath.length)));
  const newFile = new Map([[entry, fileOfUrl(groupUrl)]]);
  for (const file of rebuilt) newFile.set(file, fileOfUrl(finalUrls.get(urlOf(file))!));

  await Promise.all(
    [...group, ...rebuilt].map((file) =>
      Promise.all(['', '.map', '.LEGAL.txt'].map((suffix) => rm(path.join(root, file) + suffix, { force: true }))),
    ),
  );
  for (const [replaced, { code, map }] of built) {
    const file = newFile.get(replaced)!;
    const members = replaced === entry ? [...group] : [replaced];
    const legal = [...new Set(members.map((member) => legalTexts.get(member)).filter((text) => text !== undefined))].join('\n');
    await writeFile(path.join(root, file), code + trailer(file, urlOf(file), Boolean(legal)));
    await writeFile(path.join(root, `${file}.map`), map);
    if (legal) await writeFile(path.join(root, `${file}.LEGAL.txt`), legal);
  }
  // The files left as they were get the links the first build left out (it writes maps and
  // licences apart, so no file needed its links taken out before being built again).
  for (const file of scripts) {
    if (group.has(file) || rebuilt.has(file)) continue;
    const hasLegal = await readFile(path.join(root, `${file}.LEGAL.txt`), 'utf8').then(Boolean, () => false);
    await appendFile(path.join(root, file), trailer(file, urlOf(file), hasLegal));
  }

  const newName = (file: string) => (group.has(file) ? newFile.get(entry)! : (newFile.get(file) ?? file));
  return { inputs: metafile.inputs, outputs: describeOutputs(outputs, scripts, entry, group, built, newName) };
}

/** The entry, and the group: what the entry, every page and the home page's module import statically. */
function groupMembers(outputs: Outputs, scripts: string[], options: FirstLoadGroupOptions) {
  const entryOutput = (name: string) => {
    const found = scripts.find((file) => outputs[file]!.entryPoint && path.basename(file).startsWith(`${name}-`));
    if (!found) throw new Error(`No output for entry ${name}`);
    return found;
  };
  const staticClosure = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imported of outputs[file]?.imports ?? [])
      if (imported.kind === 'import-statement' && !imported.external) staticClosure(imported.path, seen);
    return seen;
  };
  const entry = entryOutput(options.entryName);
  const pageClosures = options.pageNames.map((name) => staticClosure(entryOutput(name)));
  const everyPageLoads = [...(pageClosures[0] ?? [])].filter((file) => pageClosures.every((closure) => closure.has(file)));
  const homePage = options.homePageName === undefined ? undefined : entryOutput(options.homePageName);
  const homeClosure = homePage === undefined ? [] : [...staticClosure(homePage)].filter((file) => file !== homePage);
  return { entry, group: new Set([...staticClosure(entry), ...everyPageLoads, ...homeClosure]) };
}

/** Every other script that imports (statically or on demand) from the group or from such a script. */
function filesImportingFrom(group: Set<string>, outputs: Outputs, scripts: string[]): Set<string> {
  const rebuilt = new Set<string>();
  for (let grown = true; grown;) {
    grown = false;
    for (const file of scripts) {
      if (group.has(file) || rebuilt.has(file)) continue;
      if (outputs[file]!.imports.some(({ path: imported }) => group.has(imported) || rebuilt.has(imported))) {
        rebuilt.add(file);
        grown = true;
      }
    }
  }
  return rebuilt;
}

interface AliasTable {
  /** Per group member: each name other files import from it → its short name in the group's file. */
  byMember: Map<string, Map<string, string>>;
  /** Per rebuilt file: the short names it imports. */
  usedBy: Map<string, Set<string>>;
}

/**
 * What the rebuilt files import from the group, read from their import and re-export statements as
 * a JavaScript parser sees them. A name missed here fails the build (esbuild finds no such export);
 * one too many costs a few bytes.
 */
function aliasTable(rebuilt: Set<string>, group: Set<string>, sources: Map<string, string>, fileOfUrl: Map<string, string>): AliasTable {
  const table: AliasTable = { byMember: new Map(), usedBy: new Map() };
  let count = 0;
  for (const file of rebuilt) {
    const used = new Set<string>();
    table.usedBy.set(file, used);
    for (const { url, names } of namedImports(sources.get(file)!)) {
      const imported = fileOfUrl.get(url);
      if (!imported || !group.has(imported)) continue;
      const byName = table.byMember.get(imported) ?? new Map<string, string>();
      table.byMember.set(imported, byName);
      for (const name of names) {
        if (!byName.has(name)) byName.set(name, shortName(count++));
        used.add(byName.get(name)!);
      }
    }
  }
  return table;
}

/** Each module a script imports names from (`import { a as b } from`, `export { a } from`), with those names. */
function namedImports(code: string): { url: string; names: string[] }[] {
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  const found: { url: string; names: string[] }[] = [];
  const nameOf = (node: { type: string; name?: string; value?: unknown }) => (node.type === 'Identifier' ? node.name! : String(node.value));
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      const names = statement.specifiers.flatMap((specifier) => (specifier.type === 'ImportSpecifier' ? [nameOf(specifier.imported)] : []));
      found.push({ url: String(statement.source.value), names });
    } else if (statement.type === 'ExportNamedDeclaration' && statement.source) {
      found.push({ url: String(statement.source.value), names: statement.specifiers.map((specifier) => nameOf(specifier.local)) });
    }
  }
  return found;
}

/** The group and the rebuilt files, built by esbuild from the first build's files and maps. */
async function buildAgain(options: {
  root: string;
  minify: boolean;
  target: string[];
  entry: string;
  group: Set<string>;
  rebuilt: Set<string>;
  sources: Map<string, string>;
  aliases: AliasTable;
  urlOf: (file: string) => string;
  groupUrl: string;
  /** The new address of each rebuilt file, by its old one. */
  finalUrls: Map<string, string>;
}): Promise<{ built: Built; legalTexts: Map<string, string> }> {
  const { root, entry, group, rebuilt, sources, aliases, urlOf, groupUrl, finalUrls } = options;
  const fileOfUrl = new Map([...group, ...rebuilt].map((file) => [urlOf(file), file]));
  const groupSource = [
    ...[...group]
      .filter((file) => file !== entry)
      .map((file) => {
        const url = JSON.stringify(urlOf(file));
        const exported = [...(aliases.byMember.get(file) ?? [])].map(([name, alias]) => `${name} as ${alias}`).join(', ');
        return `import ${url};${exported ? ` export { ${exported} } from ${url};` : ''}`;
      }),
    // The entry last: it hydrates once the code it needs has run.
    `import ${JSON.stringify(urlOf(entry))};`,
  ].join('\n');

  // What a rebuilt file imported from a group member comes from the group's file, through one
  // module per rebuilt file that imports what that file uses: one import statement.
  const aliasModule = (importer: string, member?: string) => {
    const used = aliases.usedBy.get(importer) ?? new Set<string>();
    if (member === undefined) {
      const statement = used.size ? `export { ${[...used].join(', ')} } from` : 'import';
      return `${statement} ${JSON.stringify(groupUrl)};`;
    }
    const from = JSON.stringify(`first-load-group-file:${importer}`);
    const names = [...(aliases.byMember.get(member) ?? [])]
      .filter(([, alias]) => used.has(alias))
      .map(([name, alias]) => `${alias} as ${name}`)
      .join(', ');
    return names ? `export { ${names} } from ${from};` : `import ${from};`;
  };

  const legalTexts = new Map<string, string>();
  const plugin: esbuild.Plugin = {
    name: 'first-load-group',
    setup(build) {
      build.onResolve({ filter: /^first-load-group$/ }, () => ({ path: 'group', namespace: 'first-load-group' }));
      build.onLoad({ filter: /.*/, namespace: 'first-load-group' }, () => ({ contents: groupSource, resolveDir: root, loader: 'js' }));
      build.onResolve({ filter: /^\// }, ({ path: url, importer, kind, namespace }) => {
        if (kind === 'entry-point') return undefined;
        const file = fileOfUrl.get(url);
        // Another script: a rebuilt one under its new address (esbuild writes an external path as given).
        if (!file || !group.has(file)) return { path: finalUrls.get(url) ?? url, external: true };
        if (namespace === 'first-load-group' || group.has(path.relative(root, importer))) return { path: path.join(root, file) };
        if (kind === 'dynamic-import') throw new Error(`${importer} loads ${url} on demand, but it is in the first-load group`);
        return { path: `first-load-group-file:${path.relative(root, importer)}\n${file}`, namespace: 'first-load-alias' };
      });
      build.onResolve({ filter: /^first-load-group-file:/ }, ({ path: key }) => ({ path: key, namespace: 'first-load-alias' }));
      build.onLoad({ filter: /.*/, namespace: 'first-load-alias' }, ({ path: key }) => {
        const [importer, member] = key.replace(/^first-load-group-file:/, '').split('\n') as [string, string | undefined];
        return { contents: aliasModule(importer, member), loader: 'js' };
      });
      // A built script with its old map inline (so the new map leads to the sources); its licences
      // are gathered for the new file.
      build.onLoad({ filter: /\.js$/ }, async ({ path: full }) => {
        const file = path.relative(root, full);
        let code = sources.get(file) ?? (await readFile(full, 'utf8'));
        const map = await readFile(`${full}.map`, 'utf8').catch(() => undefined);
        if (map) code += `\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(map).toString('base64')}\n`;
        const legal = await readFile(`${full}.LEGAL.txt`, 'utf8').catch(() => undefined);
        if (legal) legalTexts.set(file, legal);
        return { contents: code, loader: 'js', resolveDir: path.dirname(full) };
      });
    },
  };

  const build = (entryPoints: esbuild.BuildOptions['entryPoints'], banner?: string) =>
    esbuild.build({
      absWorkingDir: root,
      entryPoints,
      ...(banner ? { banner: { js: banner } } : {}),
      outdir: path.join(root, 'first-load-group'),
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: options.target,
      minify: options.minify,
      sourcemap: 'external',
      legalComments: 'none',
      write: false,
      metafile: true,
      logLevel: 'warning',
      plugins: [plugin],
    });
  // Every first view runs the group's code at once: the hint lets the browser compile it on the
  // thread that streams the file instead of function by function on the main thread as it runs
  // (docs/decisions/0099). The other files are loaded on demand, so they keep the lazy default.
  // Each file is bundled on its own (no splitting), so two builds make the same files as one.
  const results = await Promise.all([
    build([{ in: 'first-load-group', out: 'group' }], COMPILE_ALL_ON_LOAD),
    ...(rebuilt.size ? [build([...rebuilt].map((file) => ({ in: path.join(root, file), out: file })))] : []),
  ]);

  const built: Built = new Map();
  for (const result of results) {
    const textOf = (output: string) => result.outputFiles.find((out) => path.relative(root, out.path) === output)!.text;
    for (const [output, meta] of Object.entries(result.metafile.outputs)) {
      if (!output.endsWith('.js') || !meta.entryPoint) continue;
      const replaced = meta.entryPoint === 'first-load-group:group' ? entry : meta.entryPoint;
      built.set(replaced, { code: textOf(output), map: textOf(`${output}.map`) });
    }
  }
  return { built, legalTexts };
}

/** The metafile's outputs for the new files, for the manifest and `npm run bench:composition`. */
function describeOutputs(
  outputs: Outputs,
  scripts: string[],
  entry: string,
  group: Set<string>,
  built: Built,
  newName: (file: string) => string,
): Outputs {
  const described: Outputs = {};
  for (const file of scripts) {
    if (group.has(file) && file !== entry) continue;
    const members = file === entry ? [...group] : [file];
    const imports = new Map<string, Outputs[string]['imports'][number]>();
    for (const member of members)
      for (const imported of outputs[member]!.imports) {
        const target = imported.external ? imported.path : newName(imported.path);
        if ((file === entry && group.has(imported.path)) || imports.has(`${imported.kind}:${target}`)) continue;
        imports.set(`${imported.kind}:${target}`, { ...imported, path: target });
      }
    const code = built.get(file)?.code;
    described[newName(file)] = {
      ...outputs[file]!,
      imports: [...imports.values()],
      inputs: Object.assign({}, ...members.map((member) => outputs[member]!.inputs)) as Outputs[string]['inputs'],
      bytes: code === undefined ? outputs[file]!.bytes : Buffer.byteLength(code),
      exports: file === entry ? [] : outputs[file]!.exports,
    };
  }
  return described;
}

/**
 * The links esbuild's linked modes would have written at the end of a script: to its licences
 * (when it has any) and to its source map. The client build writes both apart, without links.
 */
function trailer(file: string, url: string, hasLegal: boolean): string {
  const legal = hasLegal ? `/*! For license information please see ${path.basename(file)}.LEGAL.txt */\n` : '';
  return `${legal}//# sourceMappingURL=${url}.map\n`;
}

/** An esbuild file name with another hash in place of its own. */
function withHash(url: string, hash: string): string {
  return url.replace(/-[A-Z2-7]{8}\.js$/, `-${hash}.js`);
}

/** Eight characters of a content hash, in the alphabet esbuild names its files with. */
function hash8(text: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const digest = createHash('sha256').update(text).digest();
  return Array.from(digest.subarray(0, 8), (byte) => alphabet[byte % 32]).join('');
}

/** a, b, … Z, aa, ab, …: the shortest export names, in order. */
function shortName(index: number): string {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let name = '';
  for (let n = index; ; n = Math.floor(n / letters.length) - 1) {
    name = letters[n % letters.length] + name;
    if (n < letters.length) return name;
  }
}
