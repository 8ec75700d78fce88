import type { ContentSource, ProductGroup, ReadOptions } from '../../sources/content/content-source';
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
// The browser's shape of the slot, so the compiler holds the two ends together.
import type { FeaturedItem } from '../../../shared/components/slots/featured-item-slot';

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
    sanitizeBlocks(blocks).map(async (block) => {
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

/** A slot's item as views read it: rich text inside banners and accordions cleaned too. */
async function resolveSlotItem(collection: SlotCollection, item: unknown, content: ContentSource, options: ReadOptions) {
  switch (collection) {
    case 'item_collections':
      return resolveItemCollection(item as ItemCollectionRecord, content, options);
    case 'banners': {
      const banner = item as BannerRecord;
      return { ...banner, blocks: sanitizeBlocks(banner.blocks) };
    }
    case 'accordions': {
      const accordion = item as AccordionRecord;
      return { ...accordion, sections: accordion.sections.map((section) => ({ ...section, blocks: sanitizeBlocks(section.blocks) })) };
    }
    case 'contact_forms':
    case 'email_forms':
    case 'product_groups':
      return item;
  }
}

/** What the featured item block reads: image, title, the artist's link and the dates that decide Pre-order. */
function featuredItem(group: ProductGroup): FeaturedItem {
  const artist = group.artist;
  return {
    id: group.id,
    title: group.title,
    href: productGroupHref(group.slug),
    reference_type: group.reference_type,
    typeLabel: productGroupTypeLabel(group),
    artist: artist ? { name: artist.name, href: artistHref(artist.slug) } : null,
    image: group.cover_image ?? null,
    release_date: group.release_date ?? null,
    date_available: group.date_available ?? null,
  };
}

async function resolveItemCollection(collection: ItemCollectionRecord, content: ContentSource, options: ReadOptions) {
  const entries = await Promise.all(collection.entries.map((entry) => resolveEntry(entry, content, options)));
  return { ...collection, entries: entries.filter((entry) => entry !== null) };
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
          artist: group.artist ? { name: group.artist.name, href: artistHref(group.artist.slug) } : null,
          image: group.cover_image ?? null,
          release_date: group.release_date ?? null,
        }
      );
    }
    case 'posts': {
      const post = await content.getById('posts', entry.item, options);
      return (
        post && {
          ...base,
          href: postHref(post.slug),
          title: post.title,
          typeLabel: collectionTypeLabels.posts,
          artist: null,
          image: post.cover_image ?? null,
        }
      );
    }
    case 'events': {
      const event = await content.getById('events', entry.item, options);
      return (
        event && {
          ...base,
          href: eventHref(event.slug),
          title: event.title,
          typeLabel: collectionTypeLabels.events,
          artist: null,
          image: event.cover_image ?? null,
        }
      );
    }
    case 'playlists': {
      const playlist = await content.getById('playlists', entry.item, options);
      return (
        playlist && {
          ...base,
          url: playlist.url,
          title: playlist.title,
          typeLabel: collectionTypeLabels.playlists,
          artist: null,
          image: playlist.cover_image ?? null,
        }
      );
    }
    case 'radioShows': {
      const show = await content.getById('radioShows', entry.item, options);
      return (
        show && {
          ...base,
          url: show.url,
          title: show.title,
          typeLabel: collectionTypeLabels.radioShows,
          artist: null,
          image: show.cover_image ?? null,
        }
      );
    }
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
