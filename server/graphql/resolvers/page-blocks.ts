import type { Collections, ContentSource, ProductGroup, ReadOptions } from '../../sources/content/content-source';
import type {
  AccordionRecord,
  BannerRecord,
  Block,
  BlockSlot,
  CollectionEntryRecord,
  ItemCollectionRecord,
} from '../../sources/content/model';
import { sanitizeBlocks } from '../rich-text/sanitize-blocks';
import { artistHref, eventHref, postHref, productGroupHref } from '../../../shared/lib/catalog/item-links';
import { collectionTypeLabels, productGroupTypeLabel } from '../../../shared/lib/catalog/type-labels';
import { bannerBody } from '../../../shared/lib/markup/repeated-heading';
import { isKnownBlock, withoutSlots } from './block-unions';

/** The collections whose single item a slot embeds. */
type SlotCollection = 'banners' | 'accordions' | 'contact_forms' | 'email_forms' | 'item_collections' | 'product_groups';

/** Slots that embed one item of another collection, and where that item lives. */
const slotCollections: Partial<Record<BlockSlot['kind'], SlotCollection>> = {
  banners: 'banners',
  accordions: 'accordions',
  contactForms: 'contact_forms',
  activeCampaignForms: 'email_forms',
  item_collections: 'item_collections',
  featured_item: 'product_groups',
};

/**
 * Page blocks with their single-item slots resolved inline (banners, accordions, forms, item
 * collections), so a page arrives in one query. Slots that list collections (collection views,
 * concerts, videos, jobs) stay as configuration: their views query with paging and filters.
 */
export async function resolveBlocks(blocks: Block[], content: ContentSource, options: ReadOptions): Promise<unknown[]> {
  return Promise.all(
    sanitizeBlocks(blocks)
      .filter(isKnownBlock)
      .map(async (block) => {
        if (block.type !== 'slot' || !('item' in block.data)) return block;
        const collection = slotCollections[block.data.kind];
        if (!collection) return block;
        const item = await content.getById(collection, block.data.item, options);
        const resolved =
          item &&
          (block.data.kind === 'featured_item'
            ? featuredItem(item as ProductGroup)
            : await resolveSlotItem(collection, item, content, options));
        return { ...block, data: { ...block.data, item: resolved } };
      }),
  );
}

/** Rich text inside a slot's item: cleaned, and without slots (block-unions.ts). */
const innerRichText = (blocks: Block[]) => withoutSlots(sanitizeBlocks(blocks));

/** A slot's item as views read it: rich text inside banners and accordions cleaned too. */
async function resolveSlotItem(collection: SlotCollection, item: unknown, content: ContentSource, options: ReadOptions) {
  switch (collection) {
    case 'item_collections':
      return resolveItemCollection(item as ItemCollectionRecord, content, options);
    case 'banners': {
      const banner = item as BannerRecord;
      // One heading per banner, its title: a leading header becomes its tagline or goes (repeated-heading.ts).
      return { ...banner, ...bannerBody(banner.title, innerRichText(banner.blocks)) };
    }
    case 'accordions': {
      const accordion = item as AccordionRecord;
      return { ...accordion, sections: accordion.sections.map((section) => ({ ...section, blocks: innerRichText(section.blocks) })) };
    }
    case 'contact_forms':
    case 'email_forms':
    case 'product_groups':
      return item;
  }
}

/** A release's artist as a link: name and artist page. */
const artistLink = ({ artist }: ProductGroup) => (artist ? { name: artist.name, href: artistHref(artist.slug) } : null);

/** What the featured item block reads: image, title, the artist's link and the dates that decide Pre-order. */
function featuredItem(group: ProductGroup) {
  return {
    id: group.id,
    title: group.title,
    href: productGroupHref(group.slug),
    reference_type: group.reference_type,
    typeLabel: productGroupTypeLabel(group),
    artist: artistLink(group),
    image: group.cover_image ?? null,
    release_date: group.release_date ?? null,
    date_available: group.date_available ?? null,
  };
}

async function resolveItemCollection(collection: ItemCollectionRecord, content: ContentSource, options: ReadOptions) {
  const entries = await Promise.all(collection.entries.map((entry) => resolveEntry(entry, content, options)));
  return { ...collection, entries: entries.filter((entry) => entry !== null) };
}

type CoveredCollection = 'posts' | 'events' | 'playlists' | 'radioShows';

/** Where an entry of a collection whose items have a title and a cover leads: the site's page, or the item's own address. */
const COVERED_ENTRY_ADDRESSES: { [C in CoveredCollection]: (item: Collections[C]) => { href: string } | { url: string } } = {
  posts: (post) => ({ href: postHref(post.slug) }),
  events: (event) => ({ href: eventHref(event.slug) }),
  playlists: (playlist) => ({ url: playlist.url }),
  radioShows: (show) => ({ url: show.url }),
};

/** The entry of a post, an event, a playlist or a radio show: the same fields, each its own address. */
async function coveredEntry<C extends CoveredCollection>(collection: C, id: string, content: ContentSource, options: ReadOptions) {
  const item = await content.getById(collection, id, options);
  return (
    item && {
      collection,
      item: id,
      ...COVERED_ENTRY_ADDRESSES[collection](item),
      title: item.title,
      typeLabel: collectionTypeLabels[collection],
      artist: null,
      image: item.cover_image ?? null,
    }
  );
}

/** A collection entry as grids read it (spec 000 §3 "Collection entry"). Unpublished items drop out. */
async function resolveEntry(entry: CollectionEntryRecord, content: ContentSource, options: ReadOptions) {
  const base = { collection: entry.collection, item: entry.item };
  switch (entry.collection) {
    case 'artists': {
      const artist = await content.getById('artists', entry.item, options);
      return (
        artist && {
          ...base,
          href: artistHref(artist.slug),
          name: artist.name,
          typeLabel: collectionTypeLabels.artists,
          artist: null,
          image: artist.image ?? null,
        }
      );
    }
    case 'product_groups': {
      const group = await content.getById('product_groups', entry.item, options);
      return (
        group && {
          ...base,
          href: productGroupHref(group.slug),
          title: group.title,
          typeLabel: productGroupTypeLabel(group),
          artist: artistLink(group),
          image: group.cover_image ?? null,
          release_date: group.release_date ?? null,
        }
      );
    }
    case 'posts':
    case 'events':
    case 'playlists':
    case 'radioShows':
      return coveredEntry(entry.collection, entry.item, content, options);
    case 'custom_items': {
      const item = await content.getById('custom_items', entry.item, options);
      return (
        item && {
          ...base,
          url: item.url,
          title: item.title,
          type_label: item.type_label,
          artist: null,
          image: item.image ?? null,
          video_url: item.video_url ?? null,
        }
      );
    }
    case 'pages': {
      const page = await content.getById('pages', entry.item, options);
      return page && { ...base, href: page.path, title: page.title, typeLabel: 'Page', artist: null, image: page.hero?.image ?? null };
    }
  }
}
