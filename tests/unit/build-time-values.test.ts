import path from 'node:path';
import * as esbuild from 'esbuild';
import { buildTimeValuesPlugin } from '../../scripts/build/build-time-values';
import { PLATFORM_ICON_PATHS } from '../../shared/components/frame/platform-icon-paths';
import { PLATFORM_ICON_SPRITE_URL } from '../../shared/components/frame/platform-icon-sprite';
import { inMemoryBrowserBuild } from '../support/browser-bundle';

const root = path.resolve(__dirname, '..', '..');

describe('build-time values in the client build', () => {
  it('ship the platform marks as the sprite address alone, without any path', async () => {
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
    expect(inputs.filter((input) => input.includes('platform-icon-paths'))).toEqual([]);
    const paths = Object.values(PLATFORM_ICON_PATHS);
    expect(paths).toHaveLength(13);
    // No platform's mark: only where the sprite is.
    expect(paths.filter((mark) => code.includes(mark))).toEqual([]);
    expect(code).not.toContain('<symbol');
    expect(code).toContain(PLATFORM_ICON_SPRITE_URL);
  }, 30_000);
});
