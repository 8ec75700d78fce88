import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { island } from '../../app/island';
import { RouterLink } from '../router-link';
import { optionHref, selectedOption, type Dropdown } from '../../lib/catalog/filter-menus';
import { useHydrated } from './use-hydrated';
import { FOCUS_RING } from '../focus-ring';
import { DropdownChevron } from '../dropdown-chevron';

export interface FilterDropdownProps {
  dropdown: Dropdown;
  pathname: string;
  /** The query string the options build on (without the page parameter). */
  search: string;
  /** The options list's id (an island's props carry its ids: docs/decisions/0118). */
  listId: string;
}

/**
 * One drop-down of a filter menu. Built on <details>, so it opens and its links work without
 * JavaScript; once hydrated React owns the open state: it closes on a pointerdown outside, after
 * choosing, and on Escape (focus back on the toggle). Options are router links with
 * preventScrollReset: the page neither scrolls nor reloads.
 */
export function FilterDropdown({ dropdown, pathname, search, listId }: FilterDropdownProps) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const rootRef = useRef<HTMLDetailsElement>(null);
  const toggleRef = useRef<HTMLElement>(null);
  const selected = selectedOption(dropdown, search);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onToggleClick = (event: MouseEvent) => {
    // React owns the state; the browser's own toggling is for visitors without JavaScript.
    event.preventDefault();
    setOpen((value) => !value);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <details ref={rootRef} open={open} onKeyDown={onKeyDown} className="relative">
      <summary
        ref={toggleRef}
        onClick={onToggleClick}
        // Without JavaScript the browser toggles <details> itself and a fixed value would lie.
        aria-expanded={hydrated ? open : undefined}
        aria-controls={listId}
        className={`flex cursor-pointer list-none items-center gap-2 rounded-full border border-white/20 px-4 py-2 text-sm hover:border-paper/60 [&::-webkit-details-marker]:hidden ${FOCUS_RING}`}
      >
        <span className="text-paper/60">{dropdown.title}</span>
        <span className="font-semibold">{selected.label}</span>
        <DropdownChevron open={open} />
      </summary>
      <ul
        id={listId}
        className="absolute left-0 z-30 mt-2 max-h-72 min-w-48 overflow-y-auto rounded-lg border border-white/15 bg-ink py-2 shadow-xl"
      >
        {dropdown.options.map((option) => {
          const current = option.value === selected.value;
          return (
            <li key={option.value ?? ''}>
              <RouterLink
                to={optionHref(pathname, search, dropdown.param, option.value)}
                preventScrollReset
                aria-current={current ? 'true' : undefined}
                onClick={() => setOpen(false)}
                className={`block px-4 py-2 text-sm hover:bg-white/10 ${current ? 'font-semibold text-accent' : ''} ${FOCUS_RING}`}
              >
                {option.label}
              </RouterLink>
            </li>
          );
        })}
      </ul>
    </details>
  );
}

/** A drop-down as an island of its own: its code loads when a visitor reaches for it. */
export const FilterDropdownIsland = island('filter-dropdown', FilterDropdown, { loading: 'reached' });
