/**
 * Merch (product groups with reference_type `other`): bundles, label and artist merch, clothing
 * with sizes. Also a few single-track product groups, which search must leave out.
 */
import type { MerchObject } from '../../server/media/merch-mockup';
import type { ArtistRecord, FileId, MerchUniverse, ProductGroupRecord } from '../../server/sources/content/model';
import type { LabelSpec } from './catalogue';
import type { FileRegistry } from './files';
import { GBP_PRICES, physicalStock, pricesFrom, territories } from './prices';
import { Random } from './random';
import type { StoreBuilder } from './store';
import { BlockFactory, DEMO_TODAY, Deck, addDays, isoDate, slugify } from './text';
import { needed } from './needed';

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;

const MERCH_SENTENCES = [
  'Printed in small runs by a family-owned workshop, so every batch is a little different.',
  'Designed by the same people who make the label’s record sleeves.',
  'Made from organic cotton and water-based inks.',
  'Ships in plastic-free packaging, usually within three working days.',
  'Once this run is gone it will not be reprinted.',
  'A small thank-you to everyone who has bought a record from us over the years.',
];

interface MerchItem {
  universe: MerchUniverse;
  title: string;
  format: string;
  gbp: readonly number[];
  short: string;
  /** Colourways become separate products (variant). */
  colours?: string[];
  sized?: boolean;
  /** One product per size instead of size items. */
  perSize?: boolean;
}

/** One row of the list: a label merch item or a piece of clothing. */
type MerchOptions = Pick<MerchItem, 'colours' | 'sized' | 'perSize'>;
const merch = (title: string, format: string, gbp: number[], short: string, options: MerchOptions = {}): MerchItem => ({
  universe: 'merch',
  title,
  format,
  gbp,
  short,
  ...options,
});
const clothing = (title: string, format: string, gbp: number[], short: string, options: MerchOptions = {}): MerchItem => ({
  ...merch(title, format, gbp, short, options),
  universe: 'clothing',
});

/** How each kind of piece is drawn, and its colour when it comes in one colour only. */
const PIECES: Record<string, { object: MerchObject; colour: string }> = {
  'Tote Bag': { object: 'tote', colour: '#e9dfc8' },
  Poster: { object: 'poster', colour: '#f2e8cf' },
  Slipmat: { object: 'slipmat', colour: '#1a1a1a' },
  Pin: { object: 'pin', colour: '#1b2a3a' },
  Mug: { object: 'mug', colour: '#1b2a3a' },
  'Sticker Pack': { object: 'stickers', colour: '#c8553d' },
  Notebook: { object: 'notebook', colour: '#1f6f78' },
  Candle: { object: 'candle', colour: '#e7a977' },
  Bandana: { object: 'bandana', colour: '#c8553d' },
  'T-Shirt': { object: 'tshirt', colour: '#1a1a1a' },
  Hoodie: { object: 'hoodie', colour: '#2b2d42' },
  'Long Sleeve': { object: 'longsleeve', colour: '#e6dccb' },
  Crewneck: { object: 'crewneck', colour: '#55616b' },
  Cap: { object: 'cap', colour: '#1c2a48' },
  Beanie: { object: 'beanie', colour: '#3a4a3f' },
  Jacket: { object: 'jacket', colour: '#1c2a48' },
};

/** The colourways' colours, by the names the variants use. */
const COLOURWAYS: Record<string, string> = {
  Natural: '#e9dfc8',
  Black: '#1a1a1a',
  White: '#f4f2ec',
  Ink: '#1b2a3a',
  Sand: '#d8c3a0',
  Slate: '#55616b',
  Bone: '#e6dccb',
  Navy: '#1c2a48',
  Stone: '#bdb5a6',
};

/** The words printed on a piece: the wordmark, or what the piece is named for. */
const PRINTS: Record<string, string> = {
  'Tide Chart Poster': 'Tide Chart',
  'Studio Notebook': 'Studio Notes',
  'Saltwater Candle': 'Saltwater',
  'Radio 200 Bandana': 'Radio 200',
  'Radio Crew T-Shirt': 'Radio Crew',
  'Tour 2027 T-Shirt': 'Tour 2027',
};

