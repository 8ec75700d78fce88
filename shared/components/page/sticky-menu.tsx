import { FOCUS_RING } from '../focus-ring';

/** Names the sticky menu for assistive technology. */
export const STICKY_MENU_LABEL = 'On this page';

/**
 * A content page's sticky menu (spec 000 §2): links to its sections that stay under the header
 * while the page scrolls, from md up. On a phone it scrolls away with the page, so the header and
 * the player bar are the only bars over a small screen (decision 0100); there its bar spans the
 * screen like the header's and its row, scrolling sideways, fades where more links wait. From md
 * up it keeps to the content column, so its border ends where the content does. Hash links are
 * plain anchors: the browser jumps without a reload, and without JavaScript too, to the page's
 * scroll padding, which counts the menu too where it sticks.
 */
export function StickyMenu({ links }: { links: readonly { url: string; text: string }[] }) {
  if (links.length === 0) return null;
  return (
    <nav
      aria-label={STICKY_MENU_LABEL}
      // The page's scroll padding grows to clear it too (client/styles.css).
      data-sticky-menu
      className="-mx-4 mb-10 border-b border-white/10 bg-ink/90 backdrop-blur md:sticky md:top-16 md:z-30 md:mx-0"
    >
      <ul role="list" className="scroll-fade-x flex gap-6 overflow-x-auto px-4 py-3 text-sm font-semibold whitespace-nowrap md:px-0">
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
