import { needed } from './needed';
/**
 * Seeded randomness for the demo generator. Every module takes its own stream, named after what it
 * builds, so adding a post never reshuffles the artists: the output stays stable byte for byte.
 */
import { mulberry32 } from '../../server/media/seeded-random';

/** Hashes a string to a 32-bit seed (FNV-1a). */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export class Random {
  private readonly next: () => number;

  constructor(seed: string) {
    this.next = mulberry32(hashString(`lumen-tide:${seed}`));
  }

  /** A float in [0, 1). */
  float(): number {
    return this.next();
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.min(count, items.length));
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  }

  /** Picks by weight: [[value, weight], ...]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return needed(entries.at(-1), 'a weighted entry')[0];
  }

  /** Random characters from an alphabet (block ids, video ids, channel ids). */
  chars(length: number, alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'): string {
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(this.next() * alphabet.length)]!;
    return out;
  }
}

/** A UUID-v4-shaped id derived from a string, so the same asset keeps its id across runs. */
export function uuidFromString(text: string): string {
  const random = new Random(`uuid:${text}`);
  const hex = random.chars(32, '0123456789abcdef').split('');
  hex[12] = '4';
  hex[16] = '89ab'[random.int(0, 3)]!;
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
