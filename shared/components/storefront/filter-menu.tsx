import { useLocation } from 'react-router-dom';
import { menuOptions, withParam, type FilterMenu as FilterMenuName, type Named, type NamedWithSlug } from '../../lib/catalog/filter-menus';
import { FilterDropdown } from './filter-dropdown';
import { PAGE_PARAM } from './page-param';

/** The menu's accessible name (ours: the spec gives none). */
const FILTERS_LABEL = 'Filters';

export interface FilterMenuProps {
  menu: FilterMenuName;
  /** The page's moment (the year options). */
  now: Date;
  tags?: readonly Named[] | null;
  labels?: readonly NamedWithSlug[] | null;
  artists?: readonly NamedWithSlug[] | null;
}

/**
 * The drop-downs above a collection grid (spec 000 §2 "Filter menus"), each setting one query
 * parameter of the current page. Choosing a filter starts again from the first page, so the page
 * parameter is dropped from the options' addresses.
 */
export function FilterMenu({ menu, now, tags, labels, artists }: FilterMenuProps) {
  const { pathname, search } = useLocation();
  const base = withParam(search, PAGE_PARAM, null);
  const dropdowns = menuOptions(menu, { now, tags, labels, artists });
  return (
    <nav aria-label={FILTERS_LABEL} className="mb-6">
      <ul role="list" className="flex flex-wrap gap-3">
        {dropdowns.map((dropdown) => (
          <li key={dropdown.param}>
            <FilterDropdown dropdown={dropdown} pathname={pathname} search={base} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
