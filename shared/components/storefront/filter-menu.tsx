import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import {
  activeFilterCount,
  menuOptions,
  withParam,
  type FilterMenu as FilterMenuName,
  type Named,
  type NamedWithSlug,
} from '../../lib/catalog/filter-menus';
import { ACTIVE_FILTERS_TEXT, FILTER_TOGGLE_TEXT } from '../../lib/catalog/storefront-texts';
import { DropdownChevron } from '../dropdown-chevron';
import { FOCUS_RING } from '../focus-ring';
import { FilterDropdownIsland } from './filter-dropdown';
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
 *
 * On a phone a menu of several drop-downs waits behind one "Filter" control that counts the chosen
 * filters, so the grid starts on the first screen: a <details> whose open state the browser keeps
 * (no JavaScript needed), showing the menu that follows it. From md up the menu shows as it is.
 */
export function FilterMenu({ menu, now, tags, labels, artists }: FilterMenuProps) {
  const { pathname, search } = useLocation();
  const listIdBase = useId();
  const base = withParam(search, PAGE_PARAM, null);
  const dropdowns = menuOptions(menu, { now, tags, labels, artists });
  const collapsible = dropdowns.length > 1;
  const chosen = activeFilterCount(dropdowns, search);
  return (
    <div className="mb-6">
      {collapsible ? (
        <details className="peer group/filter md:hidden">
          <summary
            className={`inline-flex cursor-pointer list-none items-center gap-2 rounded-full border border-white/20 px-4 py-2 text-sm font-semibold hover:border-paper/60 [&::-webkit-details-marker]:hidden ${FOCUS_RING}`}
          >
            {FILTER_TOGGLE_TEXT}
            {chosen > 0 ? (
              <span className="inline-grid min-w-5 place-items-center rounded-full bg-accent px-1.5 text-xs leading-5 text-ink">
                {chosen}
                <span className="sr-only"> {ACTIVE_FILTERS_TEXT}</span>
              </span>
            ) : null}
            <DropdownChevron open={false} className="group-open/filter:rotate-180" />
          </summary>
        </details>
      ) : null}
      <nav aria-label={FILTERS_LABEL} className={collapsible ? 'max-md:mt-3 max-md:hidden max-md:peer-open:block' : undefined}>
        <ul role="list" className="flex flex-wrap gap-3">
          {dropdowns.map((dropdown) => (
            <li key={dropdown.param}>
              <FilterDropdownIsland dropdown={dropdown} pathname={pathname} search={base} listId={`${listIdBase}-${dropdown.param}`} />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
