import type { ReactNode } from 'react';
import { PublicEnvProvider, type PublicEnv } from './public-env';
import { QueryEngineContext, type QueryEngine } from './site-query';

/** The providers both the server render and the browser wrap the app in; the router is the caller's. */
export function SiteProviders({ engine, env, children }: { engine: QueryEngine; env: PublicEnv; children: ReactNode }) {
  return (
    <QueryEngineContext.Provider value={engine}>
      <PublicEnvProvider env={env}>{children}</PublicEnvProvider>
    </QueryEngineContext.Provider>
  );
}
