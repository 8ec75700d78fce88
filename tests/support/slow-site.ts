/**
 * The real server process (listen + signal handling) with a content source that answers slowly,
 * so a test can have requests in flight when it sends SIGTERM. Started by tests, never deployed.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { loadConfig } from '../../server/config';
import { exitOnSignals } from '../../server/shutdown';
import { listen } from '../../server/start';
import { createTestSite } from './test-site';

async function main() {
  const config = loadConfig(process.env);
  const slowMs = Number(process.env.SLOW_CONTENT_MS ?? 500);
  const { app, lifecycle, sources } = await createTestSite({ ready: false });
  const base = sources.content;
  sources.content = {
    ...base,
    getSiteSettings: async (options) => (await delay(slowMs), base.getSiteSettings(options)),
  };
  const { createLogger } = await import('../../server/logger');
  const logger = createLogger(config.logLevel);
  const server = await listen({ app, lifecycle, logger }, config);
  exitOnSignals(server, lifecycle, { delayMs: config.shutdownDelayMs, timeoutMs: config.shutdownTimeoutMs }, logger);
}

void main();
