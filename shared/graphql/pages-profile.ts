import { gql, type TypedDocumentNode } from '@apollo/client';
import type { PagesProfileQuery, PagesProfileQueryVariables } from './generated/operation-types';
import { PRODUCT_GROUP_TILE } from './fragments';
import { PAGE_BLOCK } from './page-blocks';

/** A content page by its path; the index page is `/` (spec 000 §2). */
export const PAGES_PROFILE: TypedDocumentNode<PagesProfileQuery, PagesProfileQueryVariables> = gql`
  query PagesProfile($path: String!) {
    pages(filter: { path: { _eq: $path } }, limit: 1) {
      id
      path
      title
      description
      hero
      hero_release {
        ...ProductGroupTile
        products {
          in_stock
          date_available
          items {
            id
            title
            option_group
          }
        }
      }
      hero_live {
        url
        title
      }
      sticky_menu {
        url
        text
      }
      blocks {
        ...PageBlock
      }
    }
  }
  ${PRODUCT_GROUP_TILE}
  ${PAGE_BLOCK}
`;
