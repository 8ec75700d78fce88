/**
 * Where a contact form sits in its page: every page with a form renders these, so they stay apart
 * from the results' table and texts (./contact-result.ts), which load with the form's own code.
 */

/** Block ids become an element id and a query value: letters, digits, _ and - only. */
export function isContactBlockId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value);
}

/** The id of the element a redirect scrolls back to. */
export function contactAnchor(blockId: string): string {
  return `contact-${blockId}`;
}
