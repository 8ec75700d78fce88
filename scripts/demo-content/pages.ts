/**
 * The pages: a home page that shows every kind of block slot, one listing page per section (a
 * collection view with its filter menu and pagination), careers, contact, about and a draft.
 */
import type { Block, CollectionView, FileId, PageRecord } from '../../server/sources/content/model';
import type { FileRegistry } from './files';
import { links } from './links';
import { Random } from './random';
import { BlockFactory, item } from './text';
import { needed } from './needed';

/** Page ids by file name; item collections point at some of them. */
export const PAGE_IDS = {
  index: '1',
  releases: '2',
  artists: '3',
  news: '4',
  events: '5',
  merch: '6',
  radio: '7',
  playlists: '8',
  careers: '9',
  contact: '10',
  about: '11',
  tour: '12',
} as const;

export type PageName = keyof typeof PAGE_IDS;

export interface PageInputs {
  files: FileRegistry;
  /** Item collection ids: featured carousel, staff picks, start here, roster. */
  itemCollections: string[];
  bannerIds: { preorder: string; radio: string; sale: string; newsletter: string; demos: string };
  accordionIds: { shipping: string; demos: string };
  contactFormId: string;
  emailFormId: string;
  jobsAccountName: string;
  videoPlaylists: { sessions: string; radio: string };
  /** Bandsintown names of artists with upcoming concerts. */
  touringArtists: string[];
  /** The release on pre-order that the home page opens with, and the one coming next that /releases features. */
  featuredReleases: { preorder: string; comingNext: string };
}

// Unlisted groups open by their link but stay out of listings.
const RELEASES = { reference_type: { _eq: 'release' }, visibility: { _eq: 'public' } };
const MERCH = { reference_type: { _eq: 'other' }, visibility: { _eq: 'public' } };
// Events still to come, soonest first, and those gone, latest first.
const UPCOMING_EVENTS = { filter: { date: { _gte: '$NOW' } }, sort: ['date'] };
const PAST_EVENTS = { filter: { date: { _lt: '$NOW' } }, sort: ['-date'] };

