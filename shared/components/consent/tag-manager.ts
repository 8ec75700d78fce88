import { tagManagerConsentUpdate, tagManagerScriptUrl, type ConsentMap, type TagManagerSettings } from '../../lib/consent/consent';

type Gtag = (...args: unknown[]) => void;
type TagWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

/**
 * The gtag command queue (browser only). Defining it loads nothing: commands wait in dataLayer
 * for the tag script. Consent starts denied, so whatever loads later starts from "no".
 */
function ensureGtag(): Gtag {
  const tagWindow = window as TagWindow;
  const dataLayer = (tagWindow.dataLayer ??= []);
  if (!tagWindow.gtag) {
    tagWindow.gtag = function gtag() {
      // The tag script reads Arguments objects from the queue, not arrays: keep `arguments`.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    tagWindow.gtag('consent', 'default', { ad_storage: 'denied', analytics_storage: 'denied' });
  }
  return tagWindow.gtag;
}

/** `gtag('consent', 'update', …)`: ad storage from `ma`, analytics storage from `a` (spec 001 §4). */
export function sendConsentUpdate(consent: ConsentMap): void {
  ensureGtag()('consent', 'update', tagManagerConsentUpdate(consent));
}

/** Loads the tag script once per page, with the page's nonce. */
export function loadTagManager(settings: TagManagerSettings, nonce: string): void {
  if (document.querySelector('script[data-tag-manager]')) return;
  const gtag = ensureGtag();
  gtag('js', new Date());
  gtag('config', settings.id);
  const script = document.createElement('script');
  script.async = true;
  script.src = tagManagerScriptUrl(settings);
  script.nonce = nonce;
  script.setAttribute('data-tag-manager', '');
  script.addEventListener('error', () => console.warn(`Cookie consent: the tag-manager script ${script.src} did not load`));
  document.head.append(script);
}
