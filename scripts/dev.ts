/**
 * npm run dev: development build, server started, and on any change to the sources a rebuild and
 * a restart. The server gets SIGTERM and drains like in production.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { watch } from 'node:fs';
import path from 'node:path';
import { build } from '../esbuild.config';

const root = path.resolve(__dirname, '..');
const watched = ['server', 'client', 'shared', 'views', 'content', 'public'];
let server: ChildProcess | undefined;
let timer: NodeJS.Timeout | undefined;
let building = Promise.resolve();

function stopServer(): Promise<void> {
  const running = server;
  server = undefined;
  if (!running || running.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    running.once('exit', () => resolve());
    running.kill('SIGTERM');
  });
}

async function rebuildAndRestart() {
  const started = Date.now();
  try {
    await build({ mode: 'development' });
  } catch (error) {
    console.error('Build failed; keeping the last server running.\n', error);
    return;
  }
  await stopServer();
  server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/index.js'], {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', SHUTDOWN_TIMEOUT_MS: '2000', ...process.env },
  });
  console.log(`dev: built and restarted in ${Date.now() - started} ms`);
}

for (const dir of watched) {
  watch(path.join(root, dir), { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      building = building.then(rebuildAndRestart);
    }, 150);
  });
}
building = building.then(rebuildAndRestart);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void stopServer().then(() => process.exit(0)));
}