const TOUR_DATES = ['12.03 London', '14.03 Bristol', '19.03 Glasgow', '21.03 Dublin', '26.03 Amsterdam', '28.03 Berlin', '02.04 Lisbon'];

/** What a group's pictures show: the piece in each of its colours, then a close-up (or its back). */
interface Look {
  format: string;
  colours?: readonly string[];
  print: string;
  /** Printed on the back (tour dates): the gallery shows the back. */
  back?: string[];
  cover?: FileId;
  extra?: string;
}

// In this order: each item draws from the seeded random in turn.
const MERCH: MerchItem[] = [
  merch('Lumen Tide Tote Bag', 'Tote Bag', [12.99, 14.99], 'Heavy canvas tote with the tide logo.', { colours: ['Natural', 'Black'] }),
  merch('Tide Chart Poster', 'Poster', [9.99, 12.99], 'A2 risograph poster, three colours.'),
  merch('Lumen Tide Slipmats', 'Slipmat', [14.99, 17.99], 'A pair of felt slipmats for 12” decks.'),
  merch('Lighthouse Enamel Pin', 'Pin', [6.99, 7.99], 'Hard enamel pin, gold plating.'),
  merch('Night Shift Mug', 'Mug', [11.99, 13.99], 'Stoneware mug, dishwasher safe.', { colours: ['Ink', 'Sand'] }),
  merch('Sticker Pack Vol. 2', 'Sticker Pack', [4.99], 'Eight vinyl stickers from the sleeve archive.'),
  merch('Studio Notebook', 'Notebook', [9.99, 11.99], 'Dot-grid notebook with a cloth spine.'),
  merch('Saltwater Candle', 'Candle', [18.99, 22.99], 'Soy candle that smells faintly of the sea.'),
  merch('Radio 200 Bandana', 'Bandana', [9.99], 'Printed to celebrate 200 episodes of the radio show.'),
  clothing('Lumen Tide Logo T-Shirt', 'T-Shirt', [22.99, 24.99], 'Heavyweight organic tee, chest print.', {
    colours: ['Black', 'White'],
    sized: true,
  }),
  clothing('Tide Line Hoodie', 'Hoodie', [44.99, 49.99], 'Brushed-back hoodie with an embroidered logo.', { sized: true }),
  clothing('Meridian Long Sleeve', 'Long Sleeve', [29.99, 32.99], 'Long-sleeve tee with a sleeve print.', { sized: true }),
  clothing('Harbour Crewneck', 'Crewneck', [39.99, 44.99], 'Garment-dyed crewneck sweatshirt.', {
    colours: ['Slate', 'Bone'],
    sized: true,
  }),
  clothing('Lumen Tide Cap', 'Cap', [19.99, 22.99], 'Six-panel cap, adjustable strap.', { colours: ['Navy', 'Stone'] }),
  clothing('Deckhand Beanie', 'Beanie', [17.99, 19.99], 'Ribbed merino beanie.'),
  clothing('Radio Crew T-Shirt', 'T-Shirt', [22.99], 'The shirt the radio team wear on air.', { sized: true, perSize: true }),
  clothing('Tour 2027 T-Shirt', 'T-Shirt', [24.99], 'Tour dates on the back. Ships when the tour starts.', { sized: true, perSize: true }),
  clothing('Coastline Rain Jacket', 'Jacket', [79.99], 'Packable rain jacket with a reflective logo.', { sized: true }),
];

