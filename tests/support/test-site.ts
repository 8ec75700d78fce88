import { Writable } from 'node:stream';
import path from 'node:path';
import { createApp, type AppDeps } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import type { Sources } from '../../server/graphql/context';
import { createSchema } from '../../server/graphql/schema';
import { Lifecycle } from '../../server/lifecycle';
import { createLogger } from '../../server/logger';
import type { AssetManifest } from '../../server/render/asset-manifest';
import { createSources } from '../../server/start';
import { testFileFolder } from './temp-run-dir';

export const repoRoot = path.resolve(__dirname, '..', '..');

/** A manifest shaped like the build's, so integration tests need no build. */
export const fakeAssets: AssetManifest = {
  entry: '/assets/entry-TEST.js',
  stylesheets: ['/assets/styles-test.css'],
  pages: {
    'content-page': ['/assets/content-page-TEST.js', '/assets/chunks/chunk-SHARED.js'],
    'not-found-page': ['/assets/not-found-page-TEST.js', '/assets/chunks/chunk-SHARED.js'],
  },
};

/** Log lines written during a test, parsed. */
export class LogCapture extends Writable {
  lines: Record<string, unknown>[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) this.lines.push(JSON.parse(line));
    done();
  }
  get text(): string {
    return this.lines.map((l) => JSON.stringify(l)).join('\n');
  }
}

// Loading and validating the demo label takes a moment: once per test file is enough (sources only read).
let demoSources: Promise<Sources> | undefined;
function sharedSources(config: Config): Promise<Sources> {
  demoSources ??= createSources(config);
  return demoSources;
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'https://label.test',
    CONTENT_DIR: path.join(repoRoot, 'content'),
    // Never the repo's data/: each test file keeps its own inbox, store and image cache.
    INBOX_FILE: path.join(testFileFolder(), 'inbox.sqlite'),
    STORE_CARTS_FILE: path.join(testFileFolder(), 'carts.sqlite'),
    IMAGE_CACHE_DIR: path.join(testFileFolder(), 'images'),
    ...env,
  });
}

export async function createTestSite(
  options: { env?: Record<string, string>; sources?: Partial<Sources>; deps?: Partial<AppDeps>; ready?: boolean } = {},
) {
  const config = testConfig(options.env);
  const logs = new LogCapture();
  const lifecycle = new Lifecycle();
  if (options.ready !== false) lifecycle.markReady();
  const sources: Sources = { ...(await sharedSources(config)), ...options.sources };
  const app = createApp(config, {
    logger: createLogger('debug', logs),
    lifecycle,
    schema: createSchema(),
    sources,
    assets: fakeAssets,
    assetsDir: path.join(repoRoot, 'tests', 'fixtures', 'assets'),
    publicDir: path.join(repoRoot, 'public'),
    ...options.deps,
  });
  return { app, config, logs, lifecycle, sources };
}
