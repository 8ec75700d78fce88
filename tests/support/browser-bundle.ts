import type { BuildOptions } from 'esbuild';

/** How the browser bundle is built, in memory, for tests that look at what it ships. */
export const inMemoryBrowserBuild = {
  bundle: true,
  write: false,
  metafile: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  logLevel: 'silent',
} as const satisfies BuildOptions;
