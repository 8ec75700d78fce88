import { SITE_SETTINGS } from '../../shared/graphql/site-settings';
import { queryKey } from '../../shared/lib/transport/query-results';

/** The site settings as a query answers them, under the given site name. */
export const siteSettings = (siteName: string) => ({
  __typename: 'site_settings',
  id: '1',
  siteName,
  description: 'd',
  headerMenu: [],
  overlayMenus: [],
  footerMenus: [],
  footerContentBlocks: [],
  emptyCartLinkText: 'Shop',
  emptyCartLinkUrl: '/releases',
  promotedProductsTitle: 't',
  promotedProductsMoreLinkText: 'm',
  promotedProductsMoreLinkUrl: '/u',
});

/** The query results a server render leaves for hydration: the settings query answered. */
export const renderedSettingsResults = (siteName: string) => ({
  [queryKey(SITE_SETTINGS, undefined)]: { site_settings: siteSettings(siteName) },
});
