import type { ElementType } from 'react';

/**
 * Markup from rich text. Safe to insert because the server sanitised it (server/graphql/rich-text):
 * only inline formatting and http(s)/mailto links reach the browser.
 */
export function Html({ as: Tag = 'span', html, className, id }: { as?: ElementType; html: string; className?: string; id?: string }) {
  return <Tag id={id} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
