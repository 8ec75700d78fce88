import type { ContentSource, ReadOptions } from '../../sources/content/content-source';

/**
 * How much an artist page has to show in each section (ArtistsProductsSummary), so the page can
 * leave out empty sections and show "More" only where there is more.
 */
export async function artistsProductsSummary(artistId: string, content: ContentSource, options: ReadOptions) {
  const all = { limit: -1 };
  const byArtist = { artist: { id: { _eq: artistId } } };
  const merch = (universe: string) => ({ _and: [byArtist, { reference_type: { _eq: 'other' } }, { universe: { _eq: universe } }] });
  const [releases, appearsOn, bundles, merchItems, clothing, events] = await Promise.all([
    content.list('product_groups', { ...all, filter: { _and: [byArtist, { reference_type: { _eq: 'release' } }] } }, options),
    content.list(
      'product_groups',
      { ...all, filter: { _and: [{ reference_type: { _eq: 'release' } }, { featured_artists: { _some: { id: { _eq: artistId } } } }] } },
      options,
    ),
    content.list('product_groups', { ...all, filter: merch('bundle') }, options),
    content.list('product_groups', { ...all, filter: merch('merch') }, options),
    content.list('product_groups', { ...all, filter: merch('clothing') }, options),
    content.list('events', { ...all, filter: { artists: { _some: { id: { _eq: artistId } } } } }, options),
  ]);
  return {
    releases: releases.length,
    appearsOn: appearsOn.length,
    bundles: bundles.length,
    merch: merchItems.length,
    clothing: clothing.length,
    events: events.length,
  };
}
