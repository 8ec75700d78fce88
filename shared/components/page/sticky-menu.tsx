import { FOCUS_RING } from '../focus-ring';

/** Names the sticky menu for assistive technology. */
export const STICKY_MENU_LABEL = 'On this page';

/**
 * A content page's sticky menu (spec 000 §2): links to its sections that stay under the header
 * while the page scrolls. Hash links are plain anchors: the browser jumps without a reload, and
 * without JavaScript too, to the page's scroll padding, which counts the menu as well as the header. On a phone its bar spans the screen like the header's; from md up it
 * keeps to the content column, so its border ends where the content does.
 */
export function StickyMenu({ links }: { links: readonly { url: string; text: string }[] }) {
  if (links.length === 0) return null;
  return (
    <nav
      aria-label={STICKY_MENU_LABEL}
      // The page's scroll padding grows to clear it too (client/styles.css).
      data-sticky-menu
      className="sticky top-16 z-30 -mx-4 mb-10 overflow-x-auto border-b border-white/10 bg-ink/90 px-4 backdrop-blur md:mx-0 md:px-0"
    >
      <ul role="list" className="flex gap-6 py-3 text-sm font-semibold whitespace-nowrap">
        {links.map((link) => (
          <li key={`${link.url} ${link.text}`}>
            <a href={link.url} className={`text-paper/75 underline-offset-8 hover:text-accent hover:underline ${FOCUS_RING}`}>
              {link.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
