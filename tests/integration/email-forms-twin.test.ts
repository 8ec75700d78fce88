import path from 'node:path';
import { rmSync } from 'node:fs';
import request from 'supertest';
import { createEmbeddedEmailSignups, type EmailSignupsStore } from '../../server/sources/email-signups/embedded-email-signups';
import { createTestSite } from '../support/test-site';
import { testFileFolder } from '../support/temp-run-dir';

describe('embedded e-mail form service (the twin of ActiveCampaign forms)', () => {
  const file = path.join(testFileFolder(), 'signups.sqlite');
  let signups: EmailSignupsStore;

  beforeEach(() => {
    rmSync(file, { force: true });
    signups = createEmbeddedEmailSignups(file, () => new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => signups.close());

  it('serves the form script for a known form id, and 404 for others', async () => {
    const { app } = await createTestSite({ sources: { emailSignups: signups } });
    const script = await request(app).get('/email-forms/f/embed.php?id=12');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/^application\/javascript/);
    expect(script.text).toContain('"formId":"12"');
    expect(script.text).toContain("'._form_' + config.formId");

    for (const id of ['99', 'abc', '12"', '']) {
      const res = await request(app).get(`/email-forms/f/embed.php?id=${encodeURIComponent(id)}`);
      expect(res.status).toBe(404);
    }
  });

  it('stores a sign-up once per address and form, and answers success', async () => {
    const { app } = await createTestSite({ sources: { emailSignups: signups } });
    for (const email of ['fan@example.com', ' Fan@Example.com ']) {
      const res = await request(app).post('/email-forms/proc.php').type('form').send({ f: '12', email });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ result: 'success' });
    }
    expect(signups.list()).toEqual([
      { id: expect.any(String), formId: '12', email: 'fan@example.com', receivedAt: '2026-11-22T10:00:00.000Z' },
    ]);
  });

  it('refuses a bad address or an unknown form with a details list, and stores nothing', async () => {
    const { app } = await createTestSite({ sources: { emailSignups: signups } });
    const bad = await request(app).post('/email-forms/proc.php').type('form').send({ f: '12', email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ result: 'error', details: ['Please add a valid email'] });
    const unknown = await request(app).post('/email-forms/proc.php').type('form').send({ f: '99', email: 'fan@example.com' });
    expect(unknown.status).toBe(404);
    const missing = await request(app).post('/email-forms/proc.php').type('form').send({});
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual(expect.arrayContaining(['form is required', 'Please add a valid email']));
    expect(signups.list()).toEqual([]);
  });

  it('is not mounted when a real form service is configured', async () => {
    const { app } = await createTestSite({
      env: { EMAIL_FORMS_URL: 'https://label.activehosted.com' },
      sources: { emailSignups: signups },
    });
    const res = await request(app).get('/email-forms/f/embed.php?id=12');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // The service's own form posts to its origin; nothing else is added.
    expect(res.headers['content-security-policy']).toContain("form-action 'self' https://label.activehosted.com;");
  });
});
