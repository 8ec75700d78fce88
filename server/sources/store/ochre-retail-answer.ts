import Joi from 'joi';
import { validEntries } from '../http/valid-entries';
import type { RetailProduct } from './retail-source';

const priceSchema = Joi.object({
  value: Joi.number().min(0).required(),
  discount: Joi.number().min(0).allow(null),
  currency: Joi.object({
    code: Joi.string()
      .pattern(/^[A-Za-z]{3}$/)
      .required(),
  })
    .unknown(true)
    .required(),
}).unknown(true);

const productSchema = Joi.object({
  id: Joi.alternatives(Joi.string().min(1).max(200), Joi.number().integer().min(0)).required(),
  format: Joi.string().min(1).max(200).required(),
  price: priceSchema.required(),
}).unknown(true);

interface RawProduct {
  id: string | number;
  format: string;
  price: { value: number; discount?: number | null; currency: { code: string } };
}

/** A retail/products answer (`results` of id, format, price) in the twin's shape; malformed entries are dropped. */
export function retailProductsFromAnswer(body: unknown): RetailProduct[] {
  const results = (body as { results?: unknown } | null)?.results;
  return validEntries(results, productSchema, (product: RawProduct): RetailProduct => ({
    id: String(product.id),
    format: product.format,
    price: {
      value: product.price.value,
      discount: product.price.discount ?? 0,
      currency: { code: product.price.currency.code.toUpperCase() },
    },
  }));
}
