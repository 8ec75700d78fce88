import type { Platform } from '../../lib/frame/platforms';
import { PLATFORM_ICON_SPRITE_URL } from './platform-icon-sprite';

/**
 * A platform's mark (Simple Icons, CC0), drawn in the text colour beside the platform's name, which
 * is what assistive technology reads: the mark itself is hidden from it. One colour, so the marks
 * sit quietly in the label's palette instead of thirteen brand colours side by side. The mark is a
 * symbol of the build's sprite file, not a path in the page's code.
 */
export function PlatformIcon({ platform }: { platform: Platform }) {
  return (
    <svg aria-hidden="true" focusable="false" data-platform={platform} viewBox="0 0 24 24" className="h-6 w-6 shrink-0 fill-current">
      <use href={`${PLATFORM_ICON_SPRITE_URL}#${platform}`} />
    </svg>
  );
}