export function buildMerch(
  store: StoreBuilder,
  files: FileRegistry,
  labels: LabelSpec[],
  artists: ArtistRecord[],
  releases: ProductGroupRecord[],
): ProductGroupRecord[] {
  const random = new Random('merch');
  const blocks = new BlockFactory(new Random('merch:blocks'));
  const main = needed(labels[0], 'a main label').record;
  const featuredArtists = artists.filter((artist) => artist.status === 'published' && artist.sort !== null);
  const groups: ProductGroupRecord[] = [];

  const group = (
    universe: MerchUniverse,
    title: string,
    artist: ArtistRecord | undefined,
    short: string,
    look: Look,
    extra: Partial<ProductGroupRecord> = {},
  ) => {
    const slug = store.groupSlug(title, artist?.name ?? 'merch');
    const piece = needed(PIECES[look.format === 'Bundle' ? (look.extra ?? 'T-Shirt') : look.format], `a drawing for ${look.format}`);
    const colourNames = look.colours ?? [undefined];
    const cover = look.cover ? files.record(look.cover) : undefined;
    const picture = (seed: string, name: string, colour: string | undefined, view: 'front' | 'back' | 'detail') =>
      files.file('image', seed, name, {
        width: 1400,
        height: 1400,
        art: {
          style: 'merch',
          object: look.format === 'Bundle' ? 'bundle' : piece.object,
          colour: colour ? needed(COLOURWAYS[colour], `the colour ${colour}`) : piece.colour,
          print: look.print,
          view,
          ...(look.back ? { lines: look.back } : {}),
          ...(cover ? { cover: { seed: cover.seed, colours: cover.colours ?? [] } } : {}),
          ...(look.format === 'Bundle' ? { extra: piece.object } : {}),
        },
      });
    const [firstColour, ...otherColours] = colourNames;
    const record: ProductGroupRecord = {
      id: store.groupId(),
      status: 'active',
      title,
      slug,
      reference_type: 'other',
      universe,
      ...extra,
      ...(artist ? { artist: artist.id } : {}),
      label: main.id,
      cover_image: picture(`merch-shot:${slug}`, firstColour ? `${title} in ${firstColour}` : title, firstColour, 'front'),
      // The product gallery: the piece in its other colours, then its back or a close-up of the print.
      images: [
        ...otherColours.map((colour) => picture(`merch-shot:${slug}:${slugify(colour ?? '')}`, `${title} in ${colour}`, colour, 'front')),
        look.back
          ? picture(`merch-shot:${slug}:back`, `${title}, back`, firstColour, 'back')
          : picture(`merch-shot:${slug}:detail`, `${title} close-up`, firstColour, 'detail'),
      ],
      short_description: short,
      description: [blocks.paragraph(new Deck(random, MERCH_SENTENCES).take(2))],
      visibility: 'public',
    };
    store.groups.push(record);
    groups.push(record);
    return record;
  };

  // Label merch and clothing; the tour shirt is a pre-order.
  for (const merch of MERCH) {
    const preorder = merch.title.startsWith('Tour 2027');
    const look: Look = {
      format: merch.format,
      ...(merch.colours ? { colours: merch.colours } : {}),
      print: PRINTS[merch.title] ?? 'Lumen Tide',
      ...(preorder ? { back: TOUR_DATES } : {}),
    };
    const record = group(merch.universe, merch.title, undefined, merch.short, look, preorder ? { date_available: '2027-03-01' } : {});
    const gbp = random.pick(merch.gbp);
    const variants: (string | undefined)[] = merch.perSize ? [...SIZES] : (merch.colours ?? [undefined]);
    for (const variant of variants) {
      store.addProduct(record, {
        status: 'active',
        title: variant ? `${merch.title} (${variant})` : merch.title,
        format: merch.format,
        variant,
        distribution: 'physical',
        prices: pricesFrom(random, gbp),
        items: merch.sized && !merch.perSize ? store.items('Size', SIZES) : [],
        date_available: preorder ? '2027-03-01' : undefined,
        short_description: merch.short,
        stock: preorder ? 250 : physicalStock(random),
        territories: territories(random, 'physical'),
      });
    }
  }

  // Artist merch: a shirt for some featured artists, grouped as clothing.
  for (const artist of random.sample(featuredArtists, 3)) {
    const title = `${artist.name} Tour T-Shirt`;
    const record = group('clothing', title, artist, `${artist.name} tour tee, dates on the back.`, {
      format: 'T-Shirt',
      colours: ['Black'],
      print: artist.name,
      back: TOUR_DATES,
    });
    store.addProduct(record, {
      status: 'active',
      title,
      format: 'T-Shirt',
      variant: 'Black',
      distribution: 'physical',
      prices: pricesFrom(random, 24.99),
      items: store.items('Size', SIZES),
      short_description: 'Heavyweight tee, printed front and back.',
      stock: physicalStock(random),
      territories: [],
    });
  }

  // Bundles around albums that have vinyl: the record plus a shirt or a tote.
  const albums = releases.filter((release) => release.type === 'album' && release.status === 'active' && release.visibility === 'public');
  for (const release of random.sample(albums, 9)) {
    const artist = artists.find((candidate) => candidate.id === release.artist);
    const withShirt = random.chance(0.6);
    const extra = withShirt ? 'T-Shirt' : random.pick(['Tote Bag', 'Slipmat', 'Poster']);
    const title = `${release.title} Vinyl + ${extra} Bundle`;
    const short = `${release.title} on 1×LP with a ${extra.toLowerCase()}${withShirt ? ' in your size' : ''}.`;
    const look: Look = { format: 'Bundle', print: 'Lumen Tide', extra, ...(release.cover_image ? { cover: release.cover_image } : {}) };
    const record = group('bundle', title, artist, short, look, release.release_date ? { release_date: release.release_date } : {});
    store.addProduct(record, {
      status: 'active',
      title,
      format: 'Bundle',
      distribution: 'physical',
      prices: pricesFrom(random, random.pick(GBP_PRICES.bundle)),
      items: [...store.items('Format', ['Black vinyl', 'Clear vinyl']), ...(withShirt ? store.items('T-Shirt Size', SIZES) : [])],
      date_available: release.release_date && new Date(release.release_date) > DEMO_TODAY ? release.release_date : undefined,
      short_description: short,
      stock: physicalStock(random),
      territories: territories(random, 'physical'),
    });
  }
  return groups;
}

