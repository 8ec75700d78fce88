import { renderToString } from 'react-dom/server';
import { PlatformIcon } from '../../../shared/components/frame/platform-icon';
import { PLATFORMS, type Platform } from '../../../shared/lib/platforms';

const pathOf = (platform: Platform) => /<path d="([^"]+)"/.exec(renderToString(<PlatformIcon platform={platform} />))?.[1];

describe('PlatformIcon', () => {
  it('draws every known platform as its own mark, hidden from assistive technology', () => {
    const paths = (Object.keys(PLATFORMS) as Platform[]).map((platform) => {
      const html = renderToString(<PlatformIcon platform={platform} />);
      expect(html).toMatch(/^<svg aria-hidden="true" focusable="false" data-platform="[a-zA-Z]+" viewBox="0 0 24 24"/);
      expect(pathOf(platform)!.length).toBeGreaterThan(20);
      return pathOf(platform);
    });
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('tells SoundCloud and Spotify apart (no more two "S" tiles)', () => {
    expect(pathOf('soundcloud')).not.toBe(pathOf('spotify'));
    expect(renderToString(<PlatformIcon platform="spotify" />)).not.toContain('>S<');
  });
});
