import { useEffect, useRef, useState } from 'react';
import { useSiteNavigation } from '../../app/site-navigation-context';
import { DROPDOWN_MIN_WIDTH_CLASS } from '../../lib/frame/frame';
import type { MenuItem } from '../../graphql/site-settings';
import { DropdownChevron } from '../dropdown-chevron';
import { FOCUS_RING } from '../focus-ring';
import { SmartLink } from '../storefront/smart-link';
import { useHydrated } from '../storefront/use-hydrated';

/**
 * A main-navigation item with a submenu (spec 001 §2 "Header", §4): a click opens the dropdown
 * instead of navigating; it closes on a press outside it, when a route change starts, or on a
 * second click. Escape closes it too and puts focus back on the item.
 */
export function HeaderDropdown({ item, listId }: { item: MenuItem; listId: string }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { location } = useSiteNavigation();
  const hydrated = useHydrated();

  // A route change starts when the location changes: close then, not when the new page is ready.
  const [lastLocation, setLastLocation] = useState(location.key);
  if (lastLocation !== location.key) {
    setLastLocation(location.key);
    if (open) setOpen(false);
  }

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };

  // Without JavaScript the item is the plain link it names; the dropdown needs the script. The
  // link keeps the caret's room (gap and 12 px), so the header does not move when the button comes.
  if (!hydrated) {
    return (
      <li>
        <SmartLink href={item.url} className={`rounded pr-4 hover:text-accent ${FOCUS_RING}`}>
          {item.text}
        </SmartLink>
      </li>
    );
  }

  return (
    <li ref={rootRef} className="relative" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={`flex items-center gap-1 rounded hover:text-accent ${FOCUS_RING}`}
      >
        {item.text}
        <DropdownChevron open={open} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        // Choosing an entry starts a route change: close at once rather than when the page is ready.
        onClick={(event) => {
          if ((event.target as Element).closest('a')) setOpen(false);
        }}
        className={`absolute right-0 top-full mt-3 ${DROPDOWN_MIN_WIDTH_CLASS} rounded-lg border border-white/10 bg-ink p-2 shadow-xl shadow-black/50`}
      >
        {(item.menu ?? []).map((child) => (
          <li key={`${child.url}:${child.text}`}>
            <SmartLink href={child.url} className={`block rounded px-3 py-2 hover:bg-white/10 hover:text-accent ${FOCUS_RING}`}>
              {child.text}
            </SmartLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
