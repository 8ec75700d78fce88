import { useRef } from 'react';
import { usePublicEnv } from '../../app/public-env';
import { ACCEPT_COOKIES_TEXT, allAccepted, COOKIE_BANNER_LABEL, EDIT_COOKIE_PREFERENCES_TEXT } from '../../lib/consent/consent';
import { MESSAGE, PRIMARY_BUTTON, SECONDARY_BUTTON } from './consent-styles';
import { onDemand } from '../../app/on-demand';
import { useCookieConsent } from './use-cookie-consent';
import { useReservedBottomSpace } from './use-reserved-bottom-space';

/** The detailed view's code arrives when the visitor asks to edit the preferences. */
const CookiePreferences = onDemand(() => import('./cookie-preferences').then((module) => ({ default: module.CookiePreferences })));

/**
 * The cookie banner (spec 001 §2, §4): a bar fixed to the bottom of the viewport, so it moves
 * nothing when it appears after hydration. A labelled region (a landmark), not a modal: the page
 * stays usable. It is last in the document, so the frame's skip link stays first; Shift+Tab from
 * the top of the page reaches it at once.
 */
export function CookieBanner() {
  const env = usePublicEnv();
  const consent = useCookieConsent({ analyticsHost: env.analyticsHost ?? '', tagManager: env.tagManager ?? null });
  const region = useRef<HTMLElement>(null);
  const returnToEdit = useRef(false);
  const shown = consent.view !== 'hidden' && consent.config !== null;
  useReservedBottomSpace(region, shown);

  if (!shown || !consent.config) return null;
  const { config } = consent;
  return (
    <section
      ref={region}
      aria-label={COOKIE_BANNER_LABEL}
      className="fixed inset-x-0 bottom-0 z-40 max-h-[85vh] overflow-y-auto border-t border-white/15 bg-ink/95 text-paper shadow-[0_-12px_32px_rgb(0_0_0/0.45)] backdrop-blur"
    >
      <div className="mx-auto max-w-7xl px-4 py-4 md:py-5">
        {consent.view === 'detailed' ? (
          <CookiePreferences
            preferences={config.preferences}
            onAccept={consent.accept}
            onBack={() => {
              returnToEdit.current = true;
              consent.showSimple();
            }}
          />
        ) : (
          <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between md:gap-8">
            <div className={`max-w-3xl ${MESSAGE}`} dangerouslySetInnerHTML={{ __html: config.message }} />
            <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
              <button type="button" className={PRIMARY_BUTTON} onClick={() => consent.accept(allAccepted(config.preferences.items))}>
                {ACCEPT_COOKIES_TEXT}
              </button>
              <button
                ref={(button) => {
                  // Back from the detailed view: focus returns to the button that opened it.
                  if (button && returnToEdit.current) {
                    returnToEdit.current = false;
                    button.focus();
                  }
                }}
                type="button"
                className={SECONDARY_BUTTON}
                onClick={consent.showDetails}
                onPointerEnter={() => void CookiePreferences.preload()}
                onFocus={() => void CookiePreferences.preload()}
              >
                {EDIT_COOKIE_PREFERENCES_TEXT}
              </button>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