export function buildPages(inputs: PageInputs): Record<PageName, PageRecord> {
  const blocks = new BlockFactory(new Random('pages:blocks'));
  const view = (v: CollectionView): Block => blocks.slot({ kind: 'collection', view: v });
  const hero = (seed: string, title: string): FileId => inputs.files.file('image', `hero:${seed}`, title, { width: 2400, height: 1200 });
  const page = (name: PageName, fields: Omit<PageRecord, 'id' | 'status' | 'path'> & { status?: PageRecord['status'] }): PageRecord => ({
    id: PAGE_IDS[name],
    status: fields.status ?? 'published',
    path: name === 'index' ? '/' : `/${name}`,
    title: fields.title,
    description: fields.description,
    ...(fields.hero ? { hero: fields.hero } : {}),
    ...(fields.sticky_menu ? { sticky_menu: fields.sticky_menu } : {}),
    blocks: fields.blocks,
  });
  // The first two collections (featured, staff picks) are on no page: an editor's shelves for later.
  const startHere = needed(inputs.itemCollections[2], 'a start-here collection');
  const roster = needed(inputs.itemCollections[3], 'a roster collection');
  const touring2 = needed(inputs.touringArtists[1], 'a second touring artist');

  return {
    index: page('index', {
      title: 'Lumen Tide',
      description: 'New music, artists, radio and events from the Lumen Tide label.',
      // The page opens with the record the label is pushing: the pre-order, playable and for sale.
      hero: {
        image: hero('home', 'Home hero'),
        heading: 'Music from the edge of the sea',
        text: 'Independent electronic music since 2001.',
        link: { url: '/releases', text: 'Browse releases' },
        release: inputs.featuredReleases.preorder,
      },
      sticky_menu: links(
        ['#latest-releases', 'Releases'],
        ['#artists', 'Artists'],
        ['#news', 'News'],
        ['#events', 'Events'],
        ['#radio', 'Radio'],
        ['#videos', 'Videos'],
        ['#newsletter', 'Newsletter'],
      ),
      // Edited like a label's front page: the record to hear, what else is new, who is on the label,
      // what is on, and a way to hear from us; each section one short row with a link to the full page.
      blocks: [
        blocks.header('Latest releases', 2),
        view({
          collection: 'product_groups',
          display: 'grid',
          // The hero's release is already on screen.
          filter: { _and: [RELEASES, { id: { _neq: inputs.featuredReleases.preorder } }] },
          sort: ['-release_date'],
          // One row of 6 on a wide screen, the More link its last cell: whole rows at 2, 3 and 6 columns.
          limit: 6,
          columns: 6,
          moreLink: { url: '/releases', text: 'All releases' },
        }),
        blocks.header('On vinyl', 3),
        view({
          collection: 'products',
          display: 'grid',
          filter: { format: { _eq: 'Vinyl' } },
          limit: 6,
          columns: 6,
          moreLink: { url: '/releases', text: 'More records' },
        }),
        blocks.header('Artists', 2),
        view({
          collection: 'artists',
          display: 'grid',
          filter: { sort: { _nnull: true } },
          sort: ['sort', 'name'],
          limit: 6,
          columns: 6,
          moreLink: { url: '/artists', text: 'All artists' },
        }),
        blocks.header('News', 2),
        view({ collection: 'posts', display: 'lead', sort: ['-date_published'], limit: 5, moreLink: { url: '/news', text: 'All news' } }),
        blocks.header('Events', 2),
        view({ collection: 'events', display: 'list', ...UPCOMING_EVENTS, limit: 6, moreLink: { url: '/events', text: 'All events' } }),
        blocks.header('Radio', 2),
        view({
          collection: 'radioShows',
          display: 'carousel',
          sort: ['-date'],
          limit: 6,
          moreLink: { url: '/radio', text: 'All episodes' },
        }),
        blocks.header('Videos', 2),
        blocks.slot({ kind: 'videoPlaylists', playlistId: inputs.videoPlaylists.sessions, title: 'Lumen Tide Sessions', maxResults: 4 }),
        blocks.header('Newsletter', 2),
        blocks.slot({ kind: 'activeCampaignForms', item: inputs.emailFormId }),
      ],
    }),
    releases: page('releases', {
      title: 'Releases',
      description: 'Every album, EP and single on Lumen Tide and its sister labels.',
      blocks: [
        blocks.slot({ kind: 'featured_item', item: inputs.featuredReleases.comingNext }),
        blocks.paragraph('Every album, EP and single, newest first. Filter by format, label, artist or year.'),
        view({
          collection: 'product_groups',
          display: 'grid',
          filter: RELEASES,
          sort: ['-release_date'],
          filterMenu: 'releases',
          pagination: true,
          limit: 12,
          columns: 4,
        }),
      ],
    }),
    artists: page('artists', {
      title: 'Artists',
      description: 'The artists of Lumen Tide.',
      blocks: [
        view({
          collection: 'artists',
          display: 'grid',
          sort: ['sort', 'name'],
          filterMenu: 'artists',
          pagination: true,
          limit: 12,
          columns: 6,
        }),
      ],
    }),
    news: page('news', {
      title: 'News',
      description: 'News and features from the label.',
      blocks: [
        view({
          collection: 'posts',
          display: 'grid',
          sort: ['-date_published'],
          filterMenu: 'posts',
          pagination: true,
          limit: 12,
          columns: 4,
        }),
      ],
    }),
    events: page('events', {
      title: 'Events',
      description: 'Lumen Tide nights and artist tours.',
      sticky_menu: links(['#upcoming', 'Upcoming'], ['#on-tour', 'On tour'], ['#past-events', 'Past events']),
      blocks: [
        blocks.header('Upcoming', 2),
        view({ collection: 'events', display: 'grid', ...UPCOMING_EVENTS, pagination: true, limit: 12, columns: 4 }),
        blocks.header('On tour', 2),
        view({ collection: 'bandsintownEvents', display: 'grid', artistName: touring2 }),
        blocks.header('Past events', 2),
        view({ collection: 'events', display: 'grid', ...PAST_EVENTS, pagination: true, limit: 12, columns: 4 }),
      ],
    }),
    merch: page('merch', {
      title: 'Merch',
      description: 'Bundles, merch and clothing from Lumen Tide.',
      blocks: [
        blocks.slot({ kind: 'banners', item: inputs.bannerIds.sale }),
        view({
          collection: 'product_groups',
          display: 'grid',
          filter: MERCH,
          sort: ['title'],
          filterMenu: 'merch',
          pagination: true,
          limit: 12,
          columns: 4,
        }),
      ],
    }),
    radio: page('radio', {
      title: 'Radio',
      description: 'Lumen Tide Radio and Deep Hours: every episode.',
      hero: {
        image: hero('radio', 'Radio hero'),
        heading: 'New music every Friday',
        text: 'Lumen Tide Radio and Deep Hours, live and on demand.',
        // The demo has no stream server: a long demo recording stands in for the live stream.
        live: {
          url: `/assets/${inputs.files.file('audio', 'live-stream:lumen-tide-radio', 'Lumen Tide Radio live', { duration_seconds: 120 })}`,
          title: 'Lumen Tide Radio',
        },
      },
      blocks: [
        blocks.slot({ kind: 'banners', item: inputs.bannerIds.radio }),
        view({ collection: 'radioShows', display: 'grid', sort: ['-date'], pagination: true, limit: 12, columns: 4 }),
        // The playlist's own title heads it: no header block repeating it.
        blocks.slot({ kind: 'videoPlaylists', playlistId: inputs.videoPlaylists.radio, title: 'Radio live sessions' }),
      ],
    }),
    playlists: page('playlists', {
      title: 'Playlists',
      description: 'Playlists from across the catalogue.',
      blocks: [view({ collection: 'playlists', display: 'grid', sort: ['-date_published'], pagination: true, limit: 12, columns: 4 })],
    }),
    careers: page('careers', {
      title: 'Careers',
      description: 'Work at Lumen Tide.',
      blocks: [
        blocks.paragraph('We are a small team of people who love records. When a role opens, it is listed here.'),
        blocks.header('Open positions', 2),
        blocks.slot({ kind: 'jobs', accountName: inputs.jobsAccountName }),
        blocks.paragraph('No role for you right now? Send a short note via the <a href="/contact">contact form</a>.'),
      ],
    }),
    contact: page('contact', {
      title: 'Contact',
      description: 'Get in touch with the label, the stores, licensing or press.',
      blocks: [
        blocks.paragraph(
          'Choose a topic and we will route your message to the right person. For orders, please have your order number to hand.',
        ),
        blocks.slot({ kind: 'contactForms', item: inputs.contactFormId }),
        blocks.header('Frequently asked questions', 2),
        blocks.slot({ kind: 'accordions', item: inputs.accordionIds.shipping }),
        blocks.slot({ kind: 'accordions', item: inputs.accordionIds.demos }),
        blocks.slot({ kind: 'banners', item: inputs.bannerIds.demos }),
      ],
    }),
    about: page('about', {
      title: 'About the label',
      description: 'How Lumen Tide started and what it releases.',
      hero: { image: hero('about', 'About hero'), heading: 'Independent since 2001', text: 'A label, a radio show and a room by the sea.' },
      sticky_menu: links(
        ['#the-story', 'The story'],
        ['#newsletter', 'Newsletter'],
        ['#privacy', 'Privacy'],
        ['#terms-of-sale', 'Terms of sale'],
      ),
      blocks: [
        blocks.header('The story', 2),
        blocks.paragraph(
          'Lumen Tide began in 2001 as a monthly club night and became a label in its second year. It releases albums, EPs and singles on vinyl and digital, runs a weekly radio show and, since 2019, three sister labels.',
        ),
        blocks.imageFile(inputs.files.file('image', 'about:boathouse', 'The boathouse'), 'The boathouse, home of the label since 2020.'),
        blocks.quote('Put out records you would buy yourself, and look after the people who make them.', 'center', 'The label’s only rule'),
        blocks.list('unordered', [
          item('Over 170 releases'),
          item('Four labels', [item('Lumen Tide'), item('Lumen Deep'), item('Saltglass Records'), item('Northwake Audio')]),
          item('A radio show every Friday'),
        ]),
        blocks.slot({ kind: 'item_collections', item: startHere }),
        blocks.slot({ kind: 'item_collections', item: roster }),
        blocks.header('Newsletter', 2),
        blocks.slot({ kind: 'activeCampaignForms', item: inputs.emailFormId }),
        blocks.header('Privacy', 3),
        blocks.paragraph(
          'We keep only what we need to send your orders and, if you ask for it, the newsletter. We never sell your details.',
        ),
        blocks.header('Terms of sale', 3),
        blocks.paragraph('Prices include VAT where it applies. Shipping and taxes are shown at checkout.'),
      ],
    }),
    tour: page('tour', {
      status: 'draft',
      title: 'Tour announcement',
      description: 'Not yet announced.',
      blocks: [
        blocks.paragraph('Dates to be confirmed.'),
        blocks.slot({ kind: 'bandsintownEvents', artistName: touring2, title: `${touring2}: upcoming shows` }),
      ],
    }),
  };
}
