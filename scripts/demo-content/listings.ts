/**
 * Dated listings: the label's own events (past and upcoming around the demo date), playlists and
 * two radio shows with weekly and monthly episodes.
 */
import type { ArtistRecord, Block, EventRecord, PlaylistRecord, RadioShowRecord } from '../../server/sources/content/model';
import { radioEpisodeAt } from './editorial';
import type { FileRegistry } from './files';
import { Random } from './random';
import { BlockFactory, DEMO_TODAY, Deck, addDays, fill, isoDate, isoDateTime, item, slugify, utc } from './text';
import { GENRES, MOODS, VENUES } from './words';
import { needed } from './needed';

const EVENT_SENTENCES = [
  'Doors open at {doors}, with the headliner on from around midnight.',
  'Expect a long, {mood} night of {genre}, played on a sound system tuned for the room.',
  'The venue is fully accessible; get in touch if you need anything to make your night easier.',
  'Last entry is at 01:00. Please bring photo ID.',
  'A portion of every ticket goes to a local music charity.',
  'Early-bird tickets always sell out, so do not leave it too late.',
];

interface EventPlan {
  title: string;
  /** Days from the demo date: negative is past. */
  offset: number;
  nights?: number;
}

const EVENT_PLANS: EventPlan[] = [
  { title: 'Lumen Tide Presents: {venue}', offset: -260 },
  { title: '{headliner}: {mood} Nights', offset: -190 },
  { title: 'Lumen Tide Radio Live', offset: -150 },
  { title: 'Lumen Tide Weekender', offset: -110, nights: 2 },
  { title: 'Lumen Tide Presents: {venue}', offset: -60 },
  { title: '{headliner} Album Launch', offset: -21 },
  { title: 'Lumen Tide Presents: {venue}', offset: 13 },
  { title: 'Lumen Tide New Year’s Eve', offset: 40 },
  { title: '{headliner} Live', offset: 75 },
  { title: 'Lumen Tide Presents: {venue}', offset: 120 },
  { title: 'Lumen Tide Weekender', offset: 180, nights: 3 },
  { title: '{headliner}: {mood} Nights', offset: 230 },
  { title: 'Lumen Tide Open Air', offset: 265 },
  { title: 'Lumen Tide 26th Birthday', offset: 320 },
];

