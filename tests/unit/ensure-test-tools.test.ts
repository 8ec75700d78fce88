import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.resolve(__dirname, '..', '..', 'scripts', 'ensure-test-tools.sh');

/** Runs the pretest step on a PATH of fake commands only: no apt, nothing installed for real. */
function run(commands: Record<string, string>, env: Record<string, string> = {}) {
  const bin = mkdtempSync(path.join(os.tmpdir(), 'test-tools-'));
  try {
    for (const [name, body] of Object.entries(commands)) {
      writeFileSync(path.join(bin, name), `#!/bin/sh\n${body}\n`);
      chmodSync(path.join(bin, name), 0o755);
    }
    return spawnSync('/bin/sh', [script], { env: { PATH: bin, ...env }, encoding: 'utf8' });
  } finally {
    rmSync(bin, { recursive: true, force: true });
  }
}

describe('the pretest step (scripts/ensure-test-tools.sh)', () => {
  it('passes silently when redis-server, nginx, Chromium and its headless shell are there', () => {
    const result = run(
      { 'redis-server': 'exit 0', nginx: 'exit 0', id: 'echo 1000' },
      { CHROMIUM_PATH: '/bin/sh', CHROMIUM_HEADLESS_SHELL_PATH: '/bin/sh' },
    );
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
  });

  it('without root and apt, stops at once with one line naming the packages to install', () => {
    const result = run(
      { id: 'echo 1000' },
      { CHROMIUM_PATH: '/nonexistent/chromium', CHROMIUM_HEADLESS_SHELL_PATH: '/nonexistent/shell', NGINX_PATH: '/nonexistent/nginx' },
    );
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'npm test needs these Debian packages; install them first (as root: apt-get install redis-server nginx chromium fonts-liberation chromium-headless-shell)',
    ]);
  });

  it('as root with apt-get, installs only what is missing', () => {
    const result = run(
      { id: 'echo 0', 'apt-get': 'echo "apt-get $*" >&2', 'redis-server': 'exit 0' },
      { CHROMIUM_PATH: '/nonexistent/chromium', CHROMIUM_HEADLESS_SHELL_PATH: '/bin/sh', NGINX_PATH: '/nonexistent/nginx' },
    );
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('apt-get update -qq');
    expect(result.stderr).toContain('apt-get install -y -qq --no-install-recommends nginx chromium fonts-liberation');
    expect(result.stderr).not.toMatch(/install.*redis-server/);
  });

  it('installs the headless shell on a machine that has Chromium only', () => {
    const result = run(
      { id: 'echo 0', 'apt-get': 'echo "apt-get $*" >&2', 'redis-server': 'exit 0', nginx: 'exit 0' },
      { CHROMIUM_PATH: '/bin/sh', CHROMIUM_HEADLESS_SHELL_PATH: '/nonexistent/shell' },
    );
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('apt-get install -y -qq --no-install-recommends chromium-headless-shell');
  });
});
