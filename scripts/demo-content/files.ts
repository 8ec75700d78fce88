/**
 * The asset registry: every module asks it for a file id when it references an image or audio
 * preview, so files.json holds exactly the referenced files and nothing else.
 */
import type { FileArt, FileId, FileRecord } from '../../server/sources/content/model';
import { Random, uuidFromString } from './random';

const SIZES: Record<FileRecord['kind'], { width: number; height: number } | undefined> = {
  cover: { width: 1400, height: 1400 },
  artist: { width: 1200, height: 1500 },
  image: { width: 1600, height: 1067 },
  logo: { width: 600, height: 600 },
  audio: undefined,
  video: undefined,
};

const PALETTE = [
  '#0b1d2a',
  '#123c4a',
  '#1f6f78',
  '#3aa7a3',
  '#9bd4c9',
  '#f2e8cf',
  '#e7a977',
  '#c8553d',
  '#5b3a6b',
  '#22223b',
  '#f4d35e',
  '#ee964b',
];

export interface FileOptions {
  width?: number;
  height?: number;
  duration_seconds?: number;
  /** Video: the clip under content/ (video-clip.ts makes it). */
  file?: string;
  /**
   * Images: what the picture shows (a flyer's words), beyond a pattern from the seed. A picture
   * that changes takes a new seed, so a new id: the site and browsers keep own assets as immutable.
   */
  art?: FileArt;
  /** Images: paint with these colours instead of ones drawn from the seed. */
  colours?: string[];
}

export class FileRegistry {
  private readonly bySeed = new Map<string, FileRecord>();

  /** The id of the file generated from `seed`; the same seed always names the same file. */
  file(kind: FileRecord['kind'], seed: string, title: string, options: FileOptions = {}): FileId {
    const existing = this.bySeed.get(seed);
    if (existing) return existing.id;
    const record: FileRecord = { id: uuidFromString(seed), kind, title, seed };
    const size = SIZES[kind];
    if (size) {
      record.width = options.width ?? size.width;
      record.height = options.height ?? size.height;
      // Two or three colours the generated artwork is painted with.
      const random = new Random(`colours:${seed}`);
      const drawn = random.sample(PALETTE, random.int(2, 3));
      record.colours = options.colours ?? drawn;
      if (options.art) record.art = options.art;
    }
    if (options.duration_seconds !== undefined) record.duration_seconds = options.duration_seconds;
    if (options.file !== undefined) record.file = options.file;
    this.bySeed.set(seed, record);
    return record.id;
  }

  /** The record behind an id this registry handed out. */
  record(id: FileId): FileRecord {
    const found = [...this.bySeed.values()].find((record) => record.id === id);
    if (!found) throw new Error(`No file ${id} in the registry`);
    return found;
  }

  records(): FileRecord[] {
    return [...this.bySeed.values()];
  }
}
