import { use, type ComponentType } from 'react';

type PageModule<P> = { default: ComponentType<P> };

export interface LazyPage<P> {
  (props: P): React.ReactNode;
  /** Loads the page's code; the server and the hydrating browser await it before rendering. */
  preload(): Promise<PageModule<P>>;
}

/**
 * A route's page in its own chunk. Unlike React.lazy it renders synchronously once preloaded, so
 * server HTML and the first browser render match without a Suspense fallback in between.
 */
export function lazyPage<P extends object>(load: () => Promise<PageModule<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<PageModule<P>> | undefined;
  const preload = () => {
    pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return pending;
  };
  function Page(props: P) {
    const Component = loaded ?? use(preload()).default;
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload });
}
