/** The site settings as the browser's Apollo cache holds them, under the given site name. */
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

/** The extracted cache state a server render leaves for hydration: the settings query answered. */
export const restoredSettingsState = (siteName: string) => ({
  ROOT_QUERY: { __typename: 'Query', site_settings: { __ref: 'site_settings:{}' } },
  'site_settings:{}': siteSettings(siteName),
});
