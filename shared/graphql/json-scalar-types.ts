import type { CollectionView } from '../lib/catalog/collection-view-config';

/**
 * The TypeScript shapes of the schema's JSON scalars (server/graphql/type-defs.ts describes each).
 * GraphQL Code Generator maps each scalar to its type here (scripts/graphql-codegen.ts), so every
 * generated operation type reads them typed.
 */

export interface MenuItem {
  url: string;
  text: string;
  menu?: MenuItem[] | null;
}

/** Menu columns of the overlay menu and the footer, nested as deep as the editors made them. */
export type MenuColumns = { menu: MenuItem[] }[];

/** A content page's hero: its image (a file id), heading, text, one link, the focus release (a product group id) and a live stream. */
export interface PageHero {
  image?: string;
  heading?: string;
  text?: string;
  link?: { url: string; text: string };
  release?: string;
  live?: { url: string; title: string };
}

/** A nested list's item: its sanitised HTML and the items nested under it. */
export interface ListItemData {
  content: string;
  items: ListItemData[];
}

/** A nested list's items, nested as deep as the editors made them (a selection cannot recurse). */
export type ListItems = ListItemData[];

/** A collection view slot's configuration, as the collection view reads it. */
export type CollectionViewConfig = CollectionView;
