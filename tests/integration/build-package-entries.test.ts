import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The build uses other packages only through the entries they publish (their `exports`): no path
 * into a package's files, no internal compiler (docs/decisions/0088). Checked on the build's source
 * (`esbuild.config.ts`, `scripts/build/`) and on what `npm run build` produced (run it first): the
 * server bundle's metafile and the client's.
 */
const root = path.resolve(__dirname, '..', '..');
const buildSources = ['esbuild.config.ts', ...readdirSync(path.join(root, 'scripts', 'build')).map((file) => `scripts/build/${file}`)];

/** Packages' internals the build once used: React Router's unpublished production build, Tailwind's compiler and scanner. */
const INTERNALS = [/dist\/production/, /@tailwindcss\/oxide/, /@tailwindcss\/node/, /node_modules/];

/** How Node's `require` resolves each specifier from the project: a file, or the error's code. */
function resolveWithNode(specifiers: string[]): Record<string, string> {
  const script = `const out = {};
    for (const s of JSON.parse(process.argv[1])) {
      try { out[s] = require.resolve(s); } catch (error) { out[s] = 'error: ' + (error.code ?? error.message); }
    }
    process.stdout.write(JSON.stringify(out));`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script, JSON.stringify(specifiers)], { cwd: root, encoding: 'utf8' }));
}

const isPackage = (specifier: string) => !specifier.startsWith('.') && !specifier.startsWith('/') && !specifier.startsWith('node:');

/** Modules the build's source imports (statements, `import()`) or resolves (`require.resolve`) by name. */
function packageSpecifiers(source: string): string[] {
  const patterns = [
    /^\s*(?:import|export)\b[^;]*?\bfrom\s+'([^']+)';/gm,
    /^\s*import\s+'([^']+)';/gm,
    /\b(?:require(?:\.resolve)?|import)\('([^']+)'\)/g,
  ];
  const found = patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((m) => m[1]!));
  return [...new Set(found.filter(isPackage))];
}

const readMetafile = (name: string) => {
  const file = path.join(root, 'dist', name);
  if (!existsSync(file)) throw new Error(`run \`npm run build\` before this test: it reads dist/${name}`);
  return JSON.parse(readFileSync(file, 'utf8')) as {
    inputs: Record<string, unknown>;
    outputs: Record<string, { imports: { path: string; external?: boolean }[] }>;
  };
};

describe('the build and other packages', () => {
  it.each(buildSources)('%s names no package internals', (file) => {
    const source = readFileSync(path.join(root, file), 'utf8');
    expect(INTERNALS.filter((pattern) => pattern.test(source)).map(String)).toEqual([]);
  });

  it('resolves every package it imports through the package’s published entries', () => {
    const specifiers = [...new Set(buildSources.flatMap((file) => packageSpecifiers(readFileSync(path.join(root, file), 'utf8'))))];
    expect(specifiers).toEqual(expect.arrayContaining(['esbuild', '@tailwindcss/postcss', 'postcss']));
    const unresolved = Object.entries(resolveWithNode(specifiers)).filter(([, resolved]) => resolved.startsWith('error'));
    expect(unresolved).toEqual([]);
  });

  it("the check would see a path its package does not export (React Router's production build)", () => {
    expect(resolveWithNode(['react-router/dist/production/index.mjs', 'react-router'])).toEqual({
      'react-router/dist/production/index.mjs': 'error: ERR_PACKAGE_PATH_NOT_EXPORTED',
      // `index.mjs` where Node's require takes ES modules (module-sync), as Node 24 does.
      'react-router': expect.stringMatching(/\/node_modules\/react-router\/dist\/development\/index\.m?js$/),
    });
    expect(packageSpecifiers(`import a from 'react-router'; const b = require.resolve('x/y.woff2'); import './own';`)).toEqual([
      'react-router',
      'x/y.woff2',
    ]);
  });

  describe('the server bundle', () => {
    const metafile = () => readMetafile('server-metafile.json');
    const requires = () => [
      ...new Set(
        Object.values(metafile().outputs)
          .flatMap((output) => output.imports)
          .filter((imported) => imported.external && isPackage(imported.path))
          .map((imported) => imported.path),
      ),
    ];

    it('bundles no package file: every package stays external', () => {
      const inputs = Object.keys(metafile().inputs);
      expect(inputs.length).toBeGreaterThan(0);
      expect(inputs.filter((input) => input.includes('node_modules'))).toEqual([]);
    });

    it('requires each package by an entry the package publishes, React Router by its own', () => {
      expect(requires()).toEqual(expect.arrayContaining(['react', 'react-dom/server', 'react-router-dom']));
      const resolved = resolveWithNode(requires());
      expect(Object.entries(resolved).filter(([, file]) => file.startsWith('error'))).toEqual([]);
      expect(path.relative(root, resolved['react-router-dom']!)).toMatch(/^node_modules\/react-router-dom\/dist\/index\.m?js$/);
    });
  });

  it("the client bundle holds none of React Router's unpublished files", () => {
    const inputs = Object.keys(readMetafile('client-metafile.json').inputs);
    expect(inputs.filter((input) => input.includes('node_modules/react-router/'))).not.toEqual([]);
    expect(inputs.filter((input) => input.includes('node_modules/react-router/dist/production'))).toEqual([]);
  });
});
