import { useEffect, useRef, useState } from 'react';
import { RouterLink } from '../router-link';
import { FRAME_TEXTS, type LogoVariant } from '../../lib/frame/frame';
import type { MenuItem } from '../../graphql/site-settings';
import { FOCUS_RING } from '../focus-ring';
import { Logo } from './logo';
import { ModalDialog } from '../modal/modal-dialog';
import { useCloseOnNavigation } from '../modal/use-close-on-navigation';
import { MenuLink } from './menu-link';

export interface OverlayMenuProps {
  open: boolean;
  onClose: () => void;
  columns: { menu: MenuItem[] }[];
  siteName: string;
  logoVariant: LogoVariant;
}

function MenuList({ items, nested = false }: { items: MenuItem[]; nested?: boolean }) {
  return (
    <ul
      className={
        nested ? 'mt-2 space-y-2 border-l border-white/15 pl-4 text-base text-paper/80' : 'space-y-4 text-2xl font-semibold md:text-3xl'
      }
    >
      {items.map((item) => (
        <li key={`${item.url}:${item.text}`}>
          <MenuLink item={item} />
          {item.menu && item.menu.length > 0 ? <MenuList items={item.menu} nested /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The overlay menu (spec 001 §2, §4): full screen, sliding in from the left, columns from the
 * overlayMenus setting. The page cannot scroll while it is open; it closes with its button, with
 * Escape, or once a route change completes.
 */
export function OverlayMenu({ open, onClose, columns, siteName, logoVariant }: OverlayMenuProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  // Closes once a route change completes.
  useCloseOnNavigation(onClose);

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      initialFocus={closeRef}
      id="overlay-menu"
      aria-label={FRAME_TEXTS.overlayNavigation}
      // Always displayed (`block`), hidden by `invisible`: the slide-out plays after the dialog closes
      // (visibility changes with the slide's end), while opening shows it at once, so focus can move in.
      // Tailwind's translate-x utilities set the `translate` property: that is the one to transition.
      className={`fixed inset-0 z-50 block overflow-y-auto bg-ink text-paper duration-300 ease-out motion-reduce:transition-none ${
        open ? 'visible translate-x-0 transition-[translate]' : 'invisible -translate-x-full transition-[translate,visibility]'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
        <RouterLink to="/" className={`rounded ${FOCUS_RING}`} aria-label={`${siteName} ${FRAME_TEXTS.home}`}>
          <Logo siteName={siteName} variant={logoVariant} />
        </RouterLink>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          className={`grid h-10 w-10 place-items-center rounded-full border border-white/20 hover:border-accent ${FOCUS_RING}`}
        >
          <span className="sr-only">{FRAME_TEXTS.closeMenu}</span>
          <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4 stroke-current" strokeWidth="2" strokeLinecap="round">
            <path d="M3 3l10 10M13 3L3 13" />
          </svg>
        </button>
      </div>
      <nav aria-label={FRAME_TEXTS.overlayNavigation} className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        {columns.map((column, index) => (
          <MenuList key={index} items={column.menu} />
        ))}
      </nav>
    </ModalDialog>
  );
}

/**
 * The menu as it arrives on demand (site-overlay-menu.tsx): mounted closed and opened once the
 * browser has drawn it so, so that its first opening slides in too.
 */
export function OverlayMenuArriving({ open, ...props }: OverlayMenuProps) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    // The next frame: the closed menu has had its styles computed, so the change to open transitions.
    const frame = requestAnimationFrame(() => setDrawn(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return <OverlayMenu open={drawn && open} {...props} />;
}
