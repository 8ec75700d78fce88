const longDateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The day a post was published, as "12 March 2026". Read in UTC, so that the server render and every
 * visitor's browser write the same day. Null for a value that is not a date.
 */
export function publishedDate(value: string | null | undefined): string | null {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? null : longDateFormat.format(time);
}
