import { useEffect, useState, useSyncExternalStore } from 'react';
import { ROUTE_PROGRESS_DELAY_MS } from '../lib/frame/frame';
import { networkActivity } from './network-activity';

/**
 * A slim bar at the top while the next page's data is on its way — only when that takes longer
 * than a moment, so quick changes never flash it.
 */
export function RouteProgress() {
  const active = useSyncExternalStore(networkActivity.subscribe, networkActivity.snapshot, networkActivity.serverSnapshot) > 0;
  const [delayPassed, setDelayPassed] = useState(false);
  // Reset while idle, during render: the next burst of activity waits its moment again.
  if (!active && delayPassed) setDelayPassed(false);

  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setTimeout(() => setDelayPassed(true), ROUTE_PROGRESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [active]);
  const visible = active && delayPassed;

  return (
    <div
      aria-hidden="true"
      className={`pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden ${visible ? 'opacity-100' : 'opacity-0'} transition-opacity`}
    >
      {visible ? <div data-route-progress className="h-full w-1/3 animate-[route-progress_1.2s_ease-in-out_infinite] bg-accent" /> : null}
    </div>
  );
}
