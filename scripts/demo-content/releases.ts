/**
 * The release catalogue: albums, EPs and singles from 2001 to spring 2027 (the few future ones are
 * pre-orders), with their tracks, audio previews and digital and physical products.
 */
import type { ArtistRecord, Block, FileId, ProductGroupRecord, ReleaseType } from '../../server/sources/content/model';
import type { LabelSpec } from './catalogue';
import type { FileRegistry } from './files';
import { GBP_PRICES, physicalStock, pricesFrom, territories } from './prices';
import { Random } from './random';
import type { StoreBuilder } from './store';
import { BlockFactory, DEMO_TODAY, Deck, addDays, between, capitalise, fill, isoDate, item, numberWord, utc } from './text';
import { MOODS, TITLE_ADJECTIVES, TITLE_NOUNS, TITLE_VERBS } from './words';
import { needed } from './needed';

const PAST_RELEASES = 160;
/**
 * The label's latest run, after the back catalogue: most of it out this autumn, the first few
 * still to come, so a shop's newest-first list shows what is out with a few pre-orders on top.
 */
const LATEST_RELEASES = 12;
const COMING_RELEASES = 3;
/** The back catalogue ends before the latest run begins, so the two never interleave. */
const LATEST_RUN_STARTS = utc(2026, 9, 1);

interface ReleaseSpec {
  type: ReleaseType;
  label: LabelSpec;
  artist: ArtistRecord;
  date: Date;
}

/** Releases come out on Fridays. */
function nextFriday(date: Date): Date {
  return addDays(date, (5 - date.getUTCDay() + 7) % 7);
}

export function titleMaker(random: Random): () => string {
  const noun = () => random.pick(TITLE_NOUNS);
  const adj = () => random.pick(TITLE_ADJECTIVES);
  const forms: (() => string)[] = [
    () => `${adj()} ${noun()}`,
    () => `${adj()} ${noun()}`,
    () => noun(),
    () => `${noun()} of the ${adj()} ${noun()}`,
    () => `The ${adj()} ${noun()}`,
    () => `${random.pick(TITLE_VERBS)} the ${noun()}`,
    () => `${noun()} & ${noun()}`,
    () => `${noun()} ${random.int(2, 9)}`,
  ];
  return () => random.pick(forms)();
}

const TYPE_WORD: Record<ReleaseType, string> = { album: 'album', ep: 'EP', single: 'single' };

const SHORT_DESCRIPTIONS = [
  'The new {typeWord} from {artist}: {count} {trackWord} of {mood} {genre}.',
  '{artist} returns to {label} with {count} {mood} {trackWord} built from {texture}.',
  '{Mood} {genre} from {artist}, recorded in {place}.',
  'A {mood} {typeWord} of {texture} and {texture}, from {artist}.',
];

const DESCRIPTION_SENTENCES = [
  '{title} finds {artist} in a {mood} frame of mind, pairing {texture} with {texture}.',
  'Written over a long winter in {place}, {title} is {artist} at their most {mood}.',
  'The {typeWord} opens gently and builds to a peak that rewards a proper sound system.',
  'Every track was mixed on a single afternoon to keep the takes loose and alive.',
  'The title track has already become a fixture of {mood} late-night sets in {city}.',
  'It is the sound of {city} after midnight: {texture}, {texture} and plenty of space.',
  'Mastered for vinyl first, the {typeWord} sounds just as good on headphones on the night bus.',
  'There are nods to classic {genre}, but nothing here looks backwards for long.',
  '{artist} built most of it around {instrument}, then stripped each arrangement back to its bones.',
];

function releaseDescription(random: Random, blocks: BlockFactory, vars: Record<string, string | number>, type: ReleaseType): Block[] {
  const sentences = new Deck(random, DESCRIPTION_SENTENCES);
  const out = [blocks.paragraph(sentences.take(3, vars))];
  if (type !== 'single' && random.chance(0.6)) out.push(blocks.paragraph(sentences.take(2, vars)));
  if (type === 'album' && random.chance(0.5)) {
    // Under the release page's title (h1), before its tracklist (h2): a second-level heading.
    out.push(blocks.header('Credits', 2));
    out.push(
      blocks.list('unordered', [
        item(`Written and produced by ${vars.artist}`),
        item(fill(random, 'Recorded in {place}')),
        item('Mastered at Driftwood Mastering', [item('Vinyl cut by Halle Brannagh')]),
        item(`Artwork by ${random.pick(['Maren Ashcombe', 'Tobias Varga', 'Ines Okafor', 'Callum Yoshimura'])}`),
      ]),
    );
  }
  return out;
}

