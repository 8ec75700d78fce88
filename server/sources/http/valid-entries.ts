import type Joi from 'joi';

/**
 * The entries of a list answer that `schema` accepts, each reshaped into the app's type. Anything
 * but an array (a service's error object) is no entries; a malformed entry is dropped, not fatal,
 * so one bad record never empties a block.
 */
export function validEntries<Raw, Shaped>(body: unknown, schema: Joi.Schema, reshape: (entry: Raw) => Shaped): Shaped[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((entry: unknown) => {
    const { value, error } = schema.validate(entry);
    return error ? [] : [reshape(value as Raw)];
  });
}
