import { RouterLink } from '../router-link';
import { RichText } from '../../blocks/rich-text';
import { FRAME_TEXTS, type LogoVariant } from '../../lib/frame/frame';
import { footerContentColumns } from '../../lib/frame/footer';
import type { SiteSettingsQuery } from '../../graphql/generated/operation-types';
import type { MenuItem } from '../../graphql/site-settings';
import { FOCUS_RING } from '../focus-ring';
import { Logo } from './logo';
import { MenuLink } from './menu-link';

// Literal class names (Tailwind compiles what it finds): the columns, and the logo row on the same
// grid (the logo over the first column, the label's line over the rest), by number of columns.
const COLUMNS_GRID: Record<number, string> = {
  1: '',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
};
const LINE_SPAN: Record<number, string> = {
  1: '',
  2: 'sm:col-span-1',
  3: 'sm:col-span-2',
  4: 'sm:col-span-1 lg:col-span-3',
};
/** More columns than a row holds wrap onto the 4-column grid. */
const gridKey = (count: number) => Math.min(Math.max(count, 1), 4);

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
  const columns = gridKey(menus.length + blockColumns.length);
  return (
    <footer id="site-footer" className="border-t border-white/10 text-sm text-paper/70">
      <section className={`mx-auto grid max-w-7xl items-center gap-x-8 gap-y-3 px-4 py-8 ${COLUMNS_GRID[columns]}`}>
        <RouterLink
          to="/"
          className={`self-center justify-self-start rounded text-paper ${FOCUS_RING}`}
          aria-label={`${siteName} ${FRAME_TEXTS.home}`}
        >
          <Logo siteName={siteName} variant={logoVariant} />
        </RouterLink>
        {description ? <p className={`max-w-xl ${LINE_SPAN[columns]}`}>{description}</p> : null}
      </section>
      <section className="border-t border-white/10">
        {/* One baseline: links are 44 px rows with their text centred, so a text column starts 12 px down with 20 px lines. */}
        <div data-footer-columns="" className={`mx-auto grid max-w-7xl gap-x-8 gap-y-6 px-4 py-8 ${COLUMNS_GRID[columns]}`}>
          {menus.map((column, index) => (
            <nav key={`menu-${index}`} aria-label={`${FRAME_TEXTS.footerNavigation} ${index + 1}`}>
              <ul>
                {column.menu.map((item) => (
                  <li key={`${item.url}:${item.text}`}>
                    <MenuLink item={item} className="min-h-11 leading-5 text-paper/80" />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          {blockColumns.map((blocks, index) => (
            <div
              key={`blocks-${index}`}
              className="space-y-3 pt-3 [&_a]:underline [&_a]:underline-offset-4 [&_p]:my-0 [&_p]:text-sm [&_p]:leading-5 [&_p]:text-paper/70"
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
