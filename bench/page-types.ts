/** The page types the benches measure, each by one address of the demo label. */
export const benchPages = [
  { type: 'home', path: '/' },
  { type: 'listing', path: '/releases' },
  { type: 'release', path: '/products/the-pale-echo' },
  { type: 'artist', path: '/artists/sera-lumin' },
  { type: 'post', path: '/features/ten-records-that-shaped-mattis-orre' },
  { type: 'contact', path: '/contact' },
] as const;
