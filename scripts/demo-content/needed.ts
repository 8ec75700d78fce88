/**
 * The demo content is built from fixed lists; an entry the generator counts on (the main label,
 * a first artist) that is missing is a mistake in those lists, said plainly instead of as a
 * TypeError later.
 */
export function needed<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The demo content needs ${what}`);
  return value;
}
