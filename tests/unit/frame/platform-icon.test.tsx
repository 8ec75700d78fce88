import { renderToString } from 'react-dom/server';
import { PlatformIcon } from '../../../shared/components/frame/platform-icon';
import { PLATFORM_ICON_SPRITE, PLATFORM_ICON_SPRITE_URL } from '../../../shared/components/frame/platform-icon-sprite';
import { PLATFORMS, type Platform } from '../../../shared/lib/frame/platforms';

/** The path of a platform's symbol in the sprite file. */
const symbolPath = (platform: Platform) =>
  new RegExp(`<symbol id="${platform}" viewBox="0 0 24 24"><path d="([^"]+)"/></symbol>`).exec(PLATFORM_ICON_SPRITE)?.[1];

describe('PlatformIcon', () => {
  it('draws every known platform as its own mark from the sprite, hidden from assistive technology', () => {
    expect(PLATFORM_ICON_SPRITE_URL).toMatch(/^\/assets\/platform-icons-[a-z0-9]+\.svg$/);
    const paths = (Object.keys(PLATFORMS) as Platform[]).map((platform) => {
      const html = renderToString(<PlatformIcon platform={platform} />);
      expect(html).toMatch(/^<svg aria-hidden="true" focusable="false" data-platform="[a-zA-Z]+" viewBox="0 0 24 24"/);
      expect(html).toContain(`<use href="${PLATFORM_ICON_SPRITE_URL}#${platform}">`);
      expect(symbolPath(platform)!.length).toBeGreaterThan(20);
      return symbolPath(platform);
    });
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('tells SoundCloud and Spotify apart (no more two "S" tiles)', () => {
    expect(symbolPath('soundcloud')).not.toBe(symbolPath('spotify'));
    expect(renderToString(<PlatformIcon platform="spotify" />)).not.toContain('>S<');
  });
});
