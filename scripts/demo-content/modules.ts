/**
 * The building blocks pages embed through block slots: banners, custom items, accordions, item
 * collections and the forms (contact, email sign-up, jobs account).
 */
import type {
  AccordionRecord,
  ArtistRecord,
  BannerRecord,
  ContactFormRecord,
  CustomItemRecord,
  EmailFormRecord,
  EventRecord,
  ItemCollectionRecord,
  JobsAccountRecord,
  PlaylistRecord,
  PostRecord,
  ProductGroupRecord,
  RadioShowRecord,
} from '../../server/sources/content/model';
import type { FileRegistry } from './files';
import { Random } from './random';
import { BlockFactory, DEMO_TODAY, item } from './text';
import { needed } from './needed';

export function buildBanners(files: FileRegistry, preorder: ProductGroupRecord): BannerRecord[] {
  const blocks = new BlockFactory(new Random('banners:blocks'));
  const image = (seed: string, title: string) => files.file('image', `banner:${seed}`, title, { width: 2400, height: 900 });
  return [
    {
      id: '1',
      title: `Pre-order ${preorder.title}`,
      image: image('preorder', `${preorder.title} banner`),
      layout: 'centered',
      link_url: `/products/${preorder.slug}`,
      blocks: [blocks.header(`${preorder.title}`, 2), blocks.paragraph('The new album. Pre-order on vinyl, CD and digital today.')],
      button_text: 'Pre-order now',
    },
    {
      id: '2',
      title: 'Lumen Tide Radio',
      image: image('radio', 'Lumen Tide Radio banner'),
      layout: 'left',
      link_url: '/radio',
      blocks: [
        blocks.header('Lumen Tide Radio', 3),
        blocks.paragraph('Two hours of new music every Friday, with a guest mix from the roster.'),
      ],
      button_text: 'Listen now',
    },
    {
      id: '3',
      title: 'Winter sale',
      image: image('sale', 'Winter sale banner'),
      layout: 'right',
      link_url: '/merch',
      // No button: the whole banner is the link.
      blocks: [blocks.paragraph('<b>Winter sale.</b> Up to half off selected records and merch while stocks last.')],
    },
    {
      id: '4',
      title: 'The newsletter',
      layout: 'centered',
      link_url: '/about#newsletter',
      blocks: [blocks.paragraph('New releases, tour dates and the odd story from the boathouse, once a month.')],
    },
    {
      id: '5',
      title: 'Send us a demo',
      image: image('demos', 'Demo submissions banner'),
      layout: 'left',
      link_url: '/contact',
      blocks: [blocks.header('Demos are open', 3), blocks.paragraph('We listen to everything. Choose “Demos” on the contact form.')],
      button_text: 'Send a demo',
    },
  ];
}

export function buildCustomItems(files: FileRegistry): CustomItemRecord[] {
  const image = (seed: string, title: string) => files.file('image', `custom:${seed}`, title);
  return [
    {
      id: '1',
      title: 'Sessions: Live from the Boathouse',
      type_label: 'Video',
      url: '/about',
      image: image('boathouse-sessions', 'Boathouse sessions still'),
      description: 'Six artists, one room, no overdubs.',
      video_url: 'https://youtube.example/watch?v=Qm3rT8pLx2A',
      primary_colour: '#0b1d2a',
      secondary_colour: '#9bd4c9',
    },
    {
      id: '2',
      title: 'Lumen Tide Radio on Air',
      type_label: 'Radio',
      url: '/radio',
      image: image('radio-on-air', 'Radio studio'),
      description: 'Every Friday, live.',
      primary_colour: '#22223b',
      secondary_colour: '#f4d35e',
    },
    {
      id: '3',
      title: 'The 2026 Label Sampler',
      type_label: 'Playlist',
      url: '/playlists',
      image: image('sampler', 'Label sampler artwork'),
      description: 'Twenty tracks from this year’s releases.',
    },
    {
      id: '4',
      title: 'Gift Cards',
      type_label: 'Store',
      url: 'https://store.lumentide.example/gift-cards',
      image: image('gift-cards', 'Gift card'),
      description: 'For the record collector who has everything.',
    },
    {
      id: '5',
      title: 'Twenty-Five Years of Lumen Tide',
      type_label: 'Label',
      url: '/about',
      image: image('anniversary', 'Anniversary artwork'),
      description: 'The story so far, told by the people who were there.',
      primary_colour: '#5b3a6b',
      secondary_colour: '#f2e8cf',
    },
    {
      id: '6',
      title: 'Studio Tour',
      type_label: 'Video',
      url: '/news',
      image: image('studio-tour', 'Studio tour still'),
      video_url: 'https://vimeo.example/482913775',
    },
    {
      id: '7',
      title: 'Mastering Masterclass',
      type_label: 'Video',
      url: '/careers',
      image: image('masterclass', 'Masterclass still'),
      description: 'An hour with the label’s mastering engineer.',
      video_url: 'https://youtube.example/watch?v=Zx81LmQa0sE',
      primary_colour: '#1f6f78',
      secondary_colour: '#f2e8cf',
    },
  ];
}

