import pino, { type Logger } from 'pino';

/**
 * Paths pino removes before a line is written. Tokens, cookies and the cart identity never reach
 * the logs; request bodies are never logged at all (pino-http does not serialise them).
 */
export const redactedPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-cart-token"]',
  'req.headers["x-preview-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.accessToken',
  '*.secret',
];

/** Lines are written to stdout in batches of about this many bytes... */
export const LOG_BATCH_BYTES = 4096;
/** ...or at least this often, so a quiet site's lines still show at once. */
export const LOG_FLUSH_INTERVAL_MS = 250;

/**
 * Lines go to stdout (the container's log driver), in batches: one system call per line was the
 * largest cost of a page-cache hit (each hit writes an access line). Writes are asynchronous, and
 * pino writes what is still buffered when the process exits (also through process.exit); only a
 * SIGKILL can lose the last quarter second of lines (docs/decisions/0041).
 */
function stdoutInBatches(): pino.DestinationStream {
  return pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_INTERVAL_MS });
}

export function createLogger(level: string, destination: pino.DestinationStream = stdoutInBatches()): Logger {
  return pino(
    {
      level,
      base: { service: 'label-site' },
      redact: { paths: redactedPaths, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

export type { Logger };
