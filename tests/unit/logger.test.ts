import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import pino from 'pino';
import { createLogger, LOG_BATCH_BYTES, LOG_FLUSH_INTERVAL_MS } from '../../server/logger';

const repoRoot = path.resolve(__dirname, '..', '..');

describe('the process logger', () => {
  it('writes to stdout in batches, asynchronously, flushed at least every quarter second', () => {
    const logger = createLogger('silent');
    const stream = (logger as unknown as Record<symbol, { sync?: boolean; fd?: number; minLength?: number; _periodicFlush?: number }>)[
      pino.symbols.streamSym
    ];
    expect(stream?.fd).toBe(1);
    expect(stream?.sync).toBe(false);
    expect(stream?.minLength).toBe(LOG_BATCH_BYTES);
    expect(stream?._periodicFlush).toBe(LOG_FLUSH_INTERVAL_MS);
  });

  it("writes a lone line while the process keeps running (a quiet site's lines are not held back)", async () => {
    const script = [
      "const { createLogger } = require('./server/logger');",
      "createLogger('info').info('alone');",
      'setInterval(() => undefined, 1000);',
    ].join('\n');
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // The child never exits by itself: the line can only come from the periodic flush.
    const line = await new Promise<string>((resolve) => readline.createInterface({ input: child.stdout }).once('line', resolve));
    child.kill('SIGKILL');
    await exited;
    expect(JSON.parse(line)).toMatchObject({ msg: 'alone' });
  });

  it('loses no line written just before the process exits', () => {
    const script = [
      "const { createLogger } = require('./server/logger');",
      "const logger = createLogger('info');",
      "for (let i = 0; i < 2000; i++) logger.info({ i }, 'line');",
      'process.exit(0);',
    ].join('\n');
    const child = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: repoRoot, encoding: 'utf8', timeout: 20_000 });
    expect(child.status).toBe(0);
    const lines = child.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { i: number });
    expect(lines).toHaveLength(2000);
    expect(lines.at(-1)!.i).toBe(1999);
  });

  it('keeps a destination it is given (tests capture lines)', () => {
    const lines: string[] = [];
    createLogger('info', { write: (line: string) => void lines.push(line) }).info('captured');
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ msg: 'captured', service: 'label-site' });
  });
});
