import { RouterLink } from '../router-link';
import { FRAME_TEXTS, HEADER_HEIGHT_CLASS, type LogoVariant } from '../../lib/frame/frame';
import type { MenuItem } from '../../graphql/site-settings';
import { FOCUS_RING } from '../focus-ring';
import { MainNavigationIsland, MenuButtonIsland } from '../../app/frame-islands';
import { Logo } from './logo';

export interface SiteHeaderProps {
  siteName: string;
  menu: MenuItem[];
  logoVariant: LogoVariant;
  /** Right-hand tools: search, basket. */
  tools?: React.ReactNode;
}

/**
 * The sticky header (spec 001 §2): the menu button, the logo to /, the main navigation on wide
 * screens (items with a submenu open a dropdown) and the tools. The controls are islands
 * (shared/app/frame-islands.tsx); the logo is a plain link.
 */
export function SiteHeader({ siteName, menu, logoVariant, tools }: SiteHeaderProps) {
  return (
    <header className={`sticky top-0 z-40 ${HEADER_HEIGHT_CLASS} border-b border-white/10 bg-ink/90 backdrop-blur`}>
      <div className="mx-auto flex h-full max-w-7xl items-center gap-3 px-4">
        <MenuButtonIsland />
        {/* A page region: a navigation by islands puts in the next page's (the logo follows a label filter). */}
        <RouterLink to="/" className={`rounded ${FOCUS_RING}`} aria-label={`${siteName} ${FRAME_TEXTS.home}`} data-page-region="logo">
          <Logo siteName={siteName} variant={logoVariant} />
        </RouterLink>
        <MainNavigationIsland menu={menu} />
        <div className="ml-auto flex items-center gap-2 md:ml-6">{tools}</div>
      </div>
    </header>
  );
}
