import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';

export interface StaticAssetsOptions {
  /** Source maps hold the original source: production keeps them off the web (SERVE_SOURCE_MAPS). */
  serveSourceMaps: boolean;
}

const encodings = [
  { token: 'br', suffix: '.br' },
  { token: 'gzip', suffix: '.gz' },
] as const;

/**
 * /assets: the hashed build output. Names change with content, so files are immutable for a year.
 * The build writes .br and .gz twins; the best one the client accepts is sent as it is, so nothing
 * is compressed per request. Anything missing is a plain 404, never a rendered page. An address
 * that is not valid percent-encoding is the client's mistake: 400, logged at warn.
 */
export function staticAssets(dir: string, options: StaticAssetsOptions): Router {
  const router = express.Router();
  router.use(decodablePath);
  if (!options.serveSourceMaps) router.use(withoutSourceMaps);
  router.use(precompressed(dir));
  router.use(
    express.static(dir, {
      immutable: true,
      maxAge: '365d',
      index: false,
      fallthrough: false,
      setHeaders: (res, file) => {
        if (file.endsWith('manifest.json')) res.setHeader('Cache-Control', 'no-store');
      },
    }),
  );
  return router;
}

/** `/assets/a/%ff.js` cannot name a file: refused before any handler tries to decode it. */
const decodablePath: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    req.log.warn({ path: req.path.slice(0, 200) }, 'malformed percent-encoding in an asset address');
    res.status(400).json({ error: 'Malformed percent-encoding in the address' });
    return;
  }
  next();
};

/** A .map (or its .br/.gz twin) answers 404 as if it were not there. */
const withoutSourceMaps: RequestHandler = (req, res, next) => {
  if (!/\.map(\.(br|gz))?$/i.test(decodeURIComponent(req.path))) return next();
  res.status(404).json({ error: 'Not found' });
};

function precompressed(dir: string): RequestHandler {
  const available = new Map<string, boolean>();
  const exists = (file: string) => {
    let found = available.get(file);
    if (found === undefined) available.set(file, (found = existsSync(file)));
    return found;
  };
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = path.join(dir, path.normalize(decodeURIComponent(req.path)));
    if (!file.startsWith(dir + path.sep) || !/\.(js|css|map|svg|json)$/.test(file)) return next();
    // Our preference decides between encodings the client accepts equally (browsers list gzip first).
    const encoding = encodings.find((e) => req.acceptsEncodings(e.token) === e.token);
    res.vary('Accept-Encoding');
    if (!encoding || !exists(file + encoding.suffix)) return next();
    // The type of the original file, not of the .br/.gz twin.
    res.type(path.extname(file)).set('Content-Encoding', encoding.token);
    res.sendFile(file + encoding.suffix, { immutable: true, maxAge: '365d' }, (error) => error && next(error));
  };
}