/** Standalone remixes sold as single tracks: reference_type `track`, excluded from search. */
export function buildTrackGroups(
  store: StoreBuilder,
  files: FileRegistry,
  labels: LabelSpec[],
  releases: ProductGroupRecord[],
): ProductGroupRecord[] {
  const random = new Random('track-groups');
  const blocks = new BlockFactory(new Random('track-groups:blocks'));
  const sources = random.sample(
    releases.filter((release) => release.status === 'active' && release.release_date && new Date(release.release_date) < DEMO_TODAY),
    3,
  );
  return sources.map((release, index) => {
    const title = `${release.title} (Lumen Tide Dub)`;
    const slug = store.groupSlug(title, 'track');
    const date = isoDate(addDays(new Date(`${release.release_date}T00:00:00Z`), 28));
    const group: ProductGroupRecord = {
      id: store.groupId(),
      status: 'active',
      title,
      slug,
      reference_type: 'track',
      release_date: date,
      ...(release.artist ? { artist: release.artist } : {}),
      label: needed(labels[0], 'a main label').record.id,
      cover_image: release.cover_image,
      short_description: `A dub version of ${release.title}, sold as a single track.`,
      description: [
        blocks.paragraph(
          `A stripped-back dub of <i>${release.title}</i>, made for the label’s ${index === 0 ? 'anniversary' : 'radio'} mix.`,
        ),
      ],
      visibility: 'public',
    };
    store.groups.push(group);
    store.tracks.push({
      id: store.trackId(),
      product_group: group.id,
      position: 1,
      title,
      ...(release.artist ? { artist: release.artist } : {}),
      duration_seconds: random.int(360, 480),
      preview: files.file('audio', `preview:dub:${slug}`, `${title} (preview)`, { duration_seconds: 30 }),
    });
    for (const [format, gbp] of [
      ['MP3', 1.49],
      ['WAV', 1.99],
    ] as const) {
      store.addProduct(group, {
        status: 'active',
        title: `${title} (${format})`,
        format,
        distribution: 'digital',
        prices: pricesFrom(random, gbp),
        items: [],
        stock: null,
        territories: [],
      });
    }
    return group;
  });
}
