import request from 'supertest';
import { createTestSite } from '../support/test-site';

describe('POST /graphql', () => {
  it('answers a query with the same schema the server renders with', async () => {
    const { app } = await createTestSite();
    const res = await request(app)
      .post('/graphql')
      .send({
        query: 'query PagesProfile($path: String!) { pages(filter: { path: { _eq: $path } }) { title } }',
        variables: { path: '/about' },
      })
      .expect(200);
    expect(res.body).toEqual({ data: { pages: [{ title: 'About the label' }] } });
  });

  it('never returns drafts to the public', async () => {
    const { app } = await createTestSite();
    const res = await request(app).post('/graphql').send({ query: '{ pages(filter: { path: { _eq: "/tour" } }) { title } }' });
    expect(res.body).toEqual({ data: { pages: [] } });
  });

  it.each([
    ['a body without a query', {}, '"query" is required'],
    ['a query that is not a string', { query: 42 }, '"query" must be a string'],
    ['unparseable GraphQL', { query: '{ site_settings ' }, 'Syntax Error'],
    ['a field the schema lacks', { query: '{ secrets }' }, 'Cannot query field "secrets" on type "Query".'],
  ])('answers %s with 400 and a clear error', async (_name, body, message) => {
    const { app } = await createTestSite();
    const res = await request(app).post('/graphql').send(body).expect(400);
    expect(res.body.errors[0].message).toContain(message);
  });

  it('refuses a body larger than the limit', async () => {
    const { app } = await createTestSite({ env: { BODY_LIMIT: '1kb' } });
    await request(app)
      .post('/graphql')
      .send({ query: `{ site_settings { siteName } } #${'x'.repeat(2000)}` })
      .expect(413);
  });

  it('refuses malformed JSON', async () => {
    const { app } = await createTestSite();
    await request(app).post('/graphql').set('Content-Type', 'application/json').send('{"query":').expect(400);
  });

  it('answers other methods with 405', async () => {
    const { app } = await createTestSite();
    const res = await request(app).get('/graphql?query={site_settings{siteName}}').expect(405);
    expect(res.headers.allow).toBe('POST');
  });

  it('masks a failing source: no internal message or stack leaves the server', async () => {
    const { sources } = await createTestSite();
    const { app, logs } = await createTestSite({
      sources: {
        content: {
          ...sources.content,
          getSiteSettings: async () => {
            throw new Error('connect ECONNREFUSED 10.0.0.5:5432');
          },
        },
      },
    });
    const res = await request(app).post('/graphql').send({ query: '{ site_settings { siteName } }' }).expect(200);
    expect(res.body).toEqual({ data: null, errors: [{ message: 'Internal server error', path: ['site_settings'] }] });
    expect(logs.text).toContain('ECONNREFUSED');
  });
});
