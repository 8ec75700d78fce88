/** Site-wide records: settings (menus, footer, basket texts, promoted products) and cookie consent. */
import type { CookieConfigurationRecord, ProductGroupRecord, ProductRecord, SiteSettingsRecord } from '../../server/sources/content/model';
import { links } from './links';
import { Random } from './random';
import { BlockFactory } from './text';

export function buildSettings(products: ProductRecord[], groups: ProductGroupRecord[]): SiteSettingsRecord {
  const blocks = new BlockFactory(new Random('settings:blocks'));
  const live = new Set(groups.filter((group) => group.status === 'active' && group.visibility === 'public').map((group) => group.id));
  const inStock = products.filter(
    (product) =>
      product.status === 'active' &&
      live.has(product.group) &&
      product.distribution === 'physical' &&
      (product.stock ?? 0) > 5 &&
      product.territories.length === 0,
  );
  // Newest records first, then merch and a bundle: what the basket promotes.
  const promoted = [
    ...inStock.filter((product) => product.format === 'Vinyl').slice(-3),
    ...inStock.filter((product) => product.format === 'T-Shirt').slice(0, 1),
    ...inStock.filter((product) => product.format === 'Tote Bag').slice(0, 1),
    ...inStock.filter((product) => product.format === 'Bundle').slice(0, 1),
  ];
  return {
    id: '1',
    siteName: 'Lumen Tide',
    description: 'Lumen Tide is an independent electronic-music label: releases, artists, radio shows, events and merch.',
    headerMenu: [
      ...links(['/releases', 'Releases'], ['/artists', 'Artists'], ['/news', 'News'], ['/events', 'Events'], ['/merch', 'Merch']),
      {
        url: '/radio',
        text: 'Radio',
        menu: links(['/radio', 'Lumen Tide Radio'], ['/playlists', 'Playlists'], ['https://radio.lumentide.example/live', 'Listen live']),
      },
    ],
    overlayMenus: [
      { menu: links(['/releases', 'Releases'], ['/artists', 'Artists'], ['/news', 'News'], ['/events', 'Events']) },
      {
        menu: [
          { url: '/merch', text: 'Merch' },
          { url: '/radio', text: 'Radio', menu: [{ url: '/playlists', text: 'Playlists' }] },
          { url: '/about', text: 'About' },
          { url: '/careers', text: 'Careers' },
          { url: '/contact', text: 'Contact' },
        ],
      },
      {
        menu: links(
          ['https://soundcloud.example/lumentide', 'SoundCloud'],
          ['https://instagram.example/lumentide', 'Instagram'],
          ['https://youtube.example/@lumentide', 'YouTube'],
          ['https://spotify.example/user/lumentide', 'Spotify'],
          ['https://bandcamp.example/lumentide', 'Bandcamp'],
        ),
      },
    ],
    footerMenus: [
      { menu: links(['/about', 'About'], ['/careers', 'Careers'], ['/contact', 'Contact']) },
      { menu: links(['/contact', 'Shipping and returns'], ['/about#privacy', 'Privacy'], ['/about#terms-of-sale', 'Terms of sale']) },
    ],
    footerContentBlocks: [
      {
        contentBlock: {
          blocks: [
            blocks.paragraph('Lumen Tide Recordings, The Boathouse, Harbour Road. Independent since 2001.'),
            blocks.paragraph('Demos: use the <a href="/contact">contact form</a>.'),
          ],
        },
      },
      // Left empty in the CMS: the footer skips it.
      { contentBlock: { blocks: [] } },
    ],
    emptyCartLinkText: 'Shop',
    emptyCartLinkUrl: '/releases',
    promotedProductsTitle: 'You might also like',
    promotedProductsMoreLinkText: 'Shop all',
    promotedProductsMoreLinkUrl: '/merch',
    promotedProducts: promoted.map((product) => ({ product: product.id })),
  };
}

export function buildCookies(): CookieConfigurationRecord {
  return {
    message:
      '<p>We use cookies to keep your basket and, if you agree, to understand how the site is used and to show you our releases elsewhere. Read the <a href="/about#privacy">privacy notice</a>.</p>',
    preferences: {
      message: '<p>Choose which cookies we may set. Essential cookies (your basket and this choice) are always on.</p>',
      items: [
        {
          param: 'a',
          name: 'analytics',
          title: 'Analytics',
          description: '<p>Counts visits and page views so we know what people read and listen to. No personal profile is built.</p>',
        },
        {
          param: 'ma',
          name: 'marketing',
          title: 'Marketing',
          description: '<p>Lets us measure our adverts on other sites and show you new releases there.</p>',
        },
      ],
    },
    snippets: {
      a: '<script>window.lumenTideAnalytics = window.lumenTideAnalytics || []; window.lumenTideAnalytics.push(["consent", "analytics"]);</script>',
      ma: '<script>window.lumenTideAnalytics = window.lumenTideAnalytics || []; window.lumenTideAnalytics.push(["consent", "marketing"]);</script>',
    },
  };
}
