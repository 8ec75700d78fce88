import sanitizeHtml from 'sanitize-html';
import type { Block, ListItem } from '../../sources/content/model';
import { headingAnchor } from '../../../shared/lib/markup/heading-anchor';
import { isOwnAssetAddress } from '../../../shared/lib/images/asset-address';

/**
 * Rich text leaves the server clean: whatever an editor (or a compromised CMS account) typed, the
 * browser gets no script, no event handler, no javascript: URL and no foreign element. Inline text
 * (paragraphs, headers, list items, captions, table cells) keeps only inline formatting and links;
 * raw HTML blocks get a wider, still script-free, allow-list.
 */
const inline: sanitizeHtml.IOptions = {
  allowedTags: ['a', 'b', 'strong', 'i', 'em', 'u', 's', 'mark', 'code', 'br', 'sub', 'sup', 'span'],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
};

const raw: sanitizeHtml.IOptions = {
  ...inline,
  allowedTags: [
    ...(inline.allowedTags as string[]),
    'p',
    'div',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'blockquote',
    'figure',
    'figcaption',
    'img',
    'hr',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'small',
    'abbr',
    'dl',
    'dt',
    'dd',
  ],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'], abbr: ['title'], th: ['scope'] },
  allowedSchemesByTag: { img: ['https'] },
};

const cleanInline = (html: string | undefined) => (html === undefined ? undefined : sanitizeHtml(html, inline));
const httpsUrl = (url: string | undefined) => (url && /^https:\/\/[^\s"'<>]+$/i.test(url) ? url : undefined);
/** An embed plays another site's https player or one of the site's own media files (drawn in place). */
const embedAddress = (url: string | undefined) => httpsUrl(url) ?? (url && isOwnAssetAddress(url) ? url : undefined);

function cleanList(items: ListItem[]): ListItem[] {
  return items.map((item) => ({ content: sanitizeHtml(item.content, inline), items: cleanList(item.items ?? []) }));
}

/** One block, cleaned; null when nothing safe is left (an iframe or embed with no https or own-file address). */
export function sanitizeBlock(block: Block): Block | null {
  switch (block.type) {
    case 'paragraph':
      return { ...block, data: { text: sanitizeHtml(block.data.text, inline) } };
    case 'header': {
      const text = sanitizeHtml(block.data.text, inline);
      return { ...block, data: { ...block.data, text, anchor: block.data.anchor || headingAnchor(text) } };
    }
    case 'raw':
      return { ...block, data: { html: sanitizeHtml(block.data.html, raw) } };
    case 'list':
      return { ...block, data: { ...block.data, items: cleanList(block.data.items) } };
    case 'quote':
      return { ...block, data: { ...block.data, text: sanitizeHtml(block.data.text, inline), caption: cleanInline(block.data.caption) } };
    case 'table':
      return {
        ...block,
        data: {
          ...block.data,
          content: block.data.content.map((row) => row.map((cell) => sanitizeHtml(cell, inline))),
          footer: block.data.footer?.map((cell) => sanitizeHtml(cell, inline)),
          caption: cleanInline(block.data.caption),
        },
      };
    case 'image': {
      const url = httpsUrl(block.data.url) ?? (block.data.url?.startsWith('/assets/') ? block.data.url : undefined);
      return { ...block, data: { ...block.data, url, caption: cleanInline(block.data.caption) } };
    }
    case 'embed': {
      const embed = embedAddress(block.data.embed);
      return embed
        ? {
            ...block,
            data: { ...block.data, embed, source: httpsUrl(block.data.source) ?? embed, caption: cleanInline(block.data.caption) },
          }
        : null;
    }
    case 'iframe': {
      const embed = embedAddress(block.data.embed);
      return embed ? { ...block, data: { embed, caption: cleanInline(block.data.caption) } } : null;
    }
    case 'code':
    case 'delimiter':
    case 'divider':
    case 'slot':
    default:
      // code (rendered as text), delimiter, divider and slots carry no markup of their own.
      return block;
  }
}

/** Cleaning is pure, so each stored block list is cleaned once (embedded content objects are stable). */
const cleaned = new WeakMap<readonly Block[], Block[]>();

export function sanitizeBlocks(blocks: readonly Block[] | null | undefined): Block[] {
  if (!blocks) return [];
  let result = cleaned.get(blocks);
  if (!result) {
    result = blocks.map(sanitizeBlock).filter((block): block is Block => block !== null);
    cleaned.set(blocks, result);
  }
  return result;
}