export function buildAccordions(): AccordionRecord[] {
  const blocks = new BlockFactory(new Random('accordions:blocks'));
  return [
    {
      id: '1',
      title: 'Orders and shipping',
      sections: [
        {
          title: 'When will my order ship?',
          blocks: [
            blocks.paragraph(
              'In-stock items ship within three working days. Pre-orders ship in time to arrive on release day wherever possible.',
            ),
          ],
        },
        {
          title: 'Do you ship worldwide?',
          blocks: [
            blocks.paragraph('Almost everywhere. A few licensed records can only ship to some countries; the product page says so.'),
          ],
        },
        {
          title: 'What does a pre-order mean for my basket?',
          blocks: [
            blocks.paragraph('If your basket mixes pre-orders and in-stock items:'),
            blocks.list('unordered', [
              item('We hold everything until the pre-order is released'),
              item('Or ask us to split the order', [item('Extra shipping applies')]),
            ]),
          ],
        },
        {
          title: 'Something arrived damaged',
          blocks: [
            blocks.paragraph(
              'Sorry about that. Choose “Lumen Tide Store” on the <a href="/contact">contact form</a> with your order number and a photo.',
            ),
          ],
        },
      ],
    },
    {
      id: '2',
      title: 'Demo submissions',
      sections: [
        {
          title: 'How do I send a demo?',
          blocks: [
            blocks.paragraph('Choose “Demos” on the contact form and include a private streaming link. Please do not attach files.'),
          ],
        },
        {
          title: 'What do you listen for?',
          blocks: [blocks.paragraph('Music that could only have come from you. Genre matters less than character.')],
        },
        { title: 'How long until I hear back?', blocks: [blocks.paragraph('We try to reply to everyone within six weeks.')] },
      ],
    },
  ];
}

export interface CollectionInputs {
  artists: ArtistRecord[];
  releases: ProductGroupRecord[];
  merch: ProductGroupRecord[];
  posts: PostRecord[];
  events: EventRecord[];
  playlists: PlaylistRecord[];
  radioShows: RadioShowRecord[];
  customItems: CustomItemRecord[];
  /** Page ids by file name. */
  pageIds: Readonly<Record<'about' | 'radio' | 'careers', string>>;
}

export function buildItemCollections(inputs: CollectionInputs): ItemCollectionRecord[] {
  const random = new Random('item-collections');
  const live = inputs.releases.filter((release) => release.status === 'active' && release.visibility === 'public');
  const preorders = live.filter((release) => release.release_date && new Date(release.release_date) > DEMO_TODAY);
  const featured = inputs.artists.filter((artist) => artist.status === 'published' && artist.sort !== null);
  const published = <T extends { status: string }>(items: T[]) => items.filter((entry) => entry.status === 'published');
  const upcoming = published(inputs.events).filter((event) => new Date(event.date) > DEMO_TODAY);
  const idOf = (list: readonly { id: string }[], index: number, what: string) => needed(list[index], what).id;
  return [
    {
      id: '1',
      title: 'Featured',
      display: 'carousel',
      entries: [
        { collection: 'product_groups', item: idOf(preorders, 0, 'a pre-order') },
        { collection: 'artists', item: idOf(featured, 0, 'a featured artist') },
        { collection: 'posts', item: published(inputs.posts).at(-1)?.id ?? idOf(inputs.posts, 0, 'a post') },
        { collection: 'events', item: idOf(upcoming, 0, 'an upcoming event') },
        { collection: 'custom_items', item: idOf(inputs.customItems, 0, 'a custom item') },
        { collection: 'playlists', item: idOf(inputs.playlists, 0, 'a playlist') },
        { collection: 'radioShows', item: inputs.radioShows.at(-1)?.id ?? idOf(inputs.radioShows, 0, 'a radio show') },
      ],
    },
    {
      id: '2',
      title: 'Staff picks',
      display: 'grid',
      entries: random
        .sample(
          live.filter((release) => release.type === 'album'),
          8,
        )
        .map((release) => ({ collection: 'product_groups', item: release.id })),
      moreLink: { url: '/releases', text: 'All releases' },
    },
    {
      id: '3',
      title: 'Start here',
      display: 'grid',
      entries: [
        { collection: 'pages', item: inputs.pageIds.about },
        { collection: 'pages', item: inputs.pageIds.radio },
        { collection: 'custom_items', item: idOf(inputs.customItems, 4, 'five custom items') },
        { collection: 'artists', item: idOf(featured, 1, 'two featured artists') },
        { collection: 'product_groups', item: idOf(inputs.merch, 0, 'a merch item') },
        { collection: 'playlists', item: idOf(inputs.playlists, 3, 'four playlists') },
        { collection: 'pages', item: inputs.pageIds.careers },
        { collection: 'custom_items', item: idOf(inputs.customItems, 1, 'two custom items') },
      ],
    },
    {
      id: '4',
      title: 'On the roster',
      display: 'carousel',
      entries: featured.slice(0, 8).map((artist) => ({ collection: 'artists', item: artist.id })),
      moreLink: { url: '/artists', text: 'All artists' },
    },
  ];
}

export function buildForms(): { jobsAccounts: JobsAccountRecord[]; contactForms: ContactFormRecord[]; emailForms: EmailFormRecord[] } {
  const random = new Random('forms');
  const channel = () => `cha_${random.chars(6)}`;
  const departments = ['Lumen Tide Music Store', 'Lumen Tide Store', 'General', 'Demos', 'Licensing', 'Press'];
  return {
    jobsAccounts: [{ id: '1', accountName: 'lumentide', title: 'Careers at Lumen Tide' }],
    contactForms: [
      { id: '1', title: 'Contact us', departments: departments.map((department_name) => ({ channel_id: channel(), department_name })) },
    ],
    emailForms: [{ id: '1', title: 'The Lumen Tide newsletter', form_id: '12' }],
  };
}
