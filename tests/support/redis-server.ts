import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './free-port';

/**
 * A throwaway Debian `redis-server` on a free loopback port, for the fleet tests: no persistence, no
 * config file. `kill()` ends it the hard way (SIGKILL, as a crash); `start()` brings it back on the
 * same port. The suite's pretest step (scripts/ensure-test-tools.sh) makes sure it is installed.
 */
export class TestRedisServer {
  private process: ChildProcess | null = null;
  private constructor(readonly port: number) {}

  static async start(): Promise<TestRedisServer> {
    const server = new TestRedisServer(await freePort());
    await server.start();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts it, unless it is running. */
  async start(): Promise<void> {
    if (this.process && this.process.exitCode === null) return;
    const child = spawn(
      process.env.REDIS_SERVER_PATH ?? 'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--maxmemory-policy', 'volatile-lru'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.process = child;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis-server did not start within 10 s:\n${output}`)), 10_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(new Error(`redis-server could not be started (${error.message}); install the Debian package redis-server`));
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited with ${code}:\n${output}`));
      });
    });
    child.stdout.resume();
    child.stderr.resume();
  }

  /** SIGKILL: no goodbye to the clients, as when Redis crashes. Resolves once it is gone. */
  async kill(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
      child.kill('SIGCONT'); // a paused process dies only once resumed
    });
  }

  /** SIGSTOP / SIGCONT: Redis hangs (connections open, no answers), then carries on. */
  pause(): void {
    this.process?.kill('SIGSTOP');
  }

  resume(): void {
    this.process?.kill('SIGCONT');
  }

  stop(): Promise<void> {
    return this.kill();
  }
}
