import { useCallback, useEffect, useRef, useState } from 'react';
import { needsConsent, type ConsentMap, type CookieConfiguration } from '../../lib/consent/consent';
import { fetchCookieConfiguration, registerConsent } from './analytics-host-client';
import type { ConsentTargets } from './apply-consent';
import { readStoredConsent, storeConsent } from './consent-storage';
import { sanitizeCookieConfiguration } from './sanitize-consent-html';

export type BannerView = 'hidden' | 'simple' | 'detailed';

/** What a consent turns on (snippets, the tag manager) is fetched once there is a consent to apply. */
const applyConsent = (consent: ConsentMap, targets: ConsentTargets, signal: AbortSignal) =>
  import('./apply-consent').then(
    (module) => module.applyConsent(consent, targets, signal),
    (error: unknown) => {
      if (!signal.aborted) console.warn('Cookie consent: its code could not be loaded', error);
    },
  );

export interface CookieConsent {
  view: BannerView;
  /** Set while the banner is shown. */
  config: CookieConfiguration | null;
  showDetails(): void;
  showSimple(): void;
  accept(consent: ConsentMap): void;
}

/**
 * The banner's states (spec 001 §2, §4). Everything happens in effects, so the server and the
 * hydration pass render nothing and the banner appears only in the hydrated page. The stored
 * consent decides: complete → applied, banner hidden; missing or incomplete → banner shown.
 * Every call ends when the banner unmounts.
 */
export function useCookieConsent({ analyticsHost, tagManager }: ConsentTargets): CookieConsent {
  const [view, setView] = useState<BannerView>('hidden');
  const [config, setConfig] = useState<CookieConfiguration | null>(null);
  const calls = useRef<AbortController | null>(null);
  const targets = useRef<ConsentTargets>({ analyticsHost, tagManager });
  const tagManagerId = tagManager?.id;
  const tagManagerUrl = tagManager?.url;

  useEffect(() => {
    const controller = new AbortController();
    calls.current = controller;
    targets.current = { analyticsHost, tagManager: tagManagerId && tagManagerUrl ? { id: tagManagerId, url: tagManagerUrl } : null };
    const stored = readStoredConsent();
    fetchCookieConfiguration(analyticsHost, controller.signal).then(
      (loaded) => {
        if (controller.signal.aborted) return;
        if (needsConsent(loaded, stored)) {
          setConfig(sanitizeCookieConfiguration(loaded));
          setView('simple');
        } else {
          void applyConsent(stored!, targets.current, controller.signal);
        }
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('Cookie consent: the cookie configuration could not be loaded', error);
      },
    );
    return () => controller.abort();
  }, [analyticsHost, tagManagerId, tagManagerUrl]);

  const accept = useCallback((consent: ConsentMap) => {
    const signal = calls.current?.signal ?? new AbortController().signal;
    storeConsent(consent);
    setView('hidden');
    setConfig(null);
    registerConsent(targets.current.analyticsHost, consent, signal).catch((error: unknown) => {
      if (!signal.aborted) console.warn('Cookie consent: the consent registration failed', error);
    });
    void applyConsent(consent, targets.current, signal);
  }, []);

  const showDetails = useCallback(() => setView('detailed'), []);
  const showSimple = useCallback(() => setView('simple'), []);
  return { view, config, showDetails, showSimple, accept };
}
