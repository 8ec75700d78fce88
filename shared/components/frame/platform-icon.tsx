import type { Platform } from '../../lib/platforms';
import { PLATFORM_ICON_PATHS } from './platform-icon-paths';

/**
 * A platform's mark (Simple Icons, CC0), drawn in the text colour beside the platform's name, which
 * is what assistive technology reads: the mark itself is hidden from it. One colour, so the marks
 * sit quietly in the label's palette instead of thirteen brand colours side by side.
 */
export function PlatformIcon({ platform }: { platform: Platform }) {
  return (
    <svg aria-hidden="true" focusable="false" data-platform={platform} viewBox="0 0 24 24" className="h-6 w-6 shrink-0 fill-current">
      <path d={PLATFORM_ICON_PATHS[platform]} />
    </svg>
  );
}
