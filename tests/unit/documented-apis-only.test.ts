import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The site uses other projects through their documented APIs only (decisions 0087–0089): no
 * replaced Express dispatcher, no private members of Node's servers, no file inside a package that
 * its exports do not publish, no internal Tailwind compiler or scanner. Tests are left out: the
 * guards (this one, the build's) name what they look for.
 */
const root = path.resolve(__dirname, '..', '..');

/** What the repository tracks, as git lists it: source, scripts, configuration (not tests). */
function trackedCode(): string[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0');
  return files.filter((file) => /\.(ts|tsx|js|cjs|mjs|json|css)$/.test(file) && file !== 'package-lock.json' && !file.startsWith('tests/'));
}

const FORBIDDEN: readonly { what: string; pattern: RegExp }[] = [
  { what: "an override of Express's app.handle", pattern: /\bapp\.handle\s*=/ },
  { what: "a private member of Node's servers", pattern: /\._handle\b|\b_handle\s*\?*\./ },
  { what: "a parent class's method called on a subclass's object", pattern: /\.prototype\.\w+\.call\(/ },
  { what: "a package's unpublished production build", pattern: /\/dist\/production\// },
  { what: "Tailwind's internal compiler or scanner", pattern: /@tailwindcss\/(oxide|node)\b/ },
];

describe('documented APIs only', () => {
  const files = trackedCode();

  it('looks at the code it guards', () => {
    expect(files).toEqual(expect.arrayContaining(['server/app.ts', 'server/shutdown.ts', 'esbuild.config.ts', 'client/styles.css']));
  });

  it.each(FORBIDDEN)('no file uses $what', ({ pattern }) => {
    const found = files.filter((file) => pattern.test(readFileSync(path.join(root, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('would see each of them', () => {
    const samples = [
      'dispatcher.handle = (req, res) => {}; app.handle = wrap(app.handle);',
      'const handle = server._handle; handle.listen(0);',
      'net.Server.prototype.close.call(server, done);',
      "'react-router': 'react-router/dist/production/index.mjs',",
      "import { Scanner } from '@tailwindcss/oxide';",
    ];
    FORBIDDEN.forEach(({ pattern }, index) => expect(samples[index]).toMatch(pattern));
  });
});
