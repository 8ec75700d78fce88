/**
 * Known outside platforms (spec 001 §2 "Overlay menu": links to certain known external
 * destinations get a platform icon and open in a new tab; which ones is ours to choose, recorded in
 * docs/decisions). A link is a platform's when one of its host name's labels is the platform's
 * name — so `open.spotify.com`, `label.bandcamp.com` and the demo label's `spotify.example` all
 * match, while `notspotify.com` does not.
 */
export const PLATFORMS = {
  bandcamp: { name: 'Bandcamp', hosts: ['bandcamp'] },
  beatport: { name: 'Beatport', hosts: ['beatport'] },
  soundcloud: { name: 'SoundCloud', hosts: ['soundcloud'] },
  spotify: { name: 'Spotify', hosts: ['spotify'] },
  appleMusic: { name: 'Apple Music', hosts: ['music.apple'] },
  youtube: { name: 'YouTube', hosts: ['youtube', 'youtu'] },
  mixcloud: { name: 'Mixcloud', hosts: ['mixcloud'] },
  twitch: { name: 'Twitch', hosts: ['twitch'] },
  instagram: { name: 'Instagram', hosts: ['instagram'] },
  tiktok: { name: 'TikTok', hosts: ['tiktok'] },
  facebook: { name: 'Facebook', hosts: ['facebook'] },
  x: { name: 'X', hosts: ['x', 'twitter'] },
  discord: { name: 'Discord', hosts: ['discord'] },
} as const;

export type Platform = keyof typeof PLATFORMS;

/** The platform a link goes to, or null for anything else (relative links included). */
export function platformOf(href: string): Platform | null {
  // Most links are the site's own paths: no URL to parse (a parse failure costs a thrown error).
  if (!/^\s*https?:/i.test(href)) return null;
  let hostname: string;
  try {
    const url = new URL(href);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    hostname = url.hostname.toLowerCase();
  } catch {
    return null;
  }
  const labels = hostname.split('.');
  for (const [platform, { hosts }] of Object.entries(PLATFORMS) as [Platform, (typeof PLATFORMS)[Platform]][]) {
    for (const host of hosts) {
      const parts = host.split('.');
      // The platform's labels appear in a row somewhere before the top-level domain.
      for (let start = 0; start + parts.length < labels.length; start += 1) {
        if (parts.every((part, i) => labels[start + i] === part)) return platform;
      }
    }
  }
  return null;
}
