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

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
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
