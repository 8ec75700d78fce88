import { contentHash } from '../../lib/transport/content-hash';
import { PLATFORM_ICON_PATHS } from './platform-icon-paths';

/**
 * The platform marks as one SVG file of symbols, each named by its platform. The build writes it
 * beside the other build files; pages point at its symbols, so the marks cost no JavaScript
 * (decision 0054).
 */
export const PLATFORM_ICON_SPRITE = `<svg xmlns="http://www.w3.org/2000/svg">${Object.entries(PLATFORM_ICON_PATHS)
  .map(([platform, path]) => `<symbol id="${platform}" viewBox="0 0 24 24"><path d="${path}"/></symbol>`)
  .join('')}</svg>`;

/** Where the site serves the file: named by its content, so it is cached for good like the other build files. */
export const PLATFORM_ICON_SPRITE_URL = `/assets/platform-icons-${contentHash(PLATFORM_ICON_SPRITE)}.svg`;
