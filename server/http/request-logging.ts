import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { redactUrl } from '../sources/http/redact-url';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** A sane incoming x-request-id (from the load balancer), else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The request's id, echoed back. */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const id = requestIdOf(req);
  res.setHeader('X-Request-Id', id);
  return id;
}

/** Express rewrites req.url inside mounted routers; the address the client asked for is kept here. */
function originalUrl(req: IncomingMessage & { originalUrl?: string }): string {
  return req.originalUrl ?? req.url ?? '';
}

/** Health checks and static assets are routine: logged only at debug. */
function isRoutine(url: string): boolean {
  return url === '/healthz' || url === '/readyz' || url.startsWith('/assets/') || url === '/favicon.svg' || url === '/favicon.ico';
}

export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: requestId,
    customLogLevel: (req, res, err) => {
      // A 503 is an outside source being unavailable: its circuit breaker logs the cause at error
      // level once per interval (docs/decisions/0025); one error line per visitor would flood.
      if (res.statusCode === 503) return 'warn';
      if (err || res.statusCode >= 500) return 'error';
      if (isRoutine(originalUrl(req))) return 'debug';
      return 'info';
    },
    // Only what an operator needs; headers such as cookies never reach the serialiser output.
    serializers: {
      req: (req) => ({ id: req.id, method: req.method, url: redactUrl(originalUrl(req.raw)), remoteAddress: req.remoteAddress }),
      res: (res) => ({ statusCode: res.statusCode }),
    },
  });
}
