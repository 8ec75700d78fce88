import { FRAME_TEXTS } from '../../lib/frame/frame';
import { FOCUS_RING } from '../focus-ring';
import { useHydrated } from '../storefront/use-hydrated';
import { openOverlayMenu, reachOverlayMenu, useOverlayMenuOpen } from './overlay-menu-state';

function HamburgerIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 stroke-current" strokeWidth="2" strokeLinecap="round">
      <path d="M3 5h14M3 10h14M3 15h14" />
    </svg>
  );
}

const BUTTON_CLASS = `grid h-10 w-10 place-items-center rounded-full hover:bg-white/10 ${FOCUS_RING}`;

/** The header's menu button, which opens the overlay menu (spec 001 §2). */
export function MenuButton() {
  const hydrated = useHydrated();
  const menuOpen = useOverlayMenuOpen();
  const face = (
    <>
      <span className="sr-only">{FRAME_TEXTS.openMenu}</span>
      <HamburgerIcon />
    </>
  );
  return hydrated ? (
    <button
      type="button"
      onClick={openOverlayMenu}
      // The menu's code starts loading as the visitor reaches for the button.
      onPointerEnter={reachOverlayMenu}
      onTouchStart={reachOverlayMenu}
      onFocus={reachOverlayMenu}
      aria-expanded={menuOpen}
      aria-controls="overlay-menu"
      className={BUTTON_CLASS}
    >
      {face}
    </button>
  ) : (
    // Without JavaScript the footer's menus are the whole site map.
    <a href="#site-footer" className={BUTTON_CLASS}>
      {face}
    </a>
  );
}
