import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import Joi from 'joi';
import type { Logger } from 'pino';
import { splitLocalePath } from '../../shared/lib/routing/locale-path';
import { tagsOfChange, WATCHED_COLLECTIONS, type ContentChange } from '../cache/content-events';
import type { PageCache } from '../cache/page-cache';
import type { RevalidationWaves } from '../cache/revalidation-waves';
import type { ChangeCatchUp } from '../cache/change-catch-up';
import { EVERY_PAGE_TAG, pathTag } from '../cache/cdn-tags';
import { secretsEqual } from '../http/preview-cookie';

/**
 * Revalidation: cached pages re-rendered after an edit (docs/decisions/0015-page-cache-and-preview.md).
 * - `GET /api/revalidate{path}` — the preview toolbar's button, for the page the editor is on: needs
 *   a verified preview cookie (401 otherwise); answers once that path's cached pages (every locale
 *   and query) are re-rendered. A failed re-render keeps the last good page.
 * - `POST /api/revalidate` — the CMS webhook: `Authorization: Bearer {REVALIDATE_SECRET}` (401
 *   otherwise; 404 when no secret is configured), JSON, one of:
 *   - what a Directus Flow sends on `items.create`, `items.update`, `items.delete` (its `$trigger`:
 *     `event`, `collection`, `key` or `keys`, `payload`): the pages that showed what changed are
 *     re-rendered (content-events.ts, decision 0093);
 *   - `{"tags": [...]}`: the pages carrying these tags (content-tags.ts);
 *   - `{"paths": ["/about", …]}` or `{"all": true}`.
 *   Anything else is a 400 naming the fields, and changes nothing. Answers 202 at once; the
 *   re-renders run in the background, edits that arrive together in one wave (revalidation-waves.ts).
 */
export interface RevalidateOptions {
  cache: PageCache | null;
  /** Where tags go: gathered into waves of re-renders. */
  waves: RevalidationWaves | null;
  /** Where reported changes go: into those waves, a change of files once their versions are read (changes-to-waves.ts). */
  changes: ((changes: readonly ContentChange[]) => Promise<void>) | null;
  /** Told of each reported change, so that reading it back from the activity log skips it. */
  catchUp: Pick<ChangeCatchUp, 'reported'> | null;
  /** Purges a CDN in front by these tags (and retries, and logs); null without one. */
  purgeCdn: ((tags: string[], log: Logger) => Promise<unknown>) | null;
  revalidateSecret: string | null;
  bodyLimit: string;
  logger: Logger;
}

