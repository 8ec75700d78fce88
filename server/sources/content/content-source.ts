/**
 * What the site reads from its content service. The embedded source (content files in the repo)
 * implements it today; the Directus connector implements the same interface (DESIGN.md §4–§5).
 */
export interface MenuItem {
  url: string;
  text: string;
  menu?: MenuItem[];
}

export interface SiteSettings {
  id: string;
  siteName: string;
  description: string;
  headerMenu: MenuItem[];
}

export type ContentStatus = 'published' | 'draft' | 'archived';

export interface Page {
  id: string;
  path: string;
  status: ContentStatus;
  title: string;
  summary: string;
  body: string[];
}

export interface ReadOptions {
  /** Preview lets editors see drafts; the public site only ever sees published content. */
  preview: boolean;
}

export interface ContentSource {
  getSiteSettings(): Promise<SiteSettings>;
  getPageByPath(path: string, options: ReadOptions): Promise<Page | null>;
}
