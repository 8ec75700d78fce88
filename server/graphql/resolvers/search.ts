import type { ContentSource, ReadOptions } from '../../sources/content/content-source';
import { rankBySearchScore, scoreSearchTitle } from '../../sources/content/query';
import { artistHref, eventHref, postHref, productGroupHref } from '../../../shared/lib/catalog/item-links';
import { isSearchableText, SEARCH_RESULTS_PER_TYPE, searchText } from '../../../shared/lib/frame/search';
import { collectionTypeLabels, productGroupTypeLabel } from '../../../shared/lib/catalog/type-labels';

/**
 * Product groups worth finding (spec 001 §9): active, not a track, the main label's, listed. The
 * status is asked for explicitly: preview reads (and the CMS) would otherwise include inactive ones.
 */
const searchableProductGroups = {
  _and: [
    { status: { _eq: 'active' } },
    { reference_type: { _neq: 'track' } },
    { label: { isFeatured: { _eq: true } } },
    { visibility: { _nnull: true } },
    { visibility: { _neq: 'unlisted' } },
  ],
};

interface SearchRow {
  id: string;
  collection: string;
  typeLabel: string;
  title: string;
  artist: string | null;
  href: string;
  /** An event's date or a post's publication, which tell hits of the same name apart. */
  date: string | null;
  /** The file id of the row's picture; the field resolver turns it into an address. */
  image: string | null;
  score: number;
}

/**
 * The search overlay's query: up to ten rows per type, ranked by how the title matches the text
 * (+1 contains, +1 starts with, +1 equals). Texts under three characters find nothing.
 */
export async function search(text: string, content: ContentSource, options: ReadOptions) {
  const query = searchText(text);
  if (!isSearchableText(query)) return { product_groups: [], artists: [], posts: [], events: [] };
  const everything = { search: query, limit: -1 };
  const [groups, artists, posts, events] = await Promise.all([
    content.list('product_groups', { ...everything, filter: searchableProductGroups }, options),
    content.list('artists', everything, options),
    content.list('posts', everything, options),
    content.list('events', everything, options),
  ]);
  const rank = <T>(items: T[], titleOf: (item: T) => string, toRow: (item: T) => Omit<SearchRow, 'score'>) =>
    rankBySearchScore(items, query, titleOf, SEARCH_RESULTS_PER_TYPE).map((item) => ({
      ...toRow(item),
      score: scoreSearchTitle(query, titleOf(item)),
    }));

  return {
    product_groups: rank(
      groups,
      (g) => g.title,
      (g) => ({
        id: g.id,
        collection: 'product_groups',
        typeLabel: productGroupTypeLabel(g),
        title: g.title,
        artist: g.artist?.name ?? null,
        href: productGroupHref(g.slug),
        date: null,
        image: g.cover_image ?? null,
      }),
    ),
    artists: rank(
      artists,
      (a) => a.name,
      (a) => ({
        id: a.id,
        collection: 'artists',
        typeLabel: collectionTypeLabels.artists,
        title: a.name,
        artist: null,
        href: artistHref(a.slug),
        date: null,
        image: a.image ?? null,
      }),
    ),
    posts: rank(
      posts,
      (p) => p.title,
      (p) => ({
        id: p.id,
        collection: 'posts',
        typeLabel: collectionTypeLabels.posts,
        title: p.title,
        artist: null,
        href: postHref(p.slug),
        date: p.date_published ?? null,
        image: p.cover_image ?? null,
      }),
    ),
    events: rank(
      events,
      (e) => e.title,
      (e) => ({
        id: e.id,
        collection: 'events',
        typeLabel: collectionTypeLabels.events,
        title: e.title,
        artist: null,
        href: eventHref(e.slug),
        date: e.date ?? null,
        image: e.cover_image ?? null,
      }),
    ),
  };
}
