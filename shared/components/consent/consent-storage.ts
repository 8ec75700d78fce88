import { CONSENT_STORAGE_KEY, parseStoredConsent, type ConsentMap } from '../../lib/consent/consent';

/** The visitor's stored choice (browser only); null when none, unreadable, or storage is off. */
export function readStoredConsent(): ConsentMap | null {
  try {
    return parseStoredConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    // Storage can be disabled (private modes, blocked site data): as if nothing were stored.
    return null;
  }
}

export function storeConsent(consent: ConsentMap): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch (error) {
    console.warn('Cookie consent: the choice could not be stored', error);
  }
}