export function buildEvents(files: FileRegistry, artists: ArtistRecord[], bannerIds: string[]): EventRecord[] {
  const random = new Random('events');
  const blocks = new BlockFactory(new Random('events:blocks'));
  const published = artists.filter((artist) => artist.status === 'published');
  const slugs = new Set<string>();
  const events = EVENT_PLANS.map((plan, index): EventRecord => {
    const venue = random.pick(VENUES);
    const lineup = random.sample(published, random.int(2, 5));
    const headliner = needed(lineup[0], 'a headliner');
    const title = fill(random, plan.title, { venue: venue.name, headliner: headliner.name, mood: capitalised(random.pick(MOODS)) });
    const date = addDays(DEMO_TODAY, plan.offset);
    date.setUTCHours(plan.title.includes('Open Air') ? 14 : 21);
    let slug = slugify(`${title} ${isoDate(date).slice(0, 7)}`);
    if (slugs.has(slug)) slug = `${slug}-${index}`;
    slugs.add(slug);
    const names = lineup.map((artist) => artist.name);
    const guests = random.chance(0.4);
    const billed = guests ? [...names, 'special guests'] : names;
    const body: Block[] = [
      blocks.paragraph(
        `<b>${title}</b> brings ${billed.slice(0, -1).join(', ')} and ${billed.at(-1)} to ${venue.name} in ${venue.location.split(',')[0]}. ${new Deck(random, EVENT_SENTENCES).take(2, { doors: '21:00', mood: random.pick(MOODS), genre: random.pick(GENRES) })}`,
      ),
    ];
    if (plan.nights) {
      body.push(blocks.header('Set times', 3));
      body.push(
        blocks.list(
          'unordered',
          lineup.map((artist, i) => item(`${artist.name}: ${String((22 + i) % 24).padStart(2, '0')}:00`)),
        ),
      );
    }
    if (index % 4 === 1) body.push(blocks.slot({ kind: 'banners', item: random.pick(bannerIds) }));
    return {
      id: String(index + 1),
      status: 'published',
      title,
      slug,
      date: isoDateTime(date),
      ...(plan.nights ? { end_date: isoDateTime(addDays(date, plan.nights)) } : {}),
      venue: { ...venue },
      lineup: guests ? [...names, 'Special guests'] : names,
      artists: lineup.map((artist) => artist.id),
      tickets_url: `https://tickets.example/lumen-tide/${slug}`,
      cover_image: files.file('image', `flyer:${slug}`, title, {
        art: {
          style: 'flyer',
          title,
          date: isoDateTime(date),
          venue: venue.name,
          city: needed(venue.location.split(',')[0], 'a city'),
          lineup: guests ? [...names, 'Special guests'] : names,
        },
      }),
      description: `${title} at ${venue.name}, ${venue.location}.`,
      blocks: body,
    };
  });
  // One unannounced event, visible only in preview.
  events.push({
    id: String(events.length + 1),
    status: 'draft',
    title: 'Lumen Tide Secret Show',
    slug: 'lumen-tide-secret-show',
    date: isoDateTime(utc(2027, 8, 20, 20)),
    venue: { name: 'To be announced', location: 'London, UK' },
    lineup: ['To be announced'],
    description: 'Details to follow.',
    blocks: [blocks.paragraph('Details to follow.')],
  });
  return events;
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

const PLAYLISTS: [string, string][] = [
  ['Deep Focus', 'Long, patient tracks for working and reading.'],
  ['Sunrise Sessions', 'The records we play when the sky starts to turn.'],
  ['Late Night Drive', 'Motorway lights and rolling basslines.'],
  ['Label Essentials', 'The best place to start with the catalogue.'],
  ['Ambient Tide', 'Beatless music from across the labels.'],
  ['Peak Time', 'The big ones, for the big moments.'],
  ['Fresh Arrivals', 'Every new release, updated each Friday.'],
  ['Radio Favourites', 'The tracks listeners ask for most on Lumen Tide Radio.'],
  ['Saltglass Selects', 'The sister label’s warmest moments.'],
  ['Northwake Underground', 'Darker, stranger, heavier.'],
  ['Rainy Sundays', 'Soft edges and slow tempos.'],
  ['Warm-Up Set', 'The first two hours of a long night.'],
  ['Vinyl Only', 'Tracks that were only ever released on wax.'],
  ['Twenty-Five Years', 'One track from every year of the label.'],
];

export function buildPlaylists(files: FileRegistry): PlaylistRecord[] {
  const random = new Random('playlists');
  return PLAYLISTS.map(([name, description], index) => {
    const title = `Lumen Tide: ${name}`;
    const slug = slugify(title);
    return {
      id: String(index + 1),
      status: index === PLAYLISTS.length - 1 ? 'draft' : 'published',
      title,
      slug,
      date_published: isoDateTime(addDays(utc(2021, 3, 5, 12), index * 97 + random.int(0, 30))),
      cover_image: files.file('cover', `playlist:${slug}`, `${title} cover`),
      description,
      url: `https://music.example/playlist/${random.chars(22, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}`,
      primary_colour: random.pick(['#0b1d2a', '#123c4a', '#22223b', '#5b3a6b', '#1f6f78']),
      secondary_colour: random.pick(['#f2e8cf', '#9bd4c9', '#f4d35e', '#ee964b']),
    };
  });
}

/** An episode's demo recording: a minute of the synthesiser's loop (the asset source's longest is two). */
const EPISODE_AUDIO_SECONDS = 60;

const SHOW_STRAPS = ['with {artist}', '{artist} guest mix', 'live from {city}', 'in session: {artist}', 'the {mood} hour'];

export function buildRadioShows(files: FileRegistry, artists: ArtistRecord[]): RadioShowRecord[] {
  const random = new Random('radio');
  const published = artists.filter((artist) => artist.status === 'published');
  const shows = [
    {
      name: 'Lumen Tide Radio',
      slug: 'lumen-tide-radio',
      count: 30,
      everyDays: 7,
      colour: '#f2e8cf',
      // The show's artwork colours: its ground, its overlay colour, an accent.
      artwork: ['#0b1d2a', '#f2e8cf', '#e7a977'],
      number: radioEpisodeAt,
    },
    // Monthly since mid-2023.
    {
      name: 'Deep Hours',
      slug: 'deep-hours',
      count: 8,
      everyDays: 28,
      colour: '#9bd4c9',
      artwork: ['#22223b', '#9bd4c9', '#5b3a6b'],
      number: (date: Date) => 1 + Math.round((date.getTime() - utc(2023, 7, 7).getTime()) / (28 * 86_400_000)),
    },
  ];
  const episodes: Omit<RadioShowRecord, 'id'>[] = [];
  for (const show of shows) {
    const logo = files.file('logo', `show-logo:${show.slug}`, `${show.name} logo`);
    for (let i = 0; i < show.count; i++) {
      // Newest episode on the Friday before the demo date.
      const date = addDays(utc(2026, 11, 20), -(show.count - 1 - i) * show.everyDays);
      const episode = show.number(date);
      const guest = random.pick(published);
      const strap = fill(random, random.pick(SHOW_STRAPS), { artist: guest.name });
      const title = `${show.name} ${episode}`;
      const slug = `${show.slug}-${episode}`;
      episodes.push({
        status: 'published',
        title,
        slug,
        date: isoDate(date),
        episode,
        strap,
        description: `Episode ${episode} of ${show.name}: ${strap}. Two hours of ${random.pick(MOODS)} ${random.pick(GENRES)}, new music from the labels and a few records from the vaults.`,
        cover_image: files.file('image', `show-artwork:${slug}`, `${title} artwork`, {
          colours: show.artwork,
          art: { style: 'show', show: show.name, episode, date: isoDate(date) },
        }),
        showLogo: logo,
        textOverlayColour: show.colour,
        url: `https://radio.lumentide.example/${show.slug}/${episode}`,
        audio_url: `/assets/${files.file('audio', `radio-episode:${slug}`, `${title} recording`, { duration_seconds: EPISODE_AUDIO_SECONDS })}`,
      });
    }
  }
  return episodes
    .sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title))
    .map((episode, index) => ({ id: String(index + 1), ...episode }));
}
