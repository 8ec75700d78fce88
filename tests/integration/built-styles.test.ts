import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readFontMetrics } from '../../scripts/build/font-metrics';
import { ARIAL_BOLD_METRICS, metricOverrides } from '../../scripts/build/metric-matched-fallback';

/**
 * The stylesheet `npm run build` writes (run it first): Tailwind's utilities for the classes the
 * components and views use, only for those (the folders `client/styles.css` names with `@source`,
 * nothing else the working directory holds), the site's @font-face rules, minified, under the hash
 * of its content (docs/decisions/0004, 0088).
 */
const root = path.resolve(__dirname, '..', '..');
const clientDir = path.join(root, 'dist', 'client');

/** Classes the site uses, each with a file under a scanned folder that writes it literally. */
const USED: readonly { className: string; file: string }[] = [
  { className: 'bg-ink', file: 'shared/components/frame/header-dropdown.tsx' },
  { className: 'text-paper/70', file: 'shared/components/frame/site-footer.tsx' },
  { className: 'hover:text-accent', file: 'shared/components/frame/main-navigation.tsx' },
  { className: 'sm:col-span-2', file: 'shared/components/frame/site-footer.tsx' },
  { className: 'sr-only', file: 'shared/components/frame/menu-button.tsx' },
  { className: 'max-w-7xl', file: 'shared/components/frame/overlay-menu.tsx' },
  // The spec's units (decision 0004), named in shared/lib.
  { className: 'h-16', file: 'shared/lib/frame/frame.ts' },
  { className: 'min-w-48', file: 'shared/lib/frame/frame.ts' },
  // Only the error pages (views/) use it.
  { className: 'py-24', file: 'views/error-page.ts' },
];

/**
 * Valid utilities no scanned folder uses. This test file writes them, so a build that scanned the
 * whole working directory (Tailwind's automatic detection) would have them.
 */
const UNUSED = ['skew-y-6', 'rotate-135', 'tracking-[0.321em]'];
const SCANNED = ['shared', 'views', 'client'];

/** The class's selector as Tailwind writes it (`.hover\:text-accent`), followed by its block, a pseudo-class or a list. */
const selector = (className: string) => {
  const escaped = `.${className.replace(/[^\w-]/g, (c) => `\\${c}`)}`;
  return new RegExp(`${escaped.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[{:,\\s])`);
};

describe('the built stylesheet', () => {
  let manifest: { stylesheets: string[]; fonts: string[] };
  let file: string;
  let css: string;

  beforeAll(() => {
    if (!existsSync(path.join(clientDir, 'manifest.json'))) throw new Error('run `npm run build` before this test: it reads the build');
    manifest = JSON.parse(readFileSync(path.join(clientDir, 'manifest.json'), 'utf8'));
    expect(manifest.stylesheets).toHaveLength(1);
    file = path.join(clientDir, manifest.stylesheets[0]!);
    css = readFileSync(file, 'utf8');
  });

  it('has a rule for each class the components and views use', () => {
    const notWritten = USED.filter(({ className, file }) => !readFileSync(path.join(root, file), 'utf8').includes(className));
    expect(notWritten).toEqual([]); // the list above still names real uses
    expect(USED.filter(({ className }) => !selector(className).test(css)).map(({ className }) => className)).toEqual([]);
  });

  it('has none for a class only files outside the scanned folders write', () => {
    expect(readFileSync(__filename, 'utf8')).toContain(UNUSED[0]);
    expect(UNUSED.filter((className) => selector(className).test(css))).toEqual([]);
  });

  it("the check would see a missing class: it finds its own classes' selectors in a stylesheet that has them", () => {
    const sample = '.hover\\:text-accent:hover{color:red}.text-paper\\/70{color:red}.tracking-\\[0\\.321em\\]{letter-spacing:.321em}';
    expect([selector('hover:text-accent'), selector('text-paper/70'), selector('tracking-[0.321em]')].map((s) => s.test(sample))).toEqual([
      true,
      true,
      true,
    ]);
    expect(selector('text-paper').test(sample)).toBe(false);
  });

  it('carries the @font-face rules, pointing at the font the manifest preloads', () => {
    expect(manifest.fonts).toHaveLength(2);
    expect(css).toContain(`@font-face{font-family:Inter;`);
    expect(css).toContain(`src:url(${manifest.fonts[0]})format("woff2")`);
    expect(css).toContain('font-family:Inter Fallback;');
    expect(existsSync(path.join(clientDir, manifest.fonts[0]!))).toBe(true);
  });

  it("carries the display face's rules: Syne at its one weight, its file copied unchanged, and a fallback sized from that file", () => {
    const display = manifest.fonts[1]!;
    expect(display).toMatch(/^\/assets\/syne-latin-700-[0-9a-f]{10}\.woff2$/);
    expect(css).toContain(
      `@font-face{font-family:Syne;font-style:normal;font-weight:700;font-display:optional;src:url(${display})format("woff2")`,
    );
    // Unchanged: the copyright and licence address in the font's own metadata travel with it.
    const source = readFileSync(require.resolve('@fontsource/syne/files/syne-latin-700-normal.woff2'));
    expect(readFileSync(path.join(clientDir, display)).equals(source)).toBe(true);
    const fallback = metricOverrides(readFontMetrics(source, 'syne'), ARIAL_BOLD_METRICS);
    const rule = /@font-face\{font-family:Syne Fallback;[^}]*\}/.exec(css)?.[0] ?? '';
    expect(rule).toContain('font-weight:700;');
    expect(rule).toContain('local(Arial Bold)');
    // Lightning CSS writes 0.00% as 0.0%.
    const number = (name: string) => parseFloat(new RegExp(`${name}:([\\d.]+)%`).exec(rule)?.[1] ?? 'NaN');
    expect({
      sizeAdjust: number('size-adjust'),
      ascentOverride: number('ascent-override'),
      descentOverride: number('descent-override'),
      lineGapOverride: number('line-gap-override'),
    }).toEqual(Object.fromEntries(Object.entries(fallback).map(([name, value]) => [name, parseFloat(value)])));
  });

  it('is minified and named by the hash of its content', () => {
    expect(css.split('\n').length).toBeLessThanOrEqual(3); // the licence comment, the rules, a final newline
    expect(css).not.toMatch(/\n\s+\S/);
    const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
    expect(path.basename(file)).toBe(`styles-${hash}.css`);
  });

  it('scans the folders named in client/styles.css and nothing else', () => {
    const styles = readFileSync(path.join(root, 'client', 'styles.css'), 'utf8');
    expect(styles).toMatch(/@import 'tailwindcss' source\(none\);/);
    expect([...styles.matchAll(/@source '\.\.\/(\w+)';/g)].map((m) => m[1]).sort()).toEqual([...SCANNED].sort());
  });
});
