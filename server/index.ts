import { ConfigError, loadConfig, type Config } from './config';

/** The process: configuration, listening, graceful shutdown. The app itself is built in app.ts. */
async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  // React and friends pick their production or development build from NODE_ENV when first loaded,
  // so the validated value is set before anything that imports them.
  process.env.NODE_ENV = config.nodeEnv;
  const { createSite, listen } = await import('./start');
  const { exitOnSignals } = await import('./shutdown');

  const site = await createSite(config);
  const server = await listen(site, config);
  exitOnSignals(
    server,
    site.lifecycle,
    { delayMs: config.shutdownDelayMs, timeoutMs: config.shutdownTimeoutMs },
    site.logger,
    // After the last request: Redis connections and background work end before the process does.
    site.close,
  );
}

main().catch((error) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
