import { ConfigError, loadConfig } from './config';
import { exitOnSignals } from './shutdown';
import { createSite, listen } from './start';

/** The process: configuration, listening, graceful shutdown. The app itself is built in app.ts. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const site = await createSite(config);
  const server = await listen(site, config);
  exitOnSignals(
    server,
    site.lifecycle,
    { delayMs: config.shutdownDelayMs, timeoutMs: config.shutdownTimeoutMs },
    site.logger,
  );
}

main().catch((error) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
