import * as consent from '../../shared/lib/consent/consent';
import {
  acceptedParams,
  allAccepted,
  analyticsHostUrl,
  consentFromSelection,
  isAllowedConsentHref,
  missingConsentParams,
  needsConsent,
  parseCookieConfiguration,
  parseSnippetsAnswer,
  parseStoredConsent,
  registrationQuery,
  shouldLoadTagManager,
  snippetsQuery,
  tagManagerConsentUpdate,
  tagManagerScriptUrl,
} from '../../shared/lib/consent/consent';
import { cookieConfiguration as config } from '../support/cookie-configuration';
import { itKeepsExactly } from '../support/exact-constants';

const items = config.preferences.items;

describe('cookie consent texts and constants (spec 001 §2, §7, §9, exact)', () => {
  itKeepsExactly(consent, [
    ['ACCEPT_COOKIES_TEXT', 'Accept Cookies'],
    ['EDIT_COOKIE_PREFERENCES_TEXT', 'Edit cookies preferences'],
    ['COOKIE_PREFERENCES_TITLE', 'Cookies Preferences'],
    ['ACCEPT_SELECTED_COOKIES_TEXT', 'Accept Selected Cookies'],
    ['BACK_TEXT', 'Back'],
    ['CONSENT_STORAGE_KEY', 'accepted-cookies'],
    ['ANALYTICS_PARAM', 'a'],
    ['MARKETING_PARAM', 'ma'],
    ['COOKIES_PATH', '/analytics/cookies'],
    ['REGISTER_CONSENT_PATH', '/register/acceptCookies'],
    ['SNIPPETS_PATH', '/analytics/snippets'],
    ['DEFAULT_TAG_MANAGER_URL', 'https://www.googletagmanager.com/gtag/js'],
  ]);
});

describe('stored consent', () => {
  it('reads the JSON map and keeps only boolean answers', () => {
    expect(parseStoredConsent('{"a":true,"ma":false}')).toEqual({ a: true, ma: false });
    expect(parseStoredConsent('{"a":"yes","ma":false}')).toEqual({ ma: false });
  });

  it.each([null, '', 'not json', '[true]', 'true', 'null'])('treats %j as nothing stored', (raw) => {
    expect(parseStoredConsent(raw)).toBeNull();
  });
});

describe('when the banner is shown (spec 001 §2)', () => {
  it('is shown when no consent is stored', () => {
    expect(needsConsent(config, null)).toBe(true);
    expect(missingConsentParams(config, null)).toEqual(['a', 'ma']);
  });

  it('is shown when any configured param is missing from the stored consent', () => {
    expect(missingConsentParams(config, { a: true })).toEqual(['ma']);
    expect(needsConsent(config, { a: true })).toBe(true);
    expect(needsConsent(config, { a: true, x: true })).toBe(true);
  });

  it('stays hidden when every configured param is answered, true or false', () => {
    expect(needsConsent(config, { a: false, ma: false })).toBe(false);
    expect(needsConsent(config, { a: true, ma: true, old: true })).toBe(false);
  });

  it('is shown for an empty stored map even with nothing configured', () => {
    const empty = { ...config, preferences: { ...config.preferences, items: [] } };
    expect(needsConsent(empty, null)).toBe(true);
    expect(needsConsent(empty, {})).toBe(false);
  });
});

describe('the choice', () => {
  it('"Accept Cookies" and the detailed view start with every item checked', () => {
    expect(allAccepted(items)).toEqual({ a: true, ma: true });
  });

  it('"Accept Selected Cookies" answers every configured item, unticked ones false', () => {
    expect(consentFromSelection(items, { a: false, ma: true })).toEqual({ a: false, ma: true });
    expect(consentFromSelection(items, { ma: true, stray: true })).toEqual({ a: false, ma: true });
  });
});

