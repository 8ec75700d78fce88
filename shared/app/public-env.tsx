import { createContext, useContext, type ReactNode } from 'react';
import { EMBEDDED_EMAIL_FORMS_PATH } from '../lib/email-forms';
import type { Locale } from '../lib/prices';

/** The part of the server's configuration the browser may see. Nothing secret goes in here. */
export interface PublicEnv {
  publicUrl: string;
  defaultLocale: Locale;
  /** Where e-mail sign-up form scripts load from: the service's origin, or the embedded twin's path. */
  emailFormsUrl: string;
}

const PublicEnvContext = createContext<PublicEnv>({ publicUrl: '', defaultLocale: 'gb', emailFormsUrl: EMBEDDED_EMAIL_FORMS_PATH });

export function PublicEnvProvider({ env, children }: { env: PublicEnv; children: ReactNode }) {
  return <PublicEnvContext.Provider value={env}>{children}</PublicEnvContext.Provider>;
}

export function usePublicEnv(): PublicEnv {
  return useContext(PublicEnvContext);
}
