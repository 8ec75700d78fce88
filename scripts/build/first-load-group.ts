import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';

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
 *   with its imports pointing at the new file, and named anew by its content: a browser holding
 *   the old name under an immutable cache header must never combine it with the new group.
 *   Files that reach nothing of the group keep their bytes and their names.
 *
 * Source maps follow: each rebuilt file reads its old map, so the new maps lead to the sources.
 * Returns the build's metafile, rewritten to describe the new files.
 */
export async function groupFirstLoadScripts(options: {
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
   * entry and its own page file. Pages that need less of them load a little more.
   */
  homePageName: string;
  minify: boolean;
}): Promise<esbuild.Metafile> {
  const { metafile, root, assetsDir, publicPath, minify } = options;
  const outputs = metafile.outputs;
  const scripts = Object.keys(outputs).filter((file) => file.endsWith('.js'));
  const absolute = (file: string) => path.join(root, file);
  const urlOf = (file: string) => publicPath + path.relative(assetsDir, absolute(file)).split(path.sep).join('/');
  const fileOfUrl = new Map(scripts.map((file) => [urlOf(file), file]));
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
  const homePage = entryOutput(options.homePageName);
  const homeClosure = [...staticClosure(homePage)].filter((file) => file !== homePage);
  const group = new Set([...staticClosure(entry), ...everyPageLoads, ...homeClosure]);

  // Files to rebuild: every other script that imports (statically or on demand) from the group
  // or from a file rebuilt, until nothing changes.
  const rebuilt = new Set<string>();
  for (let grown = true; grown;) {
    grown = false;
    for (const file of scripts) {
      if (group.has(file) || rebuilt.has(file)) continue;
      if ((outputs[file]!.imports ?? []).some(({ path: imported }) => group.has(imported) || rebuilt.has(imported))) {
        rebuilt.add(file);
        grown = true;
      }
    }
  }

  // What the rebuilt files import from the group, each under one short name of the group's file.
  const aliases = new Map<string, Map<string, string>>();
  const sources = new Map<string, string>();
  await Promise.all([...group, ...rebuilt].map(async (file) => sources.set(file, await readFile(absolute(file), 'utf8'))));
  const importClause = /import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g;
  const aliasesUsedBy = new Map<string, Set<string>>();
  let aliasCount = 0;
  for (const file of rebuilt) {
    const used = new Set<string>();
    aliasesUsedBy.set(file, used);
    for (const [, names, url] of sources.get(file)!.matchAll(importClause)) {
      const imported = fileOfUrl.get(url!);
      if (!imported || !group.has(imported)) continue;
      const byName = aliases.get(imported) ?? new Map<string, string>();
      aliases.set(imported, byName);
      for (const name of names!.split(',').map((item) => item.trim().split(/\s+as\s+/)[0]!)) {
        if (!name) continue;
        if (!byName.has(name)) byName.set(name, shortName(aliasCount++));
        used.add(byName.get(name)!);
      }
    }
  }

  // The group's file under a name of its members' names for now: the rebuilt files refer to it
  // by that, and its real name is known once it is built. Same length, so maps stay true.
  const groupUrlNow = urlOf(entry).replace(/-[A-Z2-7]{8}\.js$/, `-${hash8([...group].sort().join('\n'))}.js`);
  const groupSource = [
    ...[...group]
      .filter((file) => file !== entry)
      .map((file) => {
        const byName = aliases.get(file);
        const exported = byName ? [...byName].map(([name, alias]) => `${name} as ${alias}`).join(', ') : '';
        return `import ${JSON.stringify(urlOf(file))};${exported ? ` export { ${exported} } from ${JSON.stringify(urlOf(file))};` : ''}`;
      }),
    // The entry last: it hydrates once the code it needs has run.
    `import ${JSON.stringify(urlOf(entry))};`,
  ].join('\n');

  const legalTexts = new Map<string, string>();
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [{ in: 'first-load-group', out: 'group' }, ...[...rebuilt].map((file) => ({ in: absolute(file), out: file }))],
    outdir: path.join(root, 'first-load-group'),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome111', 'firefox115', 'safari16.4'],
    minify,
    sourcemap: 'external',
    legalComments: 'none',
    write: false,
    metafile: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'first-load-group',
        setup(build) {
          build.onResolve({ filter: /^first-load-group$/ }, () => ({ path: 'group', namespace: 'first-load-group' }));
          build.onLoad({ filter: /.*/, namespace: 'first-load-group' }, () => ({ contents: groupSource, resolveDir: root, loader: 'js' }));
          build.onResolve({ filter: /^\// }, ({ path: url, importer, kind, namespace }) => {
            if (kind === 'entry-point') return undefined;
            const file = fileOfUrl.get(url);
            if (!file) return { path: url, external: true };
            const importerInGroup = namespace === 'first-load-group' || group.has(path.relative(root, importer));
            if (group.has(file) && importerInGroup) return { path: absolute(file) };
            if (group.has(file)) {
              if (kind === 'dynamic-import') throw new Error(`${importer} loads ${url} on demand, but it is in the first-load group`);
              return { path: `first-load-group-file:${path.relative(root, importer)}\n${file}`, namespace: 'first-load-alias' };
            }
            return { path: url, external: true };
          });
          // What a rebuilt file imported from a group member, now from the group's file, through
          // one module per rebuilt file that imports what that file uses: one import statement.
          build.onResolve({ filter: /^first-load-group-file:/ }, ({ path: key }) => ({ path: key, namespace: 'first-load-alias' }));
          build.onLoad({ filter: /.*/, namespace: 'first-load-alias' }, ({ path: key }) => {
            const [importer, member] = key.replace(/^first-load-group-file:/, '').split('\n') as [string, string | undefined];
            if (member === undefined) {
              const used = [...(aliasesUsedBy.get(importer) ?? [])];
              const statement = used.length ? `export { ${used.join(', ')} } from` : 'import';
              return { contents: `${statement} ${JSON.stringify(groupUrlNow)};`, loader: 'js' };
            }
            const used = aliasesUsedBy.get(importer);
            const from = JSON.stringify(`first-load-group-file:${importer}`);
            const names = [...(aliases.get(member) ?? [])]
              .filter(([, alias]) => used?.has(alias))
              .map(([name, alias]) => `${alias} as ${name}`)
              .join(', ');
            return { contents: names ? `export { ${names} } from ${from};` : `import ${from};`, loader: 'js' };
          });
          // A built script with its old map inline (so the new map leads to the sources) and
          // without its pointer to its licences, which are gathered for the new file.
          build.onLoad({ filter: /\.js$/ }, async ({ path: full }) => {
            const file = path.relative(root, full);
            let code = sources.get(file) ?? (await readFile(full, 'utf8'));
            code = code.replace(/\/\*! For license information please see [^*]*\*\/\s*/g, '');
            code = code.replace(/\/\/# sourceMappingURL=\S+\s*$/, '');
            const map = await readFile(`${full}.map`, 'utf8').catch(() => undefined);
            if (map) code += `\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(map).toString('base64')}\n`;
            const legal = await readFile(`${full}.LEGAL.txt`, 'utf8').catch(() => undefined);
            if (legal) legalTexts.set(file, legal);
            return { contents: code, loader: 'js', resolveDir: path.dirname(full) };
          });
        },
      },
    ],
  });

  // Each new file's bytes by the file it replaces (the group's by the entry's).
  const built = new Map<string, { code: string; map: string }>();
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    if (!output.endsWith('.js') || !meta.entryPoint) continue;
    const replaced = meta.entryPoint === 'first-load-group:group' ? entry : meta.entryPoint;
    const code = result.outputFiles.find((out) => path.relative(root, out.path) === output)!.text;
    const map = result.outputFiles.find((out) => path.relative(root, out.path) === `${output}.map`)!.text;
    built.set(replaced, { code, map });
  }

  // Names by content. The group's covers everything it holds; every rebuilt file's name covers its
  // own content and the group's, since its text names the group's file.
  const groupHash = hash8(built.get(entry)!.code);
  const finalUrl = new Map<string, string>([[groupUrlNow, urlOf(entry).replace(/-[A-Z2-7]{8}\.js$/, `-${groupHash}.js`)]]);
  for (const file of rebuilt)
    finalUrl.set(urlOf(file), urlOf(file).replace(/-[A-Z2-7]{8}\.js$/, `-${hash8(built.get(file)!.code + groupHash)}.js`));
  const renamed = (text: string) => {
    let out = text;
    for (const [from, to] of finalUrl) out = out.split(from).join(to);
    return out;
  };
  const fileOf = (url: string) => path.relative(root, path.join(assetsDir, url.slice(publicPath.length)));
  const newFile = new Map<string, string>([[entry, fileOf(finalUrl.get(groupUrlNow)!)]]);
  for (const file of rebuilt) newFile.set(file, fileOf(finalUrl.get(urlOf(file))!));

  // Write the new files, drop the ones they replace.
  await Promise.all(
    [...group, ...rebuilt].map((file) =>
      Promise.all(['', '.map', '.LEGAL.txt'].map((suffix) => rm(absolute(file) + suffix, { force: true }))),
    ),
  );
  for (const [replaced, { code, map }] of built) {
    const file = newFile.get(replaced)!;
    const members = replaced === entry ? [...group] : [replaced];
    const legal = [...new Set(members.map((member) => legalTexts.get(member)).filter((text) => text !== undefined))].join('\n');
    const name = path.basename(file);
    const pointer = legal ? `/*! For license information please see ${name}.LEGAL.txt */\n` : '';
    await writeFile(absolute(file), `${renamed(code)}${pointer}//# sourceMappingURL=${urlOf(file)}.map\n`);
    await writeFile(`${absolute(file)}.map`, map);
    if (legal) await writeFile(`${absolute(file)}.LEGAL.txt`, legal);
  }

  // The metafile of the new files, for the manifest and `npm run bench:composition`.
  const mapped = (file: string) => (group.has(file) ? newFile.get(entry)! : (newFile.get(file) ?? file));
  const rewritten: esbuild.Metafile['outputs'] = {};
  for (const file of scripts) {
    if (group.has(file) && file !== entry) continue;
    const members = file === entry ? [...group] : [file];
    const imports = new Map<string, esbuild.Metafile['outputs'][string]['imports'][number]>();
    for (const member of members)
      for (const imported of outputs[member]!.imports) {
        const target = imported.external ? imported.path : mapped(imported.path);
        if ((file === entry && group.has(imported.path)) || imports.has(`${imported.kind}:${target}`)) continue;
        imports.set(`${imported.kind}:${target}`, { ...imported, path: target });
      }
    const code = built.get(file)?.code;
    rewritten[mapped(file)] = {
      ...outputs[file]!,
      imports: [...imports.values()],
      inputs: Object.assign({}, ...members.map((member) => outputs[member]!.inputs)) as esbuild.Metafile['outputs'][string]['inputs'],
      bytes: code === undefined ? outputs[file]!.bytes : Buffer.byteLength(code),
      exports: file === entry ? [] : outputs[file]!.exports,
    };
  }
  return { inputs: metafile.inputs, outputs: rewritten };
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
