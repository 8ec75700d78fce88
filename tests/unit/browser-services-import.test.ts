/**
 * Decision 0061: browser-only services stay beside their components, so the server imports them
 * while rendering. Importing one must touch no browser global (this project runs without a DOM).
 */
const BROWSER_SERVICES = [
  'basket/cart-client',
  'basket/cart-analytics',
  'basket/notify',
  'consent/analytics-host-client',
  'consent/apply-consent',
  'consent/consent-storage',
  'consent/inject-snippet',
  'consent/sanitize-consent-html',
  'consent/tag-manager',
  'contact/send-contact-message',
];

describe('browser-only services (decision 0061)', () => {
  it('run without a DOM here', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each(BROWSER_SERVICES)('%s can be imported by the server render without a browser', async (service) => {
    const module = (await import(`../../shared/components/${service}`)) as Record<string, unknown>;
    expect(Object.values(module).some((value) => typeof value === 'function')).toBe(true);
  });
});
