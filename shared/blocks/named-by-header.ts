import { createContext } from 'react';

/**
 * Set by rich text around a slot that the header block right before it names (section-headings.ts):
 * that header's anchor, or null when it has none; undefined for a slot no header names. A named slot
 * draws no heading of its own, not even a hidden one, and is labelled by the header.
 */
export const NamedByHeaderContext = createContext<string | null | undefined>(undefined);
