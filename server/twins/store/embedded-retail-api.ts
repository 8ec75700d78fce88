import { Router } from 'express';
import Joi from 'joi';
import { LOCALE_CURRENCIES } from '../../../shared/lib/catalog/prices';
import type { EmbeddedStoreTokens } from '../../sources/store/embedded-store-tokens';
import type { RetailSource } from '../../sources/store/retail-source';
import { parseStoreHeaders } from './embedded-store-input';

export const RETAIL_PRODUCTS_PATH = '/retail/products';

const CURRENCIES = [...new Set(Object.values(LOCALE_CURRENCIES))];

const querySchema = Joi.object({
  currency: Joi.string()
    .uppercase()
    .valid(...CURRENCIES)
    .required()
    .messages({ 'any.only': `currency must be one of ${CURRENCIES.join(', ')}`, 'any.required': 'currency is required' }),
  reference_type: Joi.string()
    .valid('release', 'product')
    .required()
    .messages({ 'any.only': 'reference_type must be release or product', 'any.required': 'reference_type is required' }),
  reference_id: Joi.string()
    .pattern(/^[A-Za-z0-9_-]{1,64}$/)
    .required()
    .messages({ 'string.pattern.base': 'reference_id must be a content id', 'any.required': 'reference_id is required' }),
});

/**
 * The embedded store's retail API (spec 001 §7), mounted beside its cart API: GET
 * /retail/products answers `results` of id, format and price in the asked currency, for the bearer
 * tokens POST /api/auth/ochre/access hands out, so a client takes the same path as with Ochre.
 */
export function embeddedRetailApi(options: { retail: RetailSource; tokens: EmbeddedStoreTokens }): Router {
  const router = Router();
  router.get(RETAIL_PRODUCTS_PATH, async (req, res, next) => {
    res.set('Cache-Control', 'no-store');
    const bearer = /^Bearer (\S+)$/i.exec(req.get('authorization') ?? '')?.[1] ?? '';
    if (!options.tokens.accepts(bearer)) {
      res.set('WWW-Authenticate', 'Bearer error="invalid_token"').status(401).json({ error: 'invalid_token' });
      return;
    }
    const { value, error } = querySchema.validate(req.query, { abortEarly: false, stripUnknown: true });
    const headers = parseStoreHeaders(req);
    const details = [...(error?.details.map((detail) => detail.message) ?? []), ...(headers.ok ? [] : headers.details)];
    if (details.length === 0 && headers.ok && headers.value.currency && headers.value.currency !== value.currency) {
      details.push('X-Client-Currency must match the currency asked');
    }
    if (details.length > 0) {
      res.status(400).json({ details });
      return;
    }
    try {
      const results = await options.retail.products({
        currency: value.currency,
        country: headers.ok ? headers.value.country : null,
        ...value,
      });
      res.json({ results });
    } catch (caught) {
      next(caught);
    }
  });
  return router;
}
