import type { RequestHandler } from 'express';
import Joi from 'joi';
import { sha256 } from './trusted-documents';

const persistedQuerySchema = Joi.object({
  version: Joi.number().valid(1).required(),
  sha256Hash: Joi.string()
    .pattern(/^[0-9a-f]{64}$/)
    .required()
    .messages({ 'string.pattern.base': '"sha256Hash" must be 64 lowercase hexadecimal characters' }),
}).unknown(false);

const unknownId = {
  errors: [
    {
      message: "Unknown operation id: this endpoint answers only the site's own operations",
      extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
    },
  ],
};

/**
 * Apollo's persisted-query protocol on POST /graphql: a body that names its operation by
 * `extensions.persistedQuery.sha256Hash` instead of sending its text gets the text of the site's
 * operation with that id, so every later step (the mutation guard, the trusted-hash check, parsing)
 * sees an ordinary request. Unknown ids, malformed ids and a text that does not match its id answer
 * 400 and go no further. A body with neither is left to the endpoint's own validation.
 */
export function persistedQueries(documentsById: ReadonlyMap<string, string>): RequestHandler {
  return (req, res, next) => {
    const body = req.body as { query?: unknown; extensions?: { persistedQuery?: unknown } | null } | undefined;
    const persisted =
      body && typeof body === 'object' && body.extensions && typeof body.extensions === 'object'
        ? body.extensions.persistedQuery
        : undefined;
    if (persisted === undefined) return next();
    const { value, error } = persistedQuerySchema.validate(persisted);
    if (error) {
      res.status(400).json({ errors: [{ message: `persistedQuery: ${error.message}` }] });
      return;
    }
    if (typeof body!.query === 'string') {
      if (sha256(body!.query) !== value.sha256Hash) {
        res.status(400).json({ errors: [{ message: 'The query does not match its persisted-query id' }] });
        return;
      }
      return next();
    }
    const text = documentsById.get(value.sha256Hash);
    if (text === undefined) {
      res.status(400).json(unknownId);
      return;
    }
    req.body = { ...body, query: text };
    next();
  };
}
