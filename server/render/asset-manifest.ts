import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Written by esbuild.config.ts: hashed URLs of the client build. */
export interface AssetManifest {
  /** The hydrating entry module. */
  entry: string;
  /** The entry that hydrates a page island by island (docs/decisions/0118; absent from older builds). */
  islandsEntry?: string;
  stylesheets: string[];
  /** Self-hosted font files every page preloads (absent from older builds). */
  fonts?: string[];
  /** Per page module (shared/pages/<name>): its chunk and the chunks it imports. */
  pages: Record<string, string[]>;
}

export const clientOutDir = path.resolve('dist', 'client');
export const assetsUrlPrefix = '/assets/';

export function readAssetManifest(dir = clientOutDir): AssetManifest {
  const file = path.join(dir, 'manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as AssetManifest;
  } catch (error) {
    throw new Error(`No client build at ${path.relative(process.cwd(), file)}: run npm run build first`, {
      cause: error,
    });
  }
}

/** Chunks to preload for the matched pages, without duplicates, entry excluded. */
export function modulePreloadsFor(manifest: AssetManifest, pageModules: string[]): string[] {
  const urls = new Set<string>();
  for (const name of pageModules) for (const url of manifest.pages[name] ?? []) urls.add(url);
  urls.delete(manifest.entry);
  return [...urls];
}

/**
 * The assets a page links for how the browser takes it over: the whole-document entry with the
 * page's chunks, or the islands entry alone (each island loads its own chunk when asked for).
 */
export function assetsForHydration(manifest: AssetManifest, hydration: 'document' | 'islands'): AssetManifest {
  if (hydration === 'document') return manifest;
  if (!manifest.islandsEntry) throw new Error('This build has no islands entry: run npm run build');
  return { ...manifest, entry: manifest.islandsEntry, pages: {} };
}
