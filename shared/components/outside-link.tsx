import type { AnchorHTMLAttributes } from 'react';
import { NEW_TAB_TEXT } from '../lib/markup/html-links';
import { OUTSIDE_LINK_ATTRIBUTES } from '../lib/routing/site-links';
import { EXTERNAL_ICON_MARKUP } from './external-link-icon';

/**
 * A link off the site written by a component (a job's Apply, a store's address), carrying what a
 * rich-text link to an outside target carries (spec 000 §2 "Links"; html-links.ts): a new tab with
 * no-referrer and nofollow, "(opens in a new tab)" for screen readers and the external icon.
 */
export function OutsideLink({ children, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & { href: string }) {
  return (
    <a {...rest} {...OUTSIDE_LINK_ATTRIBUTES}>
      {children}
      <span className="sr-only"> {NEW_TAB_TEXT}</span>
      {/* The same markup as rich text's; a constant, not content. */}
      <span dangerouslySetInnerHTML={{ __html: EXTERNAL_ICON_MARKUP }} />
    </a>
  );
}
