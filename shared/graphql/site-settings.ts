import { gql, type TypedDocumentNode } from '@apollo/client';

export interface MenuItem {
  url: string;
  text: string;
  menu?: MenuItem[] | null;
}

export interface SiteSettingsData {
  siteSettings: {
    siteName: string;
    description: string;
    headerMenu: MenuItem[];
  };
}

export const SITE_SETTINGS: TypedDocumentNode<SiteSettingsData> = gql`
  query SiteSettings {
    siteSettings {
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
    }
  }
`;
