import { createContext, type ComponentType } from 'react';
import type { ContactFormBlock } from '../lib/contact/contact-form-schema';

/**
 * What only a browser without JavaScript shows, inside <noscript>: the server renders it, and the
 * browser never runs a <noscript>'s children (React keeps the server's content as it is), so its
 * code is handed in by the server render alone and costs the browser bundle nothing.
 */
export interface NoScriptParts {
  PlainContactForm: ComponentType<{ blockId: string; form: ContactFormBlock }>;
}

/** Null in the browser: there is nothing to render inside a <noscript> there. */
export const NoScriptPartsContext = createContext<NoScriptParts | null>(null);
