import { createContext, useContext, type ReactNode } from 'react';

/** Lets a page decide the HTTP status during the server render (404 for unknown content). */
const StatusContext = createContext<((status: number) => void) | null>(null);

export function ResponseStatusProvider({ onStatus, children }: { onStatus: (status: number) => void; children: ReactNode }) {
  return <StatusContext.Provider value={onStatus}>{children}</StatusContext.Provider>;
}

/** Sets the response status on the server; a no-op in the browser, where no provider exists. */
export function useResponseStatus(status: number): void {
  useContext(StatusContext)?.(status);
}
