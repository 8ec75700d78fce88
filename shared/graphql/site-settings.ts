import { gql, type TypedDocumentNode } from '@apollo/client';
import type { SiteSettingsQuery, SiteSettingsQueryVariables } from './generated/operation-types';
import { RICH_TEXT_BLOCK } from './page-blocks';

/** Menu entries keep their name here, where the frame's components have always imported it. */
export type { MenuItem } from './json-scalar-types';

/** The frame's settings (spec 001 §3 "Site settings"). */
export const SITE_SETTINGS: TypedDocumentNode<SiteSettingsQuery, SiteSettingsQueryVariables> = gql`
  query SiteSettings {
    site_settings {
      id
      siteName
      description
      headerMenu {
        url
        text
        menu {
          url
          text
        }
      }
      overlayMenus
      footerMenus
      footerContentBlocks {
        contentBlock {
          blocks {
            ...RichTextBlock
          }
        }
      }
      emptyCartLinkText
      emptyCartLinkUrl
      promotedProductsTitle
      promotedProductsMoreLinkText
      promotedProductsMoreLinkUrl
    }
  }
  ${RICH_TEXT_BLOCK}
`;
