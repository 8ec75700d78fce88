import type { RequestListener } from 'node:http';
import { print } from 'graphql';
import request from 'supertest';
import { sha256, trustedDocumentIdsByName } from '../../server/graphql/trusted-documents';
import { createCache } from '../../shared/graphql/cache';
import { siteOperations } from '../../shared/graphql/operations';
import { SITE_SETTINGS } from '../../shared/graphql/site-settings';
import { createTestSite } from '../support/test-site';

jest.setTimeout(20_000);

const ids = trustedDocumentIdsByName(siteOperations);
const byId = (name: string, variables: Record<string, unknown> = {}) => ({
  operationName: name,
  variables,
  extensions: { persistedQuery: { version: 1, sha256Hash: ids[name] } },
});

let app: RequestListener;
beforeAll(async () => {
  // Production: only the site's own operations (trusted documents) are answered.
  app = (await createTestSite({ env: { NODE_ENV: 'production', CONTACT_RATE_LIMIT: '1' } })).app;
});

describe('POST /graphql with a trusted-document id (persisted queries)', () => {
  it('answers an operation sent by its id alone exactly as when sent as text', async () => {
    const text = print(createCache().transformDocument(SITE_SETTINGS));
    expect(ids.SiteSettings).toBe(sha256(text));
    const asText = await request(app).post('/graphql').send({ query: text, variables: {} }).expect(200);
    const asId = await request(app).post('/graphql').send(byId('SiteSettings')).expect(200);
    expect(asId.body.errors).toBeUndefined();
    expect(asId.body.data.site_settings.siteName).toBe('Lumen Tide');
    expect(asId.body).toEqual(asText.body);
  });

  it('has an id for every site operation, each unique', () => {
    expect(Object.keys(ids)).toHaveLength(siteOperations.length);
    expect(new Set(Object.values(ids)).size).toBe(siteOperations.length);
  });

  it('refuses an unknown id with a clear error and the protocol code', async () => {
    const res = await request(app)
      .post('/graphql')
      .send({ extensions: { persistedQuery: { version: 1, sha256Hash: sha256('{ artists { name } }') } } })
      .expect(400);
    expect(res.body.errors).toEqual([
      {
        message: "Unknown operation id: this endpoint answers only the site's own operations",
        extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
      },
    ]);
  });

  it('refuses a malformed id or protocol version', async () => {
    const badHash = await request(app)
      .post('/graphql')
      .send({ extensions: { persistedQuery: { version: 1, sha256Hash: 'XYZ' } } })
      .expect(400);
    expect(badHash.body.errors[0].message).toBe('persistedQuery: "sha256Hash" must be 64 lowercase hexadecimal characters');
    const badVersion = await request(app)
      .post('/graphql')
      .send({ extensions: { persistedQuery: { version: 2, sha256Hash: ids.SiteSettings } } })
      .expect(400);
    expect(badVersion.body.errors[0].message).toBe('persistedQuery: "version" must be [1]');
  });

  it('refuses a text that does not match the id sent with it', async () => {
    const res = await request(app)
      .post('/graphql')
      .send({ query: '{ artists(limit: 500) { name } }', extensions: { persistedQuery: { version: 1, sha256Hash: ids.SiteSettings } } })
      .expect(400);
    expect(res.body.errors[0].message).toBe('The query does not match its persisted-query id');
  });

  it('puts a mutation sent by id through the contact limiter', async () => {
    const department = { channel_id: 'cha_missing', department_name: 'Missing' };
    const variables = {
      channelId: 'cha_missing',
      messageData: { name: 'Ada Example', email: 'visitor@mail.example', message: 'Hello, a question about an order.', department },
    };
    const first = await request(app).post('/graphql').send(byId('SendFrontMessage', variables));
    expect(first.status).toBe(200);
    const second = await request(app).post('/graphql').send(byId('SendFrontMessage', variables)).expect(429);
    expect(second.body.errors[0].extensions.code).toBe('RATE_LIMITED');
  });
});

describe('outside production', () => {
  it('answers operations sent by id too (the same browser bundle runs in development)', async () => {
    const { app: devApp } = await createTestSite();
    const res = await request(devApp).post('/graphql').send(byId('SiteSettings')).expect(200);
    expect(res.body.data.site_settings.siteName).toBe('Lumen Tide');
  });
});