/** Picks release specs: each published artist at least once, featured artists more often. */
function releaseSpecs(random: Random, labels: LabelSpec[], artists: ArtistRecord[]): ReleaseSpec[] {
  const published = artists.filter((artist) => artist.status === 'published');
  const byWeight = published.map((artist) => [artist, artist.sort === null ? 1 : 3] as const);
  const labelWeights = labels.map((label) => [label, label.record.kind === 'main' ? 62 : label.record.kind === 'sister' ? 10 : 4] as const);
  const typeOf = () =>
    random.weighted<ReleaseType>([
      ['album', 22],
      ['ep', 40],
      ['single', 38],
    ]);
  const years = Array.from({ length: 26 }, (_, i) => [2001 + i, 1 + i * 0.25] as const);
  const specs: ReleaseSpec[] = [];
  for (let i = 0; i < PAST_RELEASES; i++) {
    // The label's first record came out in 2001.
    const year = i === 0 ? 2001 : random.weighted(years);
    const date = nextFriday(between(random, utc(year, 1, 1), year === 2026 ? addDays(LATEST_RUN_STARTS, -7) : utc(year, 12, 25)));
    const artist = i < published.length ? published[i]! : random.weighted(byWeight);
    specs.push({ type: typeOf(), label: random.weighted(labelWeights), artist, date });
  }
  for (let i = 0; i < LATEST_RELEASES; i++) {
    // Mostly the main label: the coming ones (pre-orders) from mid-January to June 2027, the rest
    // out between September and a week before the demo's today.
    const coming = i < COMING_RELEASES;
    const date = nextFriday(
      coming ? between(random, utc(2027, 1, 15), utc(2027, 6, 25)) : between(random, LATEST_RUN_STARTS, addDays(DEMO_TODAY, -14)),
    );
    const label = i < 8 ? needed(labels[0], 'a main label') : random.weighted(labelWeights);
    // A few big main-label albums (the first one coming), so the banners and carousels have a pre-order to promote.
    const type = i % 3 === 0 && i < 8 ? 'album' : typeOf();
    specs.push({ type, label, artist: random.weighted(byWeight), date });
  }
  return specs.sort((a, b) => a.date.getTime() - b.date.getTime());
}

const TRACK_COUNTS: Record<ReleaseType, [number, number]> = { single: [1, 3], ep: [3, 5], album: [8, 14] };
const TRACK_SECONDS: Record<ReleaseType, [number, number]> = { single: [300, 480], ep: [270, 450], album: [180, 420] };

export function buildReleases(
  store: StoreBuilder,
  files: FileRegistry,
  labels: LabelSpec[],
  artists: ArtistRecord[],
): ProductGroupRecord[] {
  const random = new Random('releases');
  const blocks = new BlockFactory(new Random('releases:blocks'));
  const title = titleMaker(random);
  const usedTitles = new Set<string>();
  const catalogueCounters = new Map<string, number>();
  const specs = releaseSpecs(random, labels, artists);
  const published = artists.filter((artist) => artist.status === 'published');
  const releases: ProductGroupRecord[] = [];

  for (const spec of specs) {
    let name = title();
    while (usedTitles.has(name)) name = title();
    usedTitles.add(name);
    const number = (catalogueCounters.get(spec.label.prefix) ?? 0) + 1;
    catalogueCounters.set(spec.label.prefix, number);
    const catalogueNumber = `${spec.label.prefix}${String(number).padStart(3, '0')}`;
    const future = spec.date > DEMO_TODAY;
    const others = published.filter((artist) => artist.id !== spec.artist.id);
    const featured = random.chance(0.12) ? random.sample(others, random.int(1, 2)) : [];
    const count = random.int(...TRACK_COUNTS[spec.type]);
    const vars = {
      title: name,
      artist: spec.artist.name,
      label: spec.label.record.name,
      typeWord: TYPE_WORD[spec.type],
      count: numberWord(count),
      trackWord: count === 1 ? 'track' : 'tracks',
      Mood: capitalise(random.pick(MOODS)),
    };
    const id = store.groupId();
    // Drawn in the order the catalogue has always drawn them: the status, then (for some albums) a second side's label.
    const status = !future && spec.date.getUTCFullYear() < 2010 && random.chance(0.15) ? 'inactive' : 'active';
    const gatefold = spec.type === 'album' && random.chance(0.4);
    const group: ProductGroupRecord = {
      id,
      status,
      title: name,
      slug: store.groupSlug(name, spec.artist.name),
      reference_type: 'release',
      type: spec.type,
      release_date: isoDate(spec.date),
      artist: spec.artist.id,
      ...(featured.length > 0 ? { featured_artists: featured.map((artist) => artist.id) } : {}),
      label: spec.label.record.id,
      catalogue_number: catalogueNumber,
      cover_image: files.file('cover', `cover:${catalogueNumber}`, `${name} cover art`),
      // The product gallery, drawn once the tracks and formats are known (galleryOf).
      images: [],
      short_description: (future ? 'Pre-order now. ' : '') + fill(random, random.pick(SHORT_DESCRIPTIONS), vars),
      description: releaseDescription(random, blocks, vars, spec.type),
      visibility: !future && random.chance(0.04) ? 'unlisted' : 'public',
      ...(random.chance(0.3)
        ? {
            primary_colour: random.pick(['#0b1d2a', '#123c4a', '#22223b', '#5b3a6b']),
            secondary_colour: random.pick(['#f2e8cf', '#9bd4c9', '#f4d35e', '#ee964b']),
          }
        : {}),
    };
    store.groups.push(group);
    releases.push(group);
    addTracks(random, store, files, group, spec, name, count, featured);
    addReleaseProducts(random, store, group, spec, future);
    group.images = galleryOf(files, store, group, { artist: spec.artist.name, label: spec.label.record.name, twoSides: gatefold });
  }
  return releases;
}

