/**
 * Prose and Editor.js blocks for the demo label: templates filled from the word lists with a
 * seeded stream, so the copy reads naturally but comes out the same on every run.
 */
import type { ArtistRecord, Block, BlockSlot, FileId, ListItem, ProductGroupRecord } from '../../server/sources/content/model';
import { Random } from './random';
import { CITIES, GENRES, INSTRUMENTS, MOODS, PLACES, TEXTURES, TITLE_ADJECTIVES, TITLE_NOUNS } from './words';

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A header's anchor: lowercase, non-alphanumerics to '-', trimmed. */
export function anchorFrom(text: string): string {
  return text
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Values a template may use besides the ones passed in. */
const FILLERS: Record<string, readonly string[]> = {
  genre: GENRES,
  city: CITIES,
  mood: MOODS,
  texture: TEXTURES,
  instrument: INSTRUMENTS,
  place: PLACES,
  adj: TITLE_ADJECTIVES.map((word) => word.toLowerCase()),
  noun: TITLE_NOUNS.map((word) => word.toLowerCase()),
};

export type Vars = Record<string, string | number>;

const ONES = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** Counts under a hundred read better as words in prose. */
export function numberWord(n: number): string {
  if (n < 20) return ONES[n]!;
  if (n < 100) return TENS[Math.floor(n / 10)]! + (n % 10 ? `-${ONES[n % 10]!}` : '');
  return String(n);
}

/** "a unhurried" → "an unhurried", leaving "a euphoric" alone. */
function fixArticles(text: string): string {
  return text.replace(/\b([Aa]) (?=(?:[aio]|e(?!u)|un)[a-z])/g, '$1n ');
}

/** Fills `{key}` placeholders from vars, then from the word lists (never the same word twice). */
export function fill(random: Random, template: string, vars: Vars = {}): string {
  const used = new Set<string>();
  const text = template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (key in vars) return String(vars[key]);
    const words = FILLERS[key];
    if (!words) throw new Error(`No filler for ${whole} in "${template}"`);
    const word = random.pick(words.filter((candidate) => !used.has(candidate)));
    used.add(word);
    return word;
  });
  return fixArticles(text);
}

/**
 * Sentence templates dealt without replacement, so one text never repeats a sentence (the deck
 * reshuffles only once it runs out).
 */
export class Deck {
  private cards: string[] = [];

  constructor(
    private readonly random: Random,
    private readonly templates: readonly string[],
  ) {}

  /** `count` sentences, filled and joined. */
  take(count: number, vars: Vars = {}): string {
    const out: string[] = [];
    for (let i = 0; i < count; i++) {
      if (this.cards.length === 0) this.cards = this.random.shuffle(this.templates);
      out.push(capitalise(fill(this.random, this.cards.pop() as string, vars)));
    }
    return out.join(' ');
  }
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Builds blocks with Editor.js-style random ids from one stream. */
export class BlockFactory {
  constructor(private readonly random: Random) {}

  private id(): string {
    return this.random.chars(10, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-');
  }

  paragraph(text: string): Block {
    return { id: this.id(), type: 'paragraph', data: { text } };
  }

  header(text: string, level: 1 | 2 | 3 | 4 | 5 | 6 = 2): Block {
    return { id: this.id(), type: 'header', data: { text, level, anchor: anchorFrom(text) } };
  }

  code(code: string): Block {
    return { id: this.id(), type: 'code', data: { code } };
  }

  delimiter(): Block {
    return { id: this.id(), type: 'delimiter', data: {} };
  }

  divider(): Block {
    return { id: this.id(), type: 'divider', data: {} };
  }

  raw(html: string): Block {
    return { id: this.id(), type: 'raw', data: { html } };
  }

  imageFile(file: FileId, caption: string, width = 1600, height = 1067): Block {
    return { id: this.id(), type: 'image', data: { file: { id: file, width, height }, caption } };
  }

  imageUrl(url: string, caption: string): Block {
    return { id: this.id(), type: 'image', data: { url, caption } };
  }

  list(style: 'ordered' | 'unordered', items: ListItem[]): Block {
    return { id: this.id(), type: 'list', data: { style, items } };
  }

  quote(text: string, alignment: 'left' | 'center', caption?: string): Block {
    return { id: this.id(), type: 'quote', data: caption ? { text, caption, alignment } : { text, alignment } };
  }

  table(content: string[][], options: { withHeadings: boolean; footer?: string[]; caption?: string }): Block {
    return { id: this.id(), type: 'table', data: { withHeadings: options.withHeadings, content, ...optional(options) } };
  }

  embed(data: { service: string; source: string; embed: string; width: number; height: number; caption?: string }): Block {
    return { id: this.id(), type: 'embed', data };
  }

  iframe(embed: string, caption?: string): Block {
    return { id: this.id(), type: 'iframe', data: caption ? { embed, caption } : { embed } };
  }

  slot(data: BlockSlot): Block {
    return { id: this.id(), type: 'slot', data };
  }
}

function optional(options: { footer?: string[]; caption?: string }): { footer?: string[]; caption?: string } {
  const out: { footer?: string[]; caption?: string } = {};
  if (options.footer) out.footer = options.footer;
  if (options.caption) out.caption = options.caption;
  return out;
}

export function item(content: string, items: ListItem[] = []): ListItem {
  return { content, items };
}

// Dates: all arithmetic in UTC so the output never depends on the machine's time zone.

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function isoDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, '.000Z');
}

export function utc(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** A random moment between two dates (inclusive of the start). */
export function between(random: Random, from: Date, to: Date): Date {
  return new Date(from.getTime() + Math.floor(random.float() * (to.getTime() - from.getTime())));
}

/** The date the demo is written around: content before it is past, after it upcoming. */
export const DEMO_TODAY = utc(2026, 11, 21);

// Links and dates of catalogue records, as rich text uses them.

export const artistLink = (artist: ArtistRecord) => `<a href="/artists/${artist.slug}">${artist.name}</a>`;
export const releaseLink = (release: ProductGroupRecord) => `<a href="/products/${release.slug}"><i>${release.title}</i></a>`;
export const releaseTime = (release: ProductGroupRecord) => new Date(`${release.release_date}T00:00:00Z`).getTime();
