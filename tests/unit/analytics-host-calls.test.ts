import { analyticsHostCalls } from '../../shared/lib/consent/analytics-host-calls';

describe('analyticsHostCalls', () => {
  it('places each call below the host, or below the site itself for the twin', () => {
    expect(analyticsHostCalls.cookies.url('https://consent.example/')).toBe('https://consent.example/analytics/cookies');
    expect(analyticsHostCalls.cookies.url('')).toBe('/analytics/cookies');
    expect(analyticsHostCalls.register.url('https://consent.example', { a: true, ma: false })).toBe(
      'https://consent.example/register/acceptCookies?a=true&ma=false',
    );
    expect(analyticsHostCalls.snippets.url('', { a: true, ma: false })).toBe('/analytics/snippets?a=true');
  });

  it('reads nothing of an answer of the wrong shape', () => {
    expect(analyticsHostCalls.cookies.read({ unexpected: true })).toBeNull();
    expect(analyticsHostCalls.snippets.read('not an answer')).toBeNull();
  });
});
