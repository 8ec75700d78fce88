/** What this module reads of a rich-text block: its kind, and a header's text. */
interface BodyBlock {
  type: string;
  data?: unknown;
}

/** A header's text; null for any other block. */
function headerText(block: BodyBlock | undefined): string | null {
  if (block?.type !== 'header') return null;
  const text = (block.data as { text?: unknown } | undefined)?.text;
  return typeof text === 'string' ? text : '';
}

/**
 * A heading's words, for comparison: tags and entities out, punctuation and spaces folded, case
 * ignored; with a space at each end, so that a match is of whole words.
 */
function headingWords(html: string): string {
  const words = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}&]+/gu, ' ')
    .trim();
  return ` ${words} `;
}

/**
 * The blocks without a leading header that only repeats `title`: the same words ("Lumen Tide
 * Radio" in a banner titled "Lumen Tide Radio"), or words one of the two already holds ("The
 * Northern Fathom" in a banner titled "Pre-order The Northern Fathom"). Two headings in a row that
 * say the same thing read as a mistake and are heard twice by a screen reader.
 */
export function withoutRepeatedHeading<B extends BodyBlock>(title: string, blocks: readonly B[]): readonly B[] {
  const [first, ...rest] = blocks;
  const text = headerText(first);
  if (text === null) return blocks;
  const [header, own] = [headingWords(text), headingWords(title)];
  if (header.trim() === '' || own.trim() === '') return blocks;
  return own.includes(header) || header.includes(own) ? rest : blocks;
}

/**
 * A banner's body under its one heading, the title: a leading header that repeats the title is
 * dropped, and one that says something else ("Demos are open" under "Send us a demo") is shown as
 * the banner's tagline, a line of text rather than a heading stacked on the title. Worked out by
 * the API (a banner's `tagline` and `blocks`), so the browser carries none of it.
 */
export function bannerBody<B extends BodyBlock>(title: string, blocks: readonly B[]): { tagline: string | null; blocks: B[] } {
  const body = withoutRepeatedHeading(title, blocks);
  const [first, ...rest] = body;
  const tagline = headerText(first);
  return tagline === null ? { tagline: null, blocks: [...body] } : { tagline, blocks: rest };
}
