import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Any navigation (a link inside, the back button) closes the dialog: the router commits a new
 * location once the next page is ready, and that is when `onClose` runs. Not on mounting.
 */
export function useCloseOnNavigation(onClose: () => void): void {
  const location = useLocation();
  const previousKey = useRef(location.key);
  useEffect(() => {
    if (previousKey.current === location.key) return;
    previousKey.current = location.key;
    onClose();
  }, [location.key, onClose]);
}
