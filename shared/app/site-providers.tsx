import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { PublicEnvProvider, type PublicEnv } from './public-env';

/** The providers both the server render and the browser wrap the app in; the router is the caller's. */
export function SiteProviders({ client, env, children }: { client: ApolloClient; env: PublicEnv; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <HelmetProvider>
        <PublicEnvProvider env={env}>{children}</PublicEnvProvider>
      </HelmetProvider>
    </ApolloProvider>
  );
}
