import path from 'node:path';
import * as esbuild from 'esbuild';
import * as simpleIcons from 'simple-icons';
import { buildTimeValuesPlugin } from '../../scripts/build/build-time-values';
import { PLATFORMS } from '../../shared/lib/platforms';
import { inMemoryBrowserBuild } from '../support/browser-bundle';

const root = path.resolve(__dirname, '..', '..');

describe('build-time values in the client build', () => {
  it('ship the platform marks as their SVG paths alone, without simple-icons', async () => {
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: [path.join(root, 'shared', 'components', 'frame', 'platform-icon.tsx')],
      ...inMemoryBrowserBuild,
      jsx: 'automatic',
      external: ['react', 'react/jsx-runtime'],
      plugins: [buildTimeValuesPlugin(root)],
    });
    const code = result.outputFiles[0]!.text;
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((input) => input.includes('simple-icons'))).toEqual([]);
    const icons = Object.values(simpleIcons as unknown as Record<string, { path?: string; svg?: string }>).filter((icon) => icon?.path);
    const shipped = icons.filter((icon) => code.includes(icon.path!));
    // Every platform's mark, once, and nothing of simple-icons' svg strings.
    expect(shipped).toHaveLength(Object.keys(PLATFORMS).length);
    for (const icon of shipped) expect(code.split(icon.path!)).toHaveLength(2);
    expect(code).not.toContain('<svg role=\\"img\\"');
    expect(code).not.toContain('<svg role="img"');
  }, 30_000);
});
