const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

/**
 * The plain text of a piece of cleaned inline HTML (a caption), for an attribute such as `alt` or
 * `aria-label`: tags dropped and the entities the sanitiser writes decoded, so React's own escaping
 * does not show "&amp;amp;" to a screen reader.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .trim();
}
