import path from 'node:path';
import * as esbuild from 'esbuild';
import * as simpleIcons from 'simple-icons';
import { buildTimeValuesPlugin } from '../../scripts/build/build-time-values';
import { PLATFORM_ICON_SPRITE_URL } from '../../shared/components/frame/platform-icon-sprite';
import { inMemoryBrowserBuild } from '../support/browser-bundle';

const root = path.resolve(__dirname, '..', '..');

describe('build-time values in the client build', () => {
  it('ship the platform marks as the sprite address alone, without simple-icons or any path', async () => {
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
    expect(inputs.filter((input) => input.includes('simple-icons') || input.includes('platform-icon-paths'))).toEqual([]);
    const icons = Object.values(simpleIcons as unknown as Record<string, { path?: string; svg?: string }>).filter((icon) => icon?.path);
    // No platform's mark, and nothing of simple-icons' svg strings: only where the sprite is.
    expect(icons.filter((icon) => code.includes(icon.path!))).toHaveLength(0);
    expect(code).not.toContain('<symbol');
    expect(code).toContain(PLATFORM_ICON_SPRITE_URL);
  }, 30_000);
});
