/**
 * Tags and posts: news and features from 2019 to late 2026, written from templates (post-copy.ts)
 * around the demo catalogue, so every post links to a real release and artist of the demo.
 */
import type { ArtistRecord, Block, PostRecord, ProductGroupRecord, TagRecord } from '../../server/sources/content/model';
import { embedBlock, embeddedClip, type EmbedService } from './embeds';
import type { FileRegistry } from './files';
import { kitchenSink } from './kitchen-sink';
import { storyPicture } from './story-picture';
import { BODY, FEATURE_BODY, HEADERS, QUOTES, SEASONS, STORIES, TOPIC_TAGS, TOPIC_TYPE, type Topic } from './post-copy';
import { Random } from './random';
import {
  artistLink,
  BlockFactory,
  Deck,
  between,
  capitalise,
  fill,
  isoDateTime,
  item,
  numberWord,
  releaseLink,
  releaseTime,
  slugify,
  utc,
  type Vars,
} from './text';
import { CITIES, FIRST_NAMES, GENRES, LAST_NAMES, MOODS, TAG_NAMES, VENUES } from './words';
import { needed } from './needed';

export function buildTags(): TagRecord[] {
  return TAG_NAMES.map((name, index) => ({ id: String(index + 1), name, slug: slugify(name) }));
}

interface PostInputs {
  files: FileRegistry;
  artists: ArtistRecord[];
  /** Public releases: posts link only to what visitors can open. */
  releases: ProductGroupRecord[];
  tags: TagRecord[];
  bannerIds: string[];
  /** Sister labels' names, for label news. */
  sisterLabels: string[];
}

const DAY = 86_400_000;
const POST_COUNT = 63;
const TOPIC_WEIGHTS: [Topic, number][] = [
  ['release', 24],
  ['interview', 18],
  ['tour', 12],
  ['radio', 10],
  ['label', 10],
  ['guide', 12],
  ['anniversary', 4],
  ['remix', 10],
];
/** Lumen Tide Radio's first weekly episode; posts and radio shows count from it. */
export const RADIO_FIRST_EPISODE = utc(2012, 1, 6);

