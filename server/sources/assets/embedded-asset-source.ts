import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import Joi from 'joi';
import { renderAudioPreview } from '../../media/audio-preview';
import { ByteLru } from '../../media/byte-lru';
import { renderCoverArt } from '../../media/cover-art';
import { renderFileArt } from '../../media/file-art';
import { renderBanner, renderLogo } from '../../media/generic-image';
import { renderPortrait } from '../../media/portrait';
import { VIDEO_FILE, fileArt } from '../content/content-schema';
import type { AssetSource, FileKind, FileRecord, StoredAsset } from './asset-source';

export const defaultImageSizes: Record<Exclude<FileKind, 'audio' | 'video'>, { width: number; height: number }> = {
  cover: { width: 1400, height: 1400 },
  artist: { width: 1200, height: 1200 },
  image: { width: 1600, height: 900 },
  logo: { width: 600, height: 200 },
};

export const defaultAudioSeconds = 20;

export interface EmbeddedAssetSourceOptions {
  /** Memory for generated files; least recently used ones are dropped beyond it. */
  cacheBytes?: number;
}

/**
 * The asset source `npm start` uses: file records from a JSON file, each file generated on its
 * first request and kept in a byte-bounded LRU, so a page full of covers costs one render each.
 * Video records name a clip beside the JSON (encoded when content was generated): read once and
 * kept, however many records share it.
 */
export async function createEmbeddedAssetSource(filesJsonPath: string, options: EmbeddedAssetSourceOptions = {}): Promise<AssetSource> {
  let text: string;
  try {
    text = await readFile(filesJsonPath, 'utf8');
  } catch (error) {
    throw new Error(`${filesJsonPath}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`, { cause: error });
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${filesJsonPath}: not valid JSON (${(error as Error).message})`, { cause: error });
  }
  const contentDir = path.dirname(filesJsonPath);
  const records = new Map(parseFileRecords(data, filesJsonPath).map((record) => [record.id, record]));
  await assertClipsExist([...records.values()], contentDir, filesJsonPath);
  const cache = new ByteLru<StoredAsset>(options.cacheBytes ?? 64 * 1024 * 1024, (asset) => asset.bytes.length);
  const clips = new Map<string, Promise<Buffer>>();
  const readClip = (file: string) => {
    let bytes = clips.get(file);
    if (!bytes) {
      bytes = readFile(path.join(contentDir, file));
      clips.set(file, bytes);
      bytes.catch(() => clips.delete(file));
    }
    return bytes;
  };

  return {
    async getAsset(id) {
      const record = records.get(id);
      if (!record) return null;
      if (record.kind === 'video') return videoAsset(record, await readClip(record.file!));
      return cache.getOrCompute(id, () => generateFile(record, contentDir));
    },
  };
}

/** A video record whose clip is missing stops start-up with one line, not a broken player later. */
async function assertClipsExist(records: FileRecord[], contentDir: string, fileName: string): Promise<void> {
  const clips = new Set(records.flatMap((record) => (record.kind === 'video' ? [record.file!] : [])));
  for (const clip of clips) {
    await access(path.join(contentDir, clip)).catch(() => {
      throw new Error(`${fileName}: the video clip ${clip} is missing beside it (npm run content:generate makes it, with ffmpeg)`);
    });
  }
}

function videoAsset(record: FileRecord, bytes: Buffer): StoredAsset {
  return { id: record.id, type: 'video/webm', filename: `${slug(record.title, record.id)}.webm`, bytes };
}

const hexColour = Joi.string().pattern(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, 'a #rgb or #rrggbb colour');
const imageKinds = ['cover', 'artist', 'image', 'logo'];

const recordSchema = Joi.object({
  id: Joi.string().guid({ version: 'uuidv4' }).required(),
  kind: Joi.string()
    .valid(...imageKinds, 'audio', 'video')
    .required(),
  title: Joi.string().min(1).max(200).required(),
  seed: Joi.string().min(1).max(200).required(),
  width: Joi.number()
    .integer()
    .min(16)
    .max(4000)
    .when('kind', { is: Joi.valid('audio', 'video'), then: Joi.forbidden() }),
  height: Joi.number()
    .integer()
    .min(16)
    .max(4000)
    .when('kind', { is: Joi.valid('audio', 'video'), then: Joi.forbidden() }),
  file: Joi.string()
    .pattern(VIDEO_FILE, 'media/{name}.webm')
    .when('kind', { is: 'video', then: Joi.required(), otherwise: Joi.forbidden() }),
  duration_seconds: Joi.number().min(1).max(120).when('kind', { is: 'audio', otherwise: Joi.forbidden() }),
  colours: Joi.array().items(hexColour).min(1).max(8),
  art: fileArt.when('kind', { is: Joi.valid('audio', 'video'), then: Joi.forbidden() }),
});

/**
 * Checks every record; throws one line naming the file, the record index and the field, so a typo
 * in files.json is found at start-up rather than as a broken image later.
 */
export function parseFileRecords(data: unknown, fileName: string): FileRecord[] {
  if (!Array.isArray(data)) throw new Error(`${fileName}: must be a JSON array of file records`);
  const firstIndexById = new Map<string, number>();
  return data.map((item, index) => {
    const { value, error } = recordSchema.validate(item, {
      abortEarly: true,
      convert: false,
      errors: { label: false },
      messages: { 'string.pattern.name': 'must be {{#name}}' },
    });
    if (error) {
      const detail = error.details[0];
      const field = detail?.path.length ? detail.path.join('.') : '(record)';
      throw new Error(`${fileName}: record ${index}, field "${field}": ${detail?.message ?? 'is invalid'}`);
    }
    const record = value as FileRecord;
    const earlier = firstIndexById.get(record.id);
    if (earlier !== undefined) throw new Error(`${fileName}: record ${index}, field "id": repeats the id of record ${earlier}`);
    firstIndexById.set(record.id, index);
    return record;
  });
}

/**
 * The bytes of one record, made from its seed; a video's clip is read from `contentDir`, where
 * content generation encoded it.
 */
export async function generateFile(record: FileRecord, contentDir?: string): Promise<StoredAsset> {
  if (record.kind === 'video') {
    if (!contentDir) throw new Error(`File ${record.id}: a video is read from the content folder, and none was given`);
    return videoAsset(record, await readFile(path.join(contentDir, record.file!)));
  }
  if (record.kind === 'audio') {
    const bytes = renderAudioPreview({ seed: record.seed, durationSeconds: record.duration_seconds ?? defaultAudioSeconds });
    return { id: record.id, type: 'audio/wav', filename: `${slug(record.title, record.id)}.wav`, bytes };
  }
  const size = defaultImageSizes[record.kind];
  const request = {
    seed: record.seed,
    width: record.width ?? size.width,
    height: record.height ?? size.height,
    colours: record.colours,
  };
  const render = { cover: renderCoverArt, artist: renderPortrait, image: renderBanner, logo: renderLogo }[record.kind];
  const bytes = record.art ? await renderFileArt(record.art, request) : await render(request);
  return { id: record.id, type: 'image/png', filename: `${slug(record.title, record.id)}.png`, bytes };
}

function slug(title: string, fallback: string): string {
  const ascii = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return ascii || fallback;
}