/**
 * The product gallery: the record itself, in its cover's colours. The back of the sleeve with the
 * tracklist; for a physical release a packshot; for vinyl the centre label (both sides for some albums).
 */
function galleryOf(
  files: FileRegistry,
  store: StoreBuilder,
  group: ProductGroupRecord,
  names: { artist: string; label: string; twoSides: boolean },
): FileId[] {
  const catalogue = needed(group.catalogue_number, 'a catalogue number');
  const cover = files.record(needed(group.cover_image, 'a cover'));
  const record = {
    title: group.title,
    artist: names.artist,
    label: names.label,
    catalogue,
    cover: { seed: cover.seed, colours: cover.colours ?? [] },
  };
  const formats = new Set(store.products.filter((product) => product.group === group.id).map((product) => product.format));
  const vinyl = formats.has('Vinyl');
  const tracks = store.tracks
    .filter((track) => track.product_group === group.id)
    .map((track) => `${track.title}  ${Math.floor(track.duration_seconds / 60)}:${String(track.duration_seconds % 60).padStart(2, '0')}`);
  const gallery = [
    files.file('cover', `back-sleeve:${catalogue}`, `${group.title} back cover`, {
      art: { style: 'back-sleeve', ...record, tracks, sides: vinyl },
    }),
  ];
  const packshot = vinyl ? 'vinyl' : formats.has('CD') ? 'cd' : formats.has('Cassette') ? 'cassette' : null;
  if (packshot)
    gallery.push(
      files.file('cover', `packshot:${catalogue}`, `${group.title} packshot`, { art: { style: 'packshot', ...record, format: packshot } }),
    );
  if (vinyl) {
    const rpm = group.type === 'album' ? 33 : 45;
    for (const side of names.twoSides ? (['A', 'B'] as const) : (['A'] as const)) {
      gallery.push(
        files.file('cover', `label:${catalogue}:${side}`, `${group.title} label, side ${side}`, {
          art: { style: 'centre-label', ...record, rpm, side },
        }),
      );
    }
  }
  return gallery;
}

function addTracks(
  random: Random,
  store: StoreBuilder,
  files: FileRegistry,
  group: ProductGroupRecord,
  spec: ReleaseSpec,
  name: string,
  count: number,
  featured: ArtistRecord[],
): void {
  const title = titleMaker(random);
  const titles = new Set<string>([name]);
  const list = [name];
  while (list.length < count) {
    let next: string;
    if (spec.type === 'single')
      next =
        list.length === 1 ? `${name} (Extended Mix)` : `${name} (${random.pick(featured.length ? featured : [spec.artist]).name} Remix)`;
    else next = title();
    if (titles.has(next)) continue;
    titles.add(next);
    list.push(next);
  }
  // Albums rarely open with the title track.
  const ordered = spec.type === 'album' ? random.shuffle(list) : list;
  ordered.forEach((trackTitle, index) => {
    const id = store.trackId();
    const collaborator = featured.length > 0 && spec.type !== 'single' && index === ordered.length - 1 ? featured[0]! : spec.artist;
    const durationSeconds = random.int(...TRACK_SECONDS[spec.type]);
    store.tracks.push({
      id,
      product_group: group.id,
      position: index + 1,
      title: trackTitle,
      artist: collaborator.id,
      duration_seconds: durationSeconds,
      ...(random.chance(0.88)
        ? {
            preview: files.file('audio', `preview:${group.catalogue_number}:${index + 1}`, `${trackTitle} (preview)`, {
              duration_seconds: 30,
            }),
          }
        : {}),
    });
  });
}

