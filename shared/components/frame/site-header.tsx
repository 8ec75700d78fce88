import { RouterLink } from '../router-link';
import { FRAME_TEXTS, HEADER_HEIGHT_CLASS, type LogoVariant } from '../../lib/frame/frame';
import type { MenuItem } from '../../graphql/site-settings';
import { FOCUS_RING } from '../focus-ring';
import { useHydrated } from '../storefront/use-hydrated';
import { SmartLink } from '../storefront/smart-link';
import { HeaderDropdown } from './header-dropdown';
import { Logo } from './logo';

export interface SiteHeaderProps {
  siteName: string;
  menu: MenuItem[];
  logoVariant: LogoVariant;
  menuOpen: boolean;
  onOpenMenu: () => void;
  /** Right-hand tools: search, basket. */
  tools?: React.ReactNode;
}

function HamburgerIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 stroke-current" strokeWidth="2" strokeLinecap="round">
      <path d="M3 5h14M3 10h14M3 15h14" />
    </svg>
  );
}

/**
 * The sticky header (spec 001 §2): the menu button, the logo to /, the main navigation on wide
 * screens (items with a submenu open a dropdown) and the tools.
 */
export function SiteHeader({ siteName, menu, logoVariant, menuOpen, onOpenMenu, tools }: SiteHeaderProps) {
  const hydrated = useHydrated();
  const buttonClass = `grid h-10 w-10 place-items-center rounded-full hover:bg-white/10 ${FOCUS_RING}`;
  return (
    <header className={`sticky top-0 z-40 ${HEADER_HEIGHT_CLASS} border-b border-white/10 bg-ink/90 backdrop-blur`}>
      <div className="mx-auto flex h-full max-w-7xl items-center gap-3 px-4">
        {hydrated ? (
          <button type="button" onClick={onOpenMenu} aria-expanded={menuOpen} aria-controls="overlay-menu" className={buttonClass}>
            <span className="sr-only">{FRAME_TEXTS.openMenu}</span>
            <HamburgerIcon />
          </button>
        ) : (
          // Without JavaScript the footer's menus are the whole site map.
          <a href="#site-footer" className={buttonClass}>
            <span className="sr-only">{FRAME_TEXTS.openMenu}</span>
            <HamburgerIcon />
          </a>
        )}
        <RouterLink to="/" className={`rounded ${FOCUS_RING}`} aria-label={`${siteName} ${FRAME_TEXTS.home}`}>
          <Logo siteName={siteName} variant={logoVariant} />
        </RouterLink>
        <nav aria-label={FRAME_TEXTS.mainNavigation} className="ml-auto hidden md:block">
          <ul className="flex items-center gap-6 text-sm">
            {menu.map((item) =>
              item.menu && item.menu.length > 0 ? (
                <HeaderDropdown key={`${item.url}:${item.text}`} item={item} />
              ) : (
                <li key={`${item.url}:${item.text}`}>
                  <SmartLink href={item.url} className={`rounded hover:text-accent ${FOCUS_RING}`}>
                    {item.text}
                  </SmartLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2 md:ml-6">{tools}</div>
      </div>
    </header>
  );
}
