/**
 * The roster: the labels (main, three sisters, two external) and the artists with their bios,
 * images and platform links.
 */
import type { ArtistRecord, Block, LabelRecord, Link } from '../../server/sources/content/model';
import type { FileRegistry } from './files';
import { Random } from './random';
import { BlockFactory, Deck, fill, slugify } from './text';
import { ARTIST_NAMES, PLATFORMS } from './words';

export interface LabelSpec {
  record: LabelRecord;
  /** Catalogue-number prefix. */
  prefix: string;
}

export function buildLabels(files: FileRegistry): LabelSpec[] {
  const label = (id: string, name: string, kind: LabelRecord['kind'], prefix: string, extra: Partial<LabelRecord> = {}): LabelSpec => {
    const slug = slugify(name);
    const record: LabelRecord = {
      id,
      name,
      slug,
      isFeatured: kind === 'main',
      kind,
      ...extra,
      logo: files.file('logo', `label-logo:${slug}`, `${name} logo`),
    };
    return { record, prefix };
  };
  return [
    label('1', 'Lumen Tide', 'main', 'LT', { primary_colour: '#0b1d2a', secondary_colour: '#9bd4c9' }),
    label('2', 'Lumen Deep', 'sister', 'LTD', { primary_colour: '#22223b', secondary_colour: '#c9ada7' }),
    label('3', 'Saltglass Records', 'sister', 'SGR', { primary_colour: '#1f6f78', secondary_colour: '#f2e8cf' }),
    label('4', 'Northwake Audio', 'sister', 'NWA', { primary_colour: '#5b3a6b', secondary_colour: '#f4d35e' }),
    label('5', 'Copperfern Recordings', 'external', 'CFR', { website: 'https://copperfern.example' }),
    label('6', 'Velvet Orbit Music', 'external', 'VOM', { website: 'https://velvetorbit.example' }),
  ];
}

const BIO_OPENERS = [
  '{name} is a {genre} producer from {city} whose records trade in {mood} melodies and {texture}.',
  'Based in {city}, {name} makes {mood} {genre} that sits somewhere between the club and the headphones.',
  '{name} started out playing {instrument} in {place} and never quite stopped.',
  'Few producers make {genre} feel as {mood} as {name}, who has been releasing music out of {city} for over a decade.',
  '{name} is the project of two friends from {city} who met at a record shop and bonded over {genre}.',
];

const BIO_MIDDLES = [
  'Early releases built a following on late-night radio, and the first full-length arrived to quiet acclaim.',
  'The sound leans on {texture} and {texture}, recorded mostly in {place}.',
  'Sets move from {mood} warm-ups to peak-time {genre} without ever losing the thread.',
  'A residency in {city} turned into a run of sold-out shows across Europe.',
  'Collaborations with other Lumen Tide artists have pushed the music into {mood} new territory.',
  'Most tracks begin life on {instrument} before being rebuilt around {texture}.',
];

const BIO_CLOSERS = [
  'A new record is in the works, with dates to follow.',
  'Live, the project expands to a trio with a drummer and a visual artist.',
  'When not in the studio, {name} hosts a monthly show on Lumen Tide Radio.',
  'Expect the unexpected: every release so far has sounded like a different room of the same house.',
  'The latest single is out now on vinyl and digital.',
];

function bio(random: Random, blocks: BlockFactory, name: string): Block[] {
  const vars = { name };
  const middles = new Deck(random, BIO_MIDDLES);
  const out: Block[] = [blocks.paragraph(`${fill(random, random.pick(BIO_OPENERS), vars)} ${middles.take(2, vars)}`)];
  const extra = random.int(0, 2);
  if (extra >= 1) out.push(blocks.paragraph(middles.take(2, vars)));
  if (extra >= 2) out.push(blocks.paragraph(fill(random, random.pick(BIO_CLOSERS), vars)));
  return out;
}

function links(random: Random, slug: string): Link[] {
  const handle = slug.replace(/-/g, '');
  return random.sample(PLATFORMS, random.int(2, 4)).map((platform) => ({ url: `https://${platform.host}/${handle}`, text: platform.text }));
}

/** 46 artists: the first 14 in roster order are featured (sort 1..14); the last two are drafts. */
export function buildArtists(files: FileRegistry): ArtistRecord[] {
  const random = new Random('artists');
  const blocks = new BlockFactory(new Random('artists:blocks'));
  const names = random.shuffle(ARTIST_NAMES);
  return names.map((name, index): ArtistRecord => {
    const slug = slugify(name);
    const gallery = random.chance(0.5)
      ? Array.from({ length: random.int(1, 3) }, (_, i) =>
          files.file('image', `artist-gallery:${slug}:${i + 1}`, `${name} live photo ${i + 1}`),
        )
      : undefined;
    return {
      id: String(index + 1),
      status: index >= names.length - 2 ? 'draft' : 'published',
      name,
      slug,
      sort: index < 14 ? index + 1 : null,
      image: files.file('artist', `name-card:${slug}`, name, { art: { style: 'name', name } }),
      ...(gallery ? { images: gallery } : {}),
      links: links(random, slug),
      bio: bio(random, blocks, name),
      bandsintown_name: name,
    };
  });
}
