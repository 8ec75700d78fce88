import type { RichBlock } from '../../blocks/block-types';

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
export function withoutRepeatedHeading(title: string, blocks: readonly RichBlock[]): readonly RichBlock[] {
  const [first, ...rest] = blocks;
  if (first?.__typename !== 'HeaderBlock') return blocks;
  const [header, own] = [headingWords(first.data.text), headingWords(title)];
  if (header.trim() === '' || own.trim() === '') return blocks;
  return own.includes(header) || header.includes(own) ? rest : blocks;
}
