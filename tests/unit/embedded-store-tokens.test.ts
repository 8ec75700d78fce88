import { createEmbeddedStoreTokens, EMBEDDED_TOKEN_LIFETIME_MS } from '../../server/sources/store/embedded-store-tokens';
import { TOKEN_RENEWAL_MARGIN_MS } from '../../server/sources/store/ochre-token-provider';

describe('the embedded store’s access tokens (the twin of Ochre’s client-credentials token)', () => {
  let clock: number;
  const tokens = () => createEmbeddedStoreTokens({ now: () => clock });
  beforeEach(() => {
    clock = Date.UTC(2026, 0, 15, 12, 0, 0);
  });

  it('hands out one short-lived token until shortly before it expires, then a new one', async () => {
    const twin = tokens();
    const first = await twin.current();
    expect(first.expiresAt).toBe(clock + EMBEDDED_TOKEN_LIFETIME_MS);
    expect(first.accessToken).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(await twin.current()).toEqual(first);
    clock = first.expiresAt - TOKEN_RENEWAL_MARGIN_MS;
    const second = await twin.current();
    expect(second.accessToken).not.toBe(first.accessToken);
  });

  it('accepts its own tokens until they expire, and nothing else', async () => {
    const twin = tokens();
    const { accessToken, expiresAt } = await twin.current();
    expect(twin.accepts(accessToken)).toBe(true);
    expect(twin.accepts('ochre-token-1')).toBe(false);
    expect(twin.accepts('')).toBe(false);
    expect(tokens().accepts(accessToken)).toBe(false);
    clock = expiresAt;
    expect(twin.accepts(accessToken)).toBe(false);
  });

  it('refresh replaces a rejected token', async () => {
    const twin = tokens();
    const { accessToken } = await twin.current();
    const renewed = await twin.refresh(accessToken);
    expect(renewed.accessToken).not.toBe(accessToken);
    expect(await twin.current()).toEqual(renewed);
  });
});
