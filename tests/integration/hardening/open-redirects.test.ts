import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createTestSite } from '../../support/test-site';

/** Issue 11, item 4: neither the contact form's return nor a preview link sends a visitor off the site. */
const contactPage = JSON.parse(readFileSync(path.join(__dirname, '../../../content/pages/contact.json'), 'utf8')) as {
  blocks: { id: string; data: { kind?: string } }[];
};
const contactBlock = contactPage.blocks.find((block) => block.data.kind === 'contactForms')!.id;
const PREVIEW_SECRET = 'preview-link-secret-for-tests';

const offSite = [
  '/.//evil.example',
  '/./\\evil.example',
  '/a/..//evil.example',
  '/%2F%2Fevil.example',
  '/.%2F%2Fevil.example',
  '/%5C%5Cevil.example',
  '/\\evil.example',
  '//evil.example',
  '/\r\n//evil.example',
  '/%0d%0a//evil.example',
];

describe('redirect targets on the production app', () => {
  it.each(offSite)('the contact form refuses returnTo=%p and stores nothing', async (returnTo) => {
    const { app, sources } = await createTestSite({ env: { NODE_ENV: 'production', CONTACT_RATE_LIMIT: '1000' } });
    const inbox = sources.messages as unknown as { listMessages(options?: { limit?: number }): unknown[] };
    const before = inbox.listMessages({ limit: 1000 }).length;
    const res = await request(app).post('/api/front/send-message').type('form').send({
      channelId: 'cha_q4oxm8',
      name: 'Ada Lune',
      email: 'ada@example.test',
      message: 'A message long enough',
      returnTo,
      block: contactBlock,
    });
    expect(res.status).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(inbox.listMessages({ limit: 1000 })).toHaveLength(before);
  });

  it.each(offSite)('a preview link refuses path=%p', async (target) => {
    const { app } = await createTestSite({ env: { NODE_ENV: 'production', PREVIEW_SECRET } });
    const res = await request(app).get('/api/preview').query({ secret: PREVIEW_SECRET, path: target });
    expect(res.status).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('still returns a form post and a preview link to a path on the site', async () => {
    const { app } = await createTestSite({ env: { NODE_ENV: 'production', PREVIEW_SECRET, CONTACT_RATE_LIMIT: '1000' } });
    const form = await request(app).post('/api/front/send-message').type('form').send({
      channelId: 'cha_q4oxm8',
      name: 'Ada Lune',
      email: 'ada@example.test',
      message: 'A message long enough',
      returnTo: '/contact',
      block: contactBlock,
    });
    expect(form.status).toBe(303);
    expect(form.headers.location).toMatch(/^\/contact\?/);
    const preview = await request(app).get('/api/preview').query({ secret: PREVIEW_SECRET, path: '/releases?format=ep' });
    expect(preview.status).toBe(302);
    expect(preview.headers.location).toBe('/releases?format=ep');
  });
});