describe('the tag manager (spec 001 §4)', () => {
  it.each([
    [
      { a: true, ma: true },
      { ad_storage: 'granted', analytics_storage: 'granted' },
    ],
    [
      { a: true, ma: false },
      { ad_storage: 'denied', analytics_storage: 'granted' },
    ],
    [
      { a: false, ma: true },
      { ad_storage: 'granted', analytics_storage: 'denied' },
    ],
    [
      { a: false, ma: false },
      { ad_storage: 'denied', analytics_storage: 'denied' },
    ],
    [{}, { ad_storage: 'denied', analytics_storage: 'denied' }],
  ])('maps %j to the consent update %j', (map, update) => {
    expect(tagManagerConsentUpdate(map)).toEqual(update);
  });

  it('loads its script only when analytics (a) is accepted', () => {
    expect(shouldLoadTagManager({ a: true, ma: false })).toBe(true);
    expect(shouldLoadTagManager({ a: false, ma: true })).toBe(false);
    expect(shouldLoadTagManager({})).toBe(false);
  });

  it('asks for the script by tag id', () => {
    expect(tagManagerScriptUrl({ id: 'G-ABC123', url: 'https://www.googletagmanager.com/gtag/js' })).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-ABC123',
    );
    expect(tagManagerScriptUrl({ id: 'G-1', url: 'http://127.0.0.1:9000/gtag/js?l=x' })).toBe('http://127.0.0.1:9000/gtag/js?l=x&id=G-1');
  });
});

describe('the analytics host calls (spec 001 §7)', () => {
  it('registers one boolean per param', () => {
    expect(registrationQuery({ a: true, ma: false })).toBe('a=true&ma=false');
  });

  it('asks for the snippets of the truthy params only', () => {
    expect(acceptedParams({ a: false, ma: true })).toEqual(['ma']);
    expect(snippetsQuery({ a: true, ma: true })).toBe('a=true&ma=true');
    expect(snippetsQuery({ a: false, ma: true })).toBe('ma=true');
    expect(snippetsQuery({ a: false })).toBe('');
  });

  it('builds addresses on the host, or on the site itself when the host is empty', () => {
    expect(analyticsHostUrl('', '/analytics/cookies')).toBe('/analytics/cookies');
    expect(analyticsHostUrl('https://analytics.example/', '/register/acceptCookies', 'a=true')).toBe(
      'https://analytics.example/register/acceptCookies?a=true',
    );
    expect(analyticsHostUrl('https://analytics.example/consent', '/analytics/snippets', 'ma=true')).toBe(
      'https://analytics.example/consent/analytics/snippets?ma=true',
    );
  });

  it('accepts only the configuration shape and the snippets shape', () => {
    expect(parseCookieConfiguration(JSON.parse(JSON.stringify(config)))).toEqual(config);
    expect(parseCookieConfiguration({ ...config, extra: 1 })).toEqual(config);
    expect(parseCookieConfiguration({ message: 'x' })).toBeNull();
    expect(
      parseCookieConfiguration({
        ...config,
        preferences: { message: 'm', items: [{ param: '', name: 'n', title: 't', description: 'd' }] },
      }),
    ).toBeNull();
    expect(parseCookieConfiguration(null)).toBeNull();
    expect(parseSnippetsAnswer({ value: '<script>1</script>' })).toEqual({ value: '<script>1</script>' });
    expect(parseSnippetsAnswer({ value: 1 })).toBeNull();
    expect(parseSnippetsAnswer([])).toBeNull();
  });
});

describe('links in the banner HTML', () => {
  it.each([
    '/about#privacy',
    '#privacy',
    'https://label.example/privacy',
    'http://x.example',
    'mailto:privacy@label.example',
    'tel:+441234',
  ])('keeps %s', (href) => {
    expect(isAllowedConsentHref(href)).toBe(true);
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', '//evil.example/x', '/\\evil.example/x', 'vbscript:x'])(
    'refuses %s',
    (href) => {
      expect(isAllowedConsentHref(href)).toBe(false);
    },
  );
});
