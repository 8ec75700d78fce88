import { FRAME_TEXTS } from '../../lib/frame/frame';
import type { MenuItem } from '../../graphql/site-settings';
import { FOCUS_RING } from '../focus-ring';
import { SmartLink } from '../storefront/smart-link';
import { HeaderDropdown } from './header-dropdown';

/** The main navigation, on wide screens only (spec 001 §2): items with a submenu open a dropdown. */
export function MainNavigation({ menu }: { menu: MenuItem[] }) {
  return (
    <nav aria-label={FRAME_TEXTS.mainNavigation} className="ml-auto hidden md:block">
      <ul className="flex items-center gap-6 text-sm">
        {menu.map((item, index) =>
          item.menu && item.menu.length > 0 ? (
            <HeaderDropdown key={`${item.url}:${item.text}`} item={item} listId={`main-menu-${index}`} />
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
  );
}
