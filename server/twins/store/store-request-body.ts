import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { fail } from './store-failures';

/** Cart inputs are a product id, a quantity and a few choices: far below the site's BODY_LIMIT. */
export const STORE_BODY_LIMIT = '8kb';

/** Form posts (body=<JSON>, the canonical form) and JSON; anything else is refused before it is read. */
const acceptsInput: RequestHandler = (req, res, next) => {
  if (req.is(['application/x-www-form-urlencoded', 'application/json'])) return next();
  fail(res, 415, ['Send the input as the form field body=<JSON> (application/x-www-form-urlencoded) or as application/json']);
};

export const storeBodyParsers = [
  acceptsInput,
  express.urlencoded({ extended: false, limit: STORE_BODY_LIMIT, parameterLimit: 10 }),
  express.json({ limit: STORE_BODY_LIMIT }),
];

/** Body parser failures in the store's own shape. */
export const storeBodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
  switch (typeof error?.type === 'string' ? error.type : '') {
    case 'entity.too.large':
      return fail(res, 413, [`The body is too large: at most ${STORE_BODY_LIMIT}`]);
    case 'entity.parse.failed':
      return fail(res, 400, ['The body is not valid JSON']);
    case 'parameters.too.many':
      return fail(res, 400, ['Too many form fields: send only body=<JSON>']);
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return fail(res, 415, ['Send the body as UTF-8 without content encoding']);
    default:
      return next(error);
  }
};
