import { RouterLink } from '../router-link';
import { RichText } from '../../blocks/rich-text';
import { FRAME_TEXTS, type LogoVariant } from '../../lib/frame/frame';
import { footerContentColumns } from '../../lib/frame/footer';
import type { SiteSettingsQuery } from '../../graphql/generated/operation-types';
import type { MenuItem } from '../../graphql/site-settings';
import { FOCUS_RING } from '../focus-ring';
import { Logo } from './logo';
import { MenuLink } from './menu-link';

export interface SiteFooterProps {
  siteName: string;
  description: string;
  menus: { menu: MenuItem[] }[];
  contentBlocks: SiteSettingsQuery['site_settings']['footerContentBlocks'];
  logoVariant: LogoVariant;
  /** The year of the page's render, so server and browser agree. */
  year: number;
}

/**
 * The footer (spec 001 §2): three sections separated by borders — the logo (to /) and the label's
 * line; the columns from footerMenus and footerContentBlocks (blocks with no content skipped); the
 * copyright.
 */
export function SiteFooter({ siteName, description, menus, contentBlocks, logoVariant, year }: SiteFooterProps) {
  const blockColumns = footerContentColumns(contentBlocks);
  return (
    <footer id="site-footer" className="border-t border-white/10 text-sm text-paper/70">
      <section className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-8 md:flex-row md:items-center md:justify-between">
        <RouterLink to="/" className={`self-start rounded text-paper ${FOCUS_RING}`} aria-label={`${siteName} ${FRAME_TEXTS.home}`}>
          <Logo siteName={siteName} variant={logoVariant} />
        </RouterLink>
        {description ? <p className="max-w-xl">{description}</p> : null}
      </section>
      <section className="border-t border-white/10">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
          {menus.map((column, index) => (
            <nav key={`menu-${index}`} aria-label={`${FRAME_TEXTS.footerNavigation} ${index + 1}`}>
              <ul className="space-y-3">
                {column.menu.map((item) => (
                  <li key={`${item.url}:${item.text}`}>
                    <MenuLink item={item} className="text-paper/80" />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          {blockColumns.map((blocks, index) => (
            <div
              key={`blocks-${index}`}
              className="space-y-3 [&_a]:underline [&_a]:underline-offset-4 [&_p]:my-0 [&_p]:text-sm [&_p]:leading-relaxed [&_p]:text-paper/70"
            >
              <RichText blocks={blocks} />
            </div>
          ))}
        </div>
      </section>
      <section className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-paper/50">
          © {year} {siteName}
        </p>
      </section>
    </footer>
  );
}
