import {
  siApplemusic,
  siBandcamp,
  siBeatport,
  siDiscord,
  siFacebook,
  siInstagram,
  siMixcloud,
  siSoundcloud,
  siSpotify,
  siTiktok,
  siTwitch,
  siX,
  siYoutube,
  type SimpleIcon,
} from 'simple-icons';
import type { Platform } from '../../lib/platforms';

// Named imports only: the bundler keeps these thirteen marks (about 9 KB of paths) and drops the rest.
const ICONS: Record<Platform, SimpleIcon> = {
  bandcamp: siBandcamp,
  beatport: siBeatport,
  soundcloud: siSoundcloud,
  spotify: siSpotify,
  appleMusic: siApplemusic,
  youtube: siYoutube,
  mixcloud: siMixcloud,
  twitch: siTwitch,
  instagram: siInstagram,
  tiktok: siTiktok,
  facebook: siFacebook,
  x: siX,
  discord: siDiscord,
};

/**
 * A platform's mark (Simple Icons, CC0), drawn in the text colour beside the platform's name, which
 * is what assistive technology reads: the mark itself is hidden from it. One colour, so the marks
 * sit quietly in the label's palette instead of thirteen brand colours side by side.
 */
export function PlatformIcon({ platform }: { platform: Platform }) {
  return (
    <svg aria-hidden="true" focusable="false" data-platform={platform} viewBox="0 0 24 24" className="h-6 w-6 shrink-0 fill-current">
      <path d={ICONS[platform].path} />
    </svg>
  );
}
