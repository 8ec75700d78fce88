import type { RichBlock } from '../blocks/block-types';

/**
 * The TypeScript shapes of the schema's JSON scalars (server/graphql/type-defs.ts describes each).
 * GraphQL Code Generator maps each scalar to its type here (scripts/graphql-codegen.ts), so every
 * generated operation type reads them typed.
 */

/** Editor.js blocks as the API sends them: sanitised, slots resolved. */
export type RichText = RichBlock[];

export interface MenuItem {
  url: string;
  text: string;
  menu?: MenuItem[] | null;
}

/** Menu columns of the overlay menu and the footer, nested as deep as the editors made them. */
export type MenuColumns = { menu: MenuItem[] }[];

/** A content page's hero: its image (a file id), heading, text and one link. */
export interface PageHero {
  image?: string;
  heading?: string;
  text?: string;
  link?: { url: string; text: string };
}

/** Footer columns of rich text. */
export type FooterContentBlocks = { contentBlock: { blocks: RichText } }[];
