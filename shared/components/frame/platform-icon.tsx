import { PLATFORMS, type Platform } from '../../lib/platforms';

/**
 * A platform's icon: its initial in a rounded tile. Brand marks belong to their owners and each has
 * its own rules, so the menu shows a neutral glyph with the platform's name beside it.
 */
export function PlatformIcon({ platform }: { platform: Platform }) {
  const initial = PLATFORMS[platform].name.charAt(0);
  return (
    <span aria-hidden="true" data-platform={platform} className="grid h-6 w-6 shrink-0 place-items-center rounded-md bg-paper/10 text-xs font-bold text-paper">
      {initial}
    </span>
  );
}
