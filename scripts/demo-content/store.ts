/**
 * Collects the store's records (product groups, products, tracks) while releases and merch are
 * built, handing out sequential ids and slugs that are unique across all product groups.
 */
import type { ProductGroupRecord, ProductItemRecord, ProductRecord, TrackRecord } from '../../server/sources/content/model';
import { slugify } from './text';

export class StoreBuilder {
  readonly groups: ProductGroupRecord[] = [];
  readonly products: ProductRecord[] = [];
  readonly tracks: TrackRecord[] = [];
  private readonly next = { group: 1, product: 1, track: 1, item: 1 };
  private readonly groupSlugs = new Set<string>();

  groupId(): string {
    return String(this.next.group++);
  }

  trackId(): string {
    return String(this.next.track++);
  }

  /** A group slug not used yet: the title's slug, else with the artist's, else numbered. */
  groupSlug(title: string, qualifier: string): string {
    const candidates = [slugify(title), slugify(`${title} ${qualifier}`)];
    let slug = candidates.find((candidate) => !this.groupSlugs.has(candidate));
    for (let n = 2; !slug; n++) {
      if (!this.groupSlugs.has(`${candidates[1]}-${n}`)) slug = `${candidates[1]}-${n}`;
    }
    this.groupSlugs.add(slug);
    return slug;
  }

  items(optionGroup: string, titles: readonly string[]): ProductItemRecord[] {
    return titles.map((title) => ({ id: String(this.next.item++), title, option_group: optionGroup }));
  }

  /** Adds a product to a group; its slug comes from format and variant, unique in the group. */
  addProduct(group: ProductGroupRecord, product: Omit<ProductRecord, 'id' | 'group' | 'slug'>): ProductRecord {
    const base = slugify(product.variant ? `${product.format} ${product.variant}` : product.format);
    const taken = new Set(this.products.filter((p) => p.group === group.id).map((p) => p.slug));
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    const { status, title, format, variant, distribution, prices, items, date_available, short_description, stock, territories } = product;
    // Fixed key order, so the JSON reads the same for every product.
    const record: ProductRecord = {
      id: String(this.next.product++),
      status,
      group: group.id,
      title,
      slug,
      format,
      ...(variant ? { variant } : {}),
      distribution,
      prices,
      items,
      ...(date_available ? { date_available } : {}),
      ...(short_description ? { short_description } : {}),
      stock,
      territories,
    };
    this.products.push(record);
    return record;
  }
}