function addReleaseProducts(random: Random, store: StoreBuilder, group: ProductGroupRecord, spec: ReleaseSpec, future: boolean): void {
  const status = group.status;
  const dateAvailable = future ? group.release_date : undefined;
  const type = spec.type;
  const digital = (format: string, gbp: readonly number[], shortDescription: string) =>
    store.addProduct(group, {
      status,
      title: `${group.title} (${format})`,
      format,
      distribution: 'digital',
      prices: pricesFrom(random, random.pick(gbp)),
      items: [],
      date_available: dateAvailable,
      short_description: shortDescription,
      stock: null,
      territories: [],
    });
  const physical = (format: string, variant: string | undefined, gbp: readonly number[], shortDescription: string) =>
    store.addProduct(group, {
      // The odd deleted format stays in the catalogue as inactive.
      status: status === 'active' && random.chance(0.03) ? 'inactive' : status,
      title: `${group.title} (${variant ? `${format} ${variant}` : format})`,
      format,
      variant,
      distribution: 'physical',
      prices: pricesFrom(random, random.pick(gbp)),
      items: [],
      date_available: dateAvailable,
      short_description: shortDescription,
      stock: future ? random.int(80, 300) : physicalStock(random),
      territories: territories(random, 'physical'),
    });

  digital('MP3', GBP_PRICES.mp3[type], '320 kbps MP3 download.');
  if (spec.date.getUTCFullYear() >= 2012 || random.chance(0.5)) {
    digital('WAV / FLAC', GBP_PRICES.lossless[type], 'Lossless download: 24-bit WAV and FLAC.');
  } else {
    digital('FLAC', GBP_PRICES.lossless[type], 'Lossless 16-bit FLAC download.');
    digital('WAV', GBP_PRICES.lossless[type], 'Uncompressed 16-bit WAV download.');
  }

  const physicalChance = type === 'album' ? 0.75 : type === 'ep' ? 0.45 : 0.15;
  if (!random.chance(physicalChance)) return;
  if (type === 'album') {
    physical(
      'Vinyl',
      '1×LP',
      GBP_PRICES.lp,
      random.pick([
        '180g black vinyl in a printed inner sleeve.',
        'Heavyweight vinyl in a gatefold sleeve with download code.',
        'Limited translucent vinyl, numbered.',
      ]),
    );
    if (random.chance(0.6)) physical('CD', undefined, GBP_PRICES.cd, 'Digipak CD with a twelve-page booklet.');
    if (random.chance(0.25)) physical('Cassette', undefined, GBP_PRICES.cassette, 'Chrome cassette, edition of 200.');
    if (random.chance(0.1)) physical('Boxset', undefined, GBP_PRICES.boxset, 'Deluxe box: 3×LP, CD, art prints and a signed card.');
    if (random.chance(0.05)) physical('DVD', undefined, GBP_PRICES.dvd, 'The live film, with the album as a bonus disc.');
  } else if (type === 'ep') {
    physical('Vinyl', '12”', GBP_PRICES.vinyl12, '12” vinyl, 45 rpm, in a die-cut sleeve.');
    if (random.chance(0.2)) physical('CD', undefined, GBP_PRICES.cdSingle, 'Card-sleeve CD.');
    if (random.chance(0.2)) physical('Cassette', undefined, GBP_PRICES.cassette, 'Cassette in a clear case, edition of 150.');
  } else {
    const seven = random.chance(0.5);
    physical(
      'Vinyl',
      seven ? '7”' : '12”',
      seven ? GBP_PRICES.vinyl7 : GBP_PRICES.vinyl12,
      seven ? '7” single with a B-side.' : 'Single-sided 12” with an etched B-side.',
    );
  }
}