/** A same-site path without query or fragment, as a page address (see preview.ts for the rules). */
const PAGE_PATH = /^\/(?![/\\])[^?#\\\s\p{Cc}]*$/u;
/** A tag as content-tags.ts writes it. */
const TAG = /^[A-Za-z0-9:._-]+$/;

const webhookBody = Joi.object({
  paths: Joi.array().items(Joi.string().max(2048).pattern(PAGE_PATH)).min(1).max(100).unique(),
  all: Joi.boolean().valid(true),
  tags: Joi.array().items(Joi.string().max(200).pattern(TAG)).min(1).max(1000).unique(),
})
  .xor('paths', 'all', 'tags')
  .required();

/** `items.update`, `product_groups.items.update`, `files.upload`: what Directus names its events. */
const FLOW_EVENT = /^(?:[a-z0-9_]+\.)?(?:items|files)\.(create|update|delete|upload)$/;
const itemKey = Joi.alternatives(
  Joi.string()
    .max(200)
    .pattern(/^[\w-]+$/),
  Joi.number().integer().min(0),
);
/** A Directus Flow's `$trigger` for a change of an item; other fields Directus adds are ignored. */
const flowBody = Joi.object({
  event: Joi.string().max(200).pattern(FLOW_EVENT).required(),
  collection: Joi.string()
    .valid(...WATCHED_COLLECTIONS)
    .required(),
  key: itemKey,
  keys: Joi.array().items(itemKey).min(1).max(10_000),
  // An update's fields, a create's item, or the keys of a delete.
  payload: Joi.alternatives(Joi.object().unknown(true), Joi.array().items(itemKey)),
})
  .or('key', 'keys')
  .unknown(true);

export function revalidateEndpoints({
  cache,
  waves,
  changes,
  catchUp,
  purgeCdn,
  revalidateSecret,
  bodyLimit,
  logger,
}: RevalidateOptions): Router {
  const router = express.Router();

  router.get('/api/revalidate{/*path}', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (res.locals.preview !== true) {
      res.status(401).json({ error: 'Preview mode required' });
      return;
    }
    const segments = (req.params as { path?: string[] }).path ?? [];
    const routePath = splitLocalePath(`/${segments.join('/')}`).path;
    if (!PAGE_PATH.test(routePath) || routePath.length > 2048) {
      res.status(400).json({ error: 'Invalid path', fields: ['path'] });
      return;
    }
    const result = cache ? await cache.revalidatePath(routePath, req.log) : { pages: 0, failed: 0 };
    req.log.info({ path: routePath, ...result }, 'revalidated from preview');
    // The origin holds the new copies: the CDN asks for them again (not awaited by the editor).
    void purgeCdn?.([pathTag(routePath)], req.log);
    res.json({ revalidated: true, path: routePath, ...result });
  });

  const contentChange: RequestHandler = (req, res) => {
    const { value, error } = flowBody.validate(req.body, { abortEarly: false });
    if (error) {
      res.status(400).json({ error: 'Invalid body', fields: bodyFields(error) });
      return;
    }
    const change = changeOfFlow(value as FlowTrigger);
    const tags = tagsOfChange(change);
    req.log.info({ change: { ...change, payload: undefined }, tags: tags.length }, 'content change reported');
    void changes?.([change]);
    // Not awaited: should it fail, the activity log's entry re-renders the pages once more.
    catchUp?.reported([change]).catch((error: unknown) => req.log.warn({ err: error }, 'content change not noted for the catch-up'));
    res.status(202).json({ accepted: true, tags });
  };

  const webhook: RequestHandler = (req, res, next) => {
    res.set('Cache-Control', 'no-store');
    if (typeof req.body === 'object' && req.body !== null && 'event' in req.body) {
      contentChange(req, res, next);
      return;
    }
    const { value, error } = webhookBody.validate(req.body, { abortEarly: false });
    if (error) {
      res.status(400).json({ error: 'Invalid body', fields: bodyFields(error) });
      return;
    }
    const log = req.log;
    if (value.tags) {
      waves?.add(value.tags as string[]);
      res.status(202).json({ accepted: true, tags: value.tags });
      return;
    }
    if (value.all) {
      if (cache)
        void cache.revalidateAll(log).then((pages) => {
          log.info({ pages }, 'revalidated every page');
          return purgeCdn?.([EVERY_PAGE_TAG], log);
        });
      res.status(202).json({ accepted: true, all: true });
      return;
    }
    const routePaths = [...new Set((value.paths as string[]).map((path) => splitLocalePath(path).path))];
    if (cache) {
      const revalidated = routePaths.map((routePath) =>
        cache.revalidatePath(routePath, log).then(
          (result) => log.info({ path: routePath, ...result }, 'revalidated by webhook'),
          (err) => logger.error({ err, path: routePath }, 'revalidation failed'),
        ),
      );
      // Once every path's pages are re-rendered, one purge of the CDN by their addresses.
      void Promise.all(revalidated).then(() => purgeCdn?.(routePaths.map(pathTag), log));
    }
    res.status(202).json({ accepted: true, paths: routePaths });
  };
  router.post('/api/revalidate', requireBearer(revalidateSecret), express.json({ limit: bodyLimit }), badJson, webhook);

  return router;
}

interface FlowTrigger {
  event: string;
  collection: string;
  key?: string | number;
  keys?: (string | number)[];
  payload?: Record<string, unknown> | (string | number)[];
}

/** What changed, from what a Flow sends. */
function changeOfFlow(trigger: FlowTrigger): ContentChange {
  const verb = FLOW_EVENT.exec(trigger.event)![1]!;
  const action = verb === 'upload' ? 'create' : (verb as ContentChange['action']);
  const keys = [...new Set([...(trigger.keys ?? []), ...(trigger.key === undefined ? [] : [trigger.key])].map(String))];
  const payload = trigger.payload && !Array.isArray(trigger.payload) ? trigger.payload : null;
  return { action, collection: trigger.collection, keys, fields: action === 'update' && payload ? Object.keys(payload) : null, payload };
}

/** Checks the shared secret before the body is even read; no secret configured → no webhook. */
function requireBearer(secret: string | null): RequestHandler {
  return (req, res, next) => {
    res.set('Cache-Control', 'no-store');
    if (!secret) {
      res.status(404).json({ error: 'Not found' });
      return;
    }
    const match = /^Bearer ([\x21-\x7e]{1,512})$/.exec(req.get('authorization') ?? '');
    if (!match || !secretsEqual(match[1]!, secret)) {
      req.log.warn('revalidate webhook refused: wrong secret');
      res.set('WWW-Authenticate', 'Bearer realm="revalidate"').status(401).json({ error: 'Invalid secret' });
      return;
    }
    next();
  };
}

/** A body that is not JSON is a 400 like any other bad body, without the parser's message. */
const badJson: ErrorRequestHandler = (error, _req, res, next) => {
  const status = (error as { status?: number }).status;
  if (status === 400) {
    res.status(400).json({ error: 'Invalid body', fields: ['body'] });
    return;
  }
  next(error);
};

/** Field names of a failed body: `paths.0` for an item; both alternatives when neither or both are given. */
function bodyFields(error: Joi.ValidationError): string[] {
  const fields = error.details.flatMap((detail) => {
    const peers = detail.context?.peers as string[] | undefined;
    if (detail.path.length === 0 && peers) return peers;
    return [detail.path.join('.') || 'body'];
  });
  return [...new Set(fields)];
}
