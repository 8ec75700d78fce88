import type { PageBlock } from '../../blocks/block-types';

/** Visible words of an HTML fragment: tags out, common entities decoded, spaces folded. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * True when a post's body opens with its own summary (a bold lead paragraph written from it): the
 * page then shows the summary once, in the body, instead of a standfirst repeating it word for word.
 */
export function bodyOpensWithSummary(summary: string, blocks: readonly PageBlock[]): boolean {
  const wanted = visibleText(summary);
  const first = blocks[0];
  if (!wanted || first?.__typename !== 'ParagraphBlock') return false;
  return visibleText(first.data.text).startsWith(wanted);
}
