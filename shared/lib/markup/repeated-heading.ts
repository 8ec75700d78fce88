import type { RichBlock } from '../../blocks/block-types';

/** A heading's words, for comparison: tags and entities out, spaces folded, case ignored. */
function headingWords(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * The blocks without a leading header that only repeats `title` (a banner titled "Lumen Tide Radio"
 * whose content opens with the heading "Lumen Tide Radio"): the same heading twice in a row reads
 * as a mistake and is heard twice by a screen reader.
 */
export function withoutRepeatedHeading(title: string, blocks: readonly RichBlock[]): readonly RichBlock[] {
  const [first, ...rest] = blocks;
  if (first?.__typename === 'HeaderBlock' && headingWords(first.data.text) === headingWords(title)) return rest;
  return blocks;
}
