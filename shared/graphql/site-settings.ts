import { gql, type TypedDocumentNode } from '@apollo/client';

export interface MenuItem {
  url: string;
  text: string;
  menu?: MenuItem[] | null;
}

export interface SiteSettingsData {
  site_settings: {
    id: string;
    siteName: string;
    description: string;
    headerMenu: MenuItem[];
    overlayMenus: { menu: MenuItem[] }[];
    footerMenus: { menu: MenuItem[] }[];
    footerContentBlocks: { contentBlock: { blocks: { id: string }[] } }[];
    emptyCartLinkText: string;
    emptyCartLinkUrl: string;
    promotedProductsTitle: string;
    promotedProductsMoreLinkText: string;
    promotedProductsMoreLinkUrl: string;
  };
}

/** The frame's settings (spec 001 §3 "Site settings"). */
export const SITE_SETTINGS: TypedDocumentNode<SiteSettingsData> = gql`
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
      footerContentBlocks
      emptyCartLinkText
      emptyCartLinkUrl
      promotedProductsTitle
      promotedProductsMoreLinkText
      promotedProductsMoreLinkUrl
    }
  }
`;
