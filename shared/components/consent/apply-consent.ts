import { acceptedParams, shouldLoadTagManager, type ConsentMap, type TagManagerSettings } from '../../lib/consent/consent';
import { fetchSnippets } from './analytics-host-client';
import { injectSnippet, pageNonce } from './inject-snippet';
import { loadTagManager, sendConsentUpdate } from './tag-manager';

export interface ConsentTargets {
  analyticsHost: string;
  tagManager: TagManagerSettings | null;
}

/**
 * What a complete consent turns on (browser only): the tag manager's consent update, its script
 * when analytics is accepted, and the tracking snippets of the accepted params. Failures are
 * only logged (spec 001 §8).
 */
export async function applyConsent(consent: ConsentMap, targets: ConsentTargets, signal: AbortSignal): Promise<void> {
  const nonce = pageNonce();
  if (targets.tagManager) {
    sendConsentUpdate(consent);
    if (shouldLoadTagManager(consent)) loadTagManager(targets.tagManager, nonce);
  }
  // Nothing accepted, nothing to load: the call is skipped.
  if (acceptedParams(consent).length === 0) return;
  try {
    const { value } = await fetchSnippets(targets.analyticsHost, consent, signal);
    if (!signal.aborted) injectSnippet(value, nonce);
  } catch (error) {
    if (!signal.aborted) console.warn('Cookie consent: the tracking snippets could not be loaded', error);
  }
}
