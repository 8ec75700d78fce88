import { createElement, Suspense, use, useState, type ComponentType } from 'react';
import { useHydrated } from '../components/storefront/use-hydrated';

type PartModule<P> = { default: ComponentType<P> };

export interface OnDemandPart<P> {
  (props: P): React.ReactNode;
  /** Starts loading the part's code (on hover or focus of what opens it), once. */
  preload(): Promise<unknown>;
}

const Nothing = () => null;

/**
 * A part of the page no first view shows (a panel, an overlay, a popup) in its own chunk, loaded
 * when it is first rendered or preloaded, so it costs the first load nothing. Nothing on the server
 * or at hydration: only what opens after hydration belongs here, and a lazy part then takes no room
 * of its own in the page (CLS stays 0). A chunk that fails to load (offline) shows nothing; the
 * next time the part opens it is fetched again.
 */
export function onDemand<P extends object>(load: () => Promise<PartModule<P>>): OnDemandPart<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  let failed = false;
  const preload = () => {
    pending ??= load().then(
      (module) => (loaded = module.default),
      () => {
        failed = true;
        return Nothing;
      },
    );
    return pending;
  };
  const forgetFailure = () => {
    if (failed) [pending, failed] = [undefined, false];
  };

  function Loaded(props: P) {
    // The module's component, the same one on every render once loaded (not made here).
    return createElement(loaded ?? use(preload()), props);
  }
  function Part(props: P) {
    // Once per mount: a part that failed to load is tried again when it opens again.
    useState(forgetFailure);
    const hydrated = useHydrated();
    if (!hydrated) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(Part, { preload });
}
