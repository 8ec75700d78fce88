import { useEffect, useRef } from 'react';
import { useSiteNavigation } from '../../app/site-navigation-context';

/**
 * Any navigation (a link inside, the back button) closes the dialog: the site's navigation commits a
 * new location once the next page is ready, and that is when `onClose` runs. Not on mounting.
 */
export function useCloseOnNavigation(onClose: () => void): void {
  const { location } = useSiteNavigation();
  const previousKey = useRef(location.key);
  useEffect(() => {
    if (previousKey.current === location.key) return;
    previousKey.current = location.key;
    onClose();
  }, [location.key, onClose]);
}
