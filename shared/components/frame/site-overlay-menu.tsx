import { onDemand } from '../../app/on-demand';
import type { OverlayMenuProps } from './overlay-menu';
import { closeOverlayMenu, useOverlayMenuOpen, useOverlayMenuReached } from './overlay-menu-state';

/** The menu's code (with the dialog's) arrives when a visitor reaches for the menu button. */
const OverlayMenu = onDemand(() => import('./overlay-menu').then((module) => ({ default: module.OverlayMenuArriving })));

/**
 * The site's overlay menu, opened by the header's menu button through their shared state. Nothing
 * until the button is reached (a pointer, a touch, the focus) or pressed: then it mounts closed, so
 * the first opening slides in as every other does.
 */
export function SiteOverlayMenu(props: Omit<OverlayMenuProps, 'open' | 'onClose'>) {
  const open = useOverlayMenuOpen();
  const reached = useOverlayMenuReached();
  return reached ? <OverlayMenu open={open} onClose={closeOverlayMenu} {...props} /> : null;
}
