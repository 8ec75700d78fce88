import { gql, type TypedDocumentNode } from '@apollo/client';

export interface PageBlock {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

export interface PagesProfileData {
  pages: {
    id: string;
    path: string;
    title: string;
    description: string;
    hero: { image?: string; heading?: string; text?: string; link?: { url: string; text: string } } | null;
    sticky_menu: { url: string; text: string }[] | null;
    blocks: PageBlock[];
  }[];
}

/** A content page by its path; the index page is `/` (spec 000 §2). */
export const PAGES_PROFILE: TypedDocumentNode<PagesProfileData, { path: string }> = gql`
  query PagesProfile($path: String!) {
    pages(filter: { path: { _eq: $path } }, limit: 1) {
      id
      path
      title
      description
      hero
      sticky_menu {
        url
        text
      }
      blocks
    }
  }
`;
