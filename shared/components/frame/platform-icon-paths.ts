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
} from 'simple-icons';
import type { Platform } from '../../lib/frame/platforms';

/**
 * Each platform's mark as one SVG path (Simple Icons, CC0). The client build ships these strings
 * alone (a build-time value, scripts/build/build-time-values.ts): simple-icons' objects carry each
 * mark twice (as `svg` and as `path`) with its title, colour and source.
 */
export const PLATFORM_ICON_PATHS: Record<Platform, string> = {
  bandcamp: siBandcamp.path,
  beatport: siBeatport.path,
  soundcloud: siSoundcloud.path,
  spotify: siSpotify.path,
  appleMusic: siApplemusic.path,
  youtube: siYoutube.path,
  mixcloud: siMixcloud.path,
  twitch: siTwitch.path,
  instagram: siInstagram.path,
  tiktok: siTiktok.path,
  facebook: siFacebook.path,
  x: siX.path,
  discord: siDiscord.path,
};
