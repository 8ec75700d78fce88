import { createContext, useContext, type ReactNode } from 'react';
import type { Locale } from '../lib/prices';

/** The part of the server's configuration the browser may see. Nothing secret goes in here. */
export interface PublicEnv {
  publicUrl: string;
  defaultLocale: Locale;
}

const PublicEnvContext = createContext<PublicEnv>({ publicUrl: '', defaultLocale: 'gb' });

export function PublicEnvProvider({ env, children }: { env: PublicEnv; children: ReactNode }) {
  return <PublicEnvContext.Provider value={env}>{children}</PublicEnvContext.Provider>;
}

export function usePublicEnv(): PublicEnv {
  return useContext(PublicEnvContext);
}
