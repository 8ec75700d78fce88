import path from 'node:path';
import { rmSync } from 'node:fs';
import request from 'supertest';
import { createEmbeddedEmailSignups, type EmailSignupsStore } from '../../../server/sources/email-signups/embedded-email-signups';
import { createTestSite } from '../../support/test-site';
import { testFileFolder } from '../../support/temp-run-dir';

/** Issue 11, item 7: the embedded sign-up twin keeps each address once and limits each client. */
const file = path.join(testFileFolder(), 'signups.sqlite');
let signups: EmailSignupsStore;

beforeEach(() => {
  rmSync(file, { force: true });
  signups = createEmbeddedEmailSignups(file);
});
afterEach(() => signups.close());

const signUp = (app: Parameters<typeof request>[0], ip: string, email: string) =>
  request(app).post('/email-forms/proc.php').set('X-Forwarded-For', ip).type('form').send({ f: '12', email });

describe('e-mail sign-ups on the production app', () => {
  it('stores at most SIGNUP_RATE_LIMIT sign-ups per client and window', async () => {
    const { app } = await createTestSite({
      env: { NODE_ENV: 'production', TRUST_PROXY_HOPS: '1', SIGNUP_RATE_LIMIT: '3' },
      sources: { emailSignups: signups },
    });
    for (let i = 0; i < 3; i += 1) expect((await signUp(app, '203.0.113.20', `fan${i}@example.com`)).status).toBe(200);
    const limited = await signUp(app, '203.0.113.20', 'fan99@example.com');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ result: 'error', details: ['Too many sign-ups from this address: please try again later'] });
    expect(signups.list(1000)).toHaveLength(3);
    // Another client has its own budget.
    expect((await signUp(app, '203.0.113.21', 'other@example.com')).status).toBe(200);
    expect(signups.list(1000)).toHaveLength(4);
  });

  it('keeps one row per address and form, however it is spelt', async () => {
    const { app } = await createTestSite({ env: { NODE_ENV: 'production', TRUST_PROXY_HOPS: '1' }, sources: { emailSignups: signups } });
    for (const [ip, email] of [
      ['203.0.113.30', 'Fan@Example.com'],
      ['203.0.113.31', ' fan@example.com '],
      ['203.0.113.32', 'FAN@EXAMPLE.COM'],
    ] as const) {
      expect((await signUp(app, ip, email)).status).toBe(200);
    }
    expect(signups.list(1000).map((signup) => signup.email)).toEqual(['fan@example.com']);
  });

  it('gives a refused sign-up its count back', async () => {
    const { app } = await createTestSite({
      env: { NODE_ENV: 'production', TRUST_PROXY_HOPS: '1', SIGNUP_RATE_LIMIT: '1' },
      sources: { emailSignups: signups },
    });
    expect((await signUp(app, '203.0.113.40', 'not-an-address')).status).toBe(400);
    expect((await signUp(app, '203.0.113.40', 'fan@example.com')).status).toBe(200);
  });
});
