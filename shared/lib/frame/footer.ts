/** The footer's content-block columns (spec 001 §2 "Footer"): blocks with no content are skipped. */

interface FooterBlock {
  id: string;
  type?: string;
  data?: Record<string, unknown>;
}

/** Text of a block once its markup is removed; empty for a block that would show nothing. */
function visibleText(value: unknown): string {
  return typeof value === 'string'
    ? value
        .replace(/<[^>]*>/g, '')
        .replace(/&nbsp;/g, ' ')
        .trim()
    : '';
}

/** Whether a block would show anything: text, an image, a list with items, or any other kind. */
export function blockHasContent(block: FooterBlock): boolean {
  const data = block.data ?? {};
  switch (block.type) {
    case 'paragraph':
    case 'header':
    case 'quote':
    case 'code':
      return visibleText(data.text ?? data.code) !== '';
    case 'list':
      return Array.isArray(data.items) && data.items.length > 0;
    case 'raw':
      return typeof data.html === 'string' && data.html.trim() !== '';
    case undefined:
      return false;
    default:
      return true;
  }
}

/** The content columns worth showing, each with only its blocks that have content. */
export function footerContentColumns<B extends FooterBlock>(
  columns: readonly { contentBlock: { blocks: readonly B[] } | null }[] | null | undefined,
): B[][] {
  return (columns ?? []).map((column) => (column.contentBlock?.blocks ?? []).filter(blockHasContent)).filter((blocks) => blocks.length > 0);
}
