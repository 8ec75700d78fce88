import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFormat } from './transform-image';

/** A transformed image as the disk keeps it. */
export interface CachedTransform {
  bytes: Buffer;
  format: OutputFormat;
}

export interface TransformDiskCache {
  get(key: string): Promise<CachedTransform | null>;
  put(key: string, value: CachedTransform): Promise<void>;
  /** Bytes the folder holds now. */
  readonly sizeBytes: number;
}

const FORMATS: readonly OutputFormat[] = ['jpeg', 'png', 'webp', 'avif'];
const FILE_NAME = /^([0-9a-f]{64})\.(jpeg|png|webp|avif)$/;

interface Entry {
  file: string;
  size: number;
  format: OutputFormat;
}

/**
 * Transformed images kept on disk (IMAGE_CACHE_DIR, beside the data folder), so a restart or
 * another replica on the same volume finds them and each variant is encoded once. Names are the
 * SHA-256 of the transformation's key (nothing from the request reaches a path); each file is
 * written under a temporary name and renamed, so a reader never sees half a file; the least
 * recently used files go once the folder holds more than `maxBytes`.
 */
export function createTransformDiskCache({ dir, maxBytes }: { dir: string; maxBytes: number }): TransformDiskCache {
  mkdirSync(dir, { recursive: true });
  // Map order is use order: the first entry is the least recently used.
  const entries = new Map<string, Entry>();
  let total = 0;

  // What an earlier run left, oldest first; half-written files of a crash are removed.
  const found: (Entry & { hash: string; mtime: number })[] = [];
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    const match = FILE_NAME.exec(name);
    if (!match) {
      if (name.endsWith('.tmp')) rmSync(file, { force: true });
      continue;
    }
    const stat = statSync(file);
    found.push({ hash: match[1]!, file, size: stat.size, format: match[2] as OutputFormat, mtime: stat.mtimeMs });
  }
  for (const { hash, mtime: _mtime, ...entry } of found.sort((a, b) => a.mtime - b.mtime)) {
    entries.set(hash, entry);
    total += entry.size;
  }

  const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

  async function evict(): Promise<void> {
    while (total > maxBytes) {
      const oldest = entries.entries().next();
      if (oldest.done) return;
      const [hash, entry] = oldest.value;
      entries.delete(hash);
      total -= entry.size;
      await rm(entry.file, { force: true });
    }
  }

  return {
    get sizeBytes() {
      return total;
    },
    async get(key) {
      const hash = hashOf(key);
      const entry = entries.get(hash);
      if (!entry) return null;
      try {
        const bytes = await readFile(entry.file);
        entries.delete(hash);
        entries.set(hash, entry);
        return { bytes, format: entry.format };
      } catch {
        // Removed behind our back (an operator, another replica's eviction): made again.
        entries.delete(hash);
        total -= entry.size;
        return null;
      }
    },
    async put(key, value) {
      if (!FORMATS.includes(value.format) || value.bytes.length > maxBytes) return;
      const hash = hashOf(key);
      const file = path.join(dir, `${hash}.${value.format}`);
      const temporary = path.join(dir, `${hash}.${randomUUID()}.tmp`);
      await writeFile(temporary, value.bytes);
      await rename(temporary, file);
      const previous = entries.get(hash);
      if (previous) {
        entries.delete(hash);
        total -= previous.size;
        if (previous.file !== file) await rm(previous.file, { force: true });
      }
      entries.set(hash, { file, size: value.bytes.length, format: value.format });
      total += value.bytes.length;
      await evict();
    },
  };
}
