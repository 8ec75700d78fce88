import { useSyncExternalStore } from 'react';
import { requestIsland } from '../../app/island';
import { listenerSet } from '../../app/listener-set';

/**
 * Whether the overlay menu has been reached for (its code is wanted) and whether it is open: kept
 * outside React, so the header's menu button and the menu itself can be islands of their own
 * (docs/decisions/0118) and still share them.
 */
let reached = false;
let open = false;
const listeners = listenerSet();

/** A visitor reaches for the menu button: the menu's code starts loading, and the menu mounts closed. */
export const reachOverlayMenu = () => {
  if (reached) return;
  reached = true;
  listeners.notify();
  // Hydrated by islands, the menu's own island wakes (shared/app/frame-islands.tsx).
  requestIsland('overlay-menu');
};

export const openOverlayMenu = () => {
  reachOverlayMenu();
  if (open) return;
  open = true;
  listeners.notify();
};

export const closeOverlayMenu = () => {
  if (!open) return;
  open = false;
  listeners.notify();
};

const useFlag = (read: () => boolean) => useSyncExternalStore(listeners.subscribe, read, () => false);

export const useOverlayMenuOpen = () => useFlag(() => open);
export const useOverlayMenuReached = () => useFlag(() => reached);