export function radioEpisodeAt(date: Date): number {
  return 1 + Math.floor((date.getTime() - RADIO_FIRST_EPISODE.getTime()) / (7 * DAY));
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** "6 March 2020", spelled out here rather than by Intl so every Node build writes the same bytes. */
const longDate = (time: number) => {
  const date = new Date(time);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
};

/** The release a post is about: announcements come shortly before release day, the rest after it. */
function releaseFor(random: Random, releases: ProductGroupRecord[], topic: Topic, date: Date): ProductGroupRecord {
  const [from, to] = topic === 'release' ? [7, 70] : [-365, -14];
  const now = date.getTime();
  const window = releases.filter((release) => releaseTime(release) >= now + from * DAY && releaseTime(release) <= now + to * DAY);
  if (window.length > 0) return random.pick(window);
  // Nothing in the window: the nearest release on the right side of the date.
  const side = releases.filter((release) => (topic === 'release' ? releaseTime(release) > now : releaseTime(release) < now));
  const pool = side.length > 0 ? side : releases;
  return pool.reduce((best, release) => (Math.abs(releaseTime(release) - now) < Math.abs(releaseTime(best) - now) ? release : best));
}

export function buildPosts(inputs: PostInputs): PostRecord[] {
  const random = new Random('posts');
  const blocks = new BlockFactory(new Random('posts:blocks'));
  const artists = inputs.artists.filter((artist) => artist.status === 'published');
  const releases = inputs.releases.filter((release) => release.reference_type === 'release' && release.release_date);
  const tagId = (name: string) => inputs.tags.find((tag) => tag.name === name)?.id ?? needed(inputs.tags[0], 'a tag').id;
  const slugs = new Set<string>();
  const titles = new Set<string>();
  const dates = Array.from({ length: POST_COUNT }, () => between(random, utc(2019, 1, 7, 9), utc(2026, 11, 14, 9))).sort(
    (a, b) => a.getTime() - b.getTime(),
  );

  const posts = dates.map((date, index): PostRecord => {
    // Draw stories until the title is new: fixed titles ("Our winter schedule") appear once.
    let story: {
      topic: Topic;
      vars: Vars;
      title: string;
      lead: string;
      release: ProductGroupRecord;
      artist: ArtistRecord;
      artist2: ArtistRecord;
    };
    do {
      const topic = random.weighted(TOPIC_WEIGHTS);
      const release = releaseFor(random, releases, topic, date);
      const owner = artists.find((artist) => artist.id === release.artist) ?? needed(artists[0], 'a published artist');
      const other = random.pick(artists.filter((artist) => artist.id !== owner.id));
      // A remix post is by the remixer (artist) of the release owner's track (artist2).
      const [artist, artist2] = topic === 'remix' ? [other, owner] : [owner, other];
      const sampledCities = random.sample(CITIES, 3);
      const [city, city2, city3] = [0, 1, 2].map((index) => needed(sampledCities[index], 'three cities')) as [string, string, string];
      const vars: Vars = {
        artist: artist.name,
        artist2: artist2.name,
        artistName: artist.name,
        artistLink: artistLink(artist),
        artist2Link: artistLink(artist2),
        title: release.title,
        titleLink: releaseLink(release),
        typeWord: release.type === 'ep' ? 'EP' : (release.type ?? 'record'),
        releaseDate: longDate(releaseTime(release)),
        label: 'Lumen Tide',
        sister: random.pick(inputs.sisterLabels),
        city,
        city2,
        city3,
        season: random.pick(SEASONS),
        n: Math.floor(radioEpisodeAt(date) / 50) * 50,
        year: date.getUTCFullYear() - 1,
        years: numberWord(date.getUTCFullYear() - 2001),
        count: releases.filter((candidate) => releaseTime(candidate) <= date.getTime()).length,
        quote: random.pick(QUOTES),
        person: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
        mood: random.pick(MOODS),
        genre: random.pick(GENRES),
      };
      const [titleTemplate, leadTemplate] = random.pick(STORIES[topic]);
      story = {
        topic,
        vars,
        title: capitalise(fill(random, titleTemplate, vars)),
        lead: capitalise(fill(random, leadTemplate, vars)),
        release,
        artist,
        artist2,
      };
    } while (titles.has(story.title));
    titles.add(story.title);

    const { topic, vars, title, lead } = story;
    const slug = uniqueSlug(slugs, title);
    const type = TOPIC_TYPE[topic];
    const deck = new Deck(random, type === 'feature' ? [...BODY[topic], ...FEATURE_BODY] : BODY[topic]);
    const body = { random, blocks, inputs, topic, vars, slug, deck, lead };
    return {
      id: '',
      // The two newest posts are still being written.
      status: index >= dates.length - 2 ? 'draft' : 'published',
      type,
      title,
      slug,
      date_published: isoDateTime(date),
      tags: random.sample(TOPIC_TAGS[topic], random.int(1, 3)).map(tagId),
      artists: topic === 'remix' || topic === 'tour' ? [story.artist.id, story.artist2.id] : [story.artist.id],
      cover_image: storyPicture(inputs.files, topic, story, { slug, title, type, date }),
      summary: lead.replace(/<[^>]+>/g, ''),
      blocks: type === 'feature' ? featureBody(body) : newsBody(body),
    };
  });

  // The kitchen-sink feature: one post that uses every block kind, as an editor's reference.
  posts.push(kitchenSink(blocks, inputs, artists, releases, uniqueSlug(slugs, 'Inside the boathouse: how a Lumen Tide record gets made')));
  // Ids follow publication order.
  return posts.sort((a, b) => a.date_published.localeCompare(b.date_published)).map((post, index) => ({ ...post, id: String(index + 1) }));
}

function uniqueSlug(slugs: Set<string>, title: string): string {
  const base = slugify(title);
  let slug = base;
  for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
  slugs.add(slug);
  return slug;
}

interface BodyInputs {
  random: Random;
  blocks: BlockFactory;
  inputs: PostInputs;
  topic: Topic;
  vars: Vars;
  slug: string;
  deck: Deck;
  lead: string;
}

function newsBody(body: BodyInputs): Block[] {
  const { random, blocks, topic, vars, deck, lead } = body;
  const out = [blocks.paragraph(`${lead} ${deck.take(2, vars)}`)];
  if (random.chance(0.5)) out.push(blocks.paragraph(deck.take(2, vars)));
  if (topic === 'tour') out.push(datesTable(random, blocks, vars, random.chance(0.8)));
  else if (random.chance(0.6)) out.push(...extra(body));
  out.push(blocks.paragraph(deck.take(1, vars)));
  return out;
}

function featureBody(body: BodyInputs): Block[] {
  const { random, blocks, inputs, topic, vars, deck, lead } = body;
  const out = [blocks.paragraph(`<b>${lead}</b> ${deck.take(2, vars)}`)];
  random.sample(HEADERS[topic], random.int(2, 3)).forEach((heading, index) => {
    const text = fill(random, heading, vars);
    const level = random.chance(0.8) ? 2 : 3;
    // A section under the title starts at level 2 (headings never skip a level).
    out.push(blocks.header(text, index === 0 ? 2 : level));
    out.push(blocks.paragraph(deck.take(random.int(2, 3), vars)));
    if (random.chance(0.6)) out.push(...extra(body));
  });
  if (topic === 'guide')
    out.push(
      blocks.list(
        'ordered',
        random.sample(inputs.releases, 5).map((release) => item(releaseLink(release))),
      ),
    );
  out.push(blocks.paragraph(deck.take(2, vars)));
  return out;
}

function datesTable(random: Random, blocks: BlockFactory, vars: Vars, withHeadings: boolean): Block {
  const months = random.sample(['March', 'April', 'May', 'June', 'September', 'October'], 4).sort();
  const cities = [vars.city, vars.city2, vars.city3, ...random.sample(CITIES, 2)].map(String);
  const rows = months.map((month, i) => [`${random.int(1, 28)} ${month}`, needed(cities[i], 'a city per month'), random.pick(VENUES).name]);
  return blocks.table(withHeadings ? [['Date', 'City', 'Venue'], ...rows] : rows, {
    withHeadings,
    ...(withHeadings ? { footer: ['More dates to be announced', '', ''] } : {}),
    caption: 'Tour dates (local times)',
  });
}

/** One optional extra for a post body, drawn so that every kind turns up across the set. */
function extra(body: BodyInputs): Block[] {
  const { random, blocks, inputs, vars, slug } = body;
  const kind = random.pick(['quote', 'image', 'imageUrl', 'list', 'embed', 'iframe', 'delimiter', 'divider', 'banner'] as const);
  switch (kind) {
    case 'quote':
      return [blocks.quote(`${vars.quote}.`, random.chance(0.5) ? 'left' : 'center', String(vars.artistName))];
    case 'image':
      return [
        blocks.imageFile(
          inputs.files.file('image', `post-image:${slug}`, `${vars.artistName} at work`),
          fill(random, '{artistName} in {place}.', vars),
        ),
      ];
    case 'imageUrl':
      // The url variant of an image block, on this site's own assets: a fictional host would never load.
      return [blocks.imageUrl(`/assets/${inputs.files.file('image', `post:${slug}`, slug)}`, 'Photo: Lumen Tide press archive.')];
    case 'list':
      return [
        blocks.list('unordered', [
          item(fill(random, 'Vinyl: {texture} on heavyweight wax', vars)),
          item('Digital: MP3, WAV and FLAC'),
          item('Cassette: a small run for the shop'),
        ]),
      ];
    case 'embed':
      return [
        embedBlock(
          random,
          blocks,
          inputs.files,
          random.pick<EmbedService>(['youtube', 'vimeo', 'soundcloud']),
          fill(random, '{artistName} – {title}', vars),
          slug,
        ),
      ];
    case 'iframe':
      return [blocks.iframe(embeddedClip(inputs.files), 'Watch the full session.')];
    case 'delimiter':
      return [blocks.delimiter()];
    case 'divider':
      return [blocks.divider()];
    case 'banner':
      return [blocks.slot({ kind: 'banners', item: random.pick(inputs.bannerIds) })];
  }
}
