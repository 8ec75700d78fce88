import request from 'supertest';
import type { EmbeddedInbox } from '../../server/sources/messages/embedded-inbox';
import type { MessagesSource } from '../../server/sources/messages/messages-source';
import {
  contactFormFields,
  contactRequestBody,
  demoContactBlock as contactBlock,
  demoGeneralDepartment as general,
} from '../support/demo-contact-form';
import { storedGeneralInquiry } from '../support/stored-general-inquiry';
import { createTestSite } from '../support/test-site';

const PATH = '/api/front/send-message';
// The demo label's merch department (content/contact_forms.json).
const merch = { channel_id: 'cha_i3r3ts', department_name: 'Lumen Tide Store' };

// Most tests send many messages from one address: the rate limit is tested on its own.
const roomy = { CONTACT_RATE_LIMIT: '1000' };

async function site(env: Record<string, string> = roomy, messages?: MessagesSource) {
  const test = await createTestSite({ env, sources: messages ? { messages } : undefined });
  return { ...test, inbox: test.sources.messages as EmbeddedInbox };
}

describe('POST /api/front/send-message (JSON)', () => {
  it('builds the support message, stores it, and answers success with its id', async () => {
    const { app, inbox, logs } = await site();
    const res = await request(app)
      .post(PATH)
      .send(contactRequestBody({ name: '  Ada   Lune ' }))
      .expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ success: true, messageId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(inbox.getMessage(res.body.messageId)).toMatchObject({
      ...storedGeneralInquiry(general.channel_id),
      text: expect.stringContaining('Is the Tidal Glass EP coming out on cassette?'),
    });
    expect(logs.text).not.toContain('ada.lune@example.test');
  });

  it('takes the department name from the site, never from the browser', async () => {
    const { app, inbox } = await site();
    const res = await request(app)
      .post(PATH)
      .send(contactRequestBody({ department: { ...merch, department_name: 'Anything' }, iHaveTried: true }, merch))
      .expect(200);
    const stored = inbox.getMessage(res.body.messageId)!;
    expect(stored.subject).toBe('Lumen Tide Store inquiry from Ada Lune');
    expect(stored.body).toContain('Already contacted the store Support Team:</strong> Yes');
  });

  it('answers 400 listing every invalid field, and stores nothing', async () => {
    const { app, inbox } = await site();
    const before = inbox.listMessages({ limit: 1000 }).length;
    const res = await request(app)
      .post(PATH)
      .send(contactRequestBody({ name: 'A', email: 'nope', message: 'short' }))
      .expect(400);
    expect(res.body).toEqual({
      success: false,
      error:
        'Invalid contact message (messageData.name: Name must be at least 2 characters; messageData.email: Please add a valid email; messageData.message: Message must be at least 10 characters)',
      fields: [
        { field: 'messageData.name', message: 'Name must be at least 2 characters' },
        { field: 'messageData.email', message: 'Please add a valid email' },
        { field: 'messageData.message', message: 'Message must be at least 10 characters' },
      ],
    });
    await request(app).post(PATH).send({ channelId: '' }).expect(400);
    expect(inbox.listMessages({ limit: 1000 })).toHaveLength(before);
  });

  it("answers a department the site does not have with 'Unknown channel ID'", async () => {
    const { app } = await site();
    const retired = { channel_id: 'cha_retired', department_name: 'Old' };
    const res = await request(app)
      .post(PATH)
      .send(contactRequestBody({ department: retired }, retired))
      .expect(400);
    expect(res.body).toEqual({ success: false, error: 'Unknown channel ID: cha_retired' });
  });

  it('answers success false (500) when the message cannot be stored, and logs why without the message', async () => {
    const broken: MessagesSource = { send: () => Promise.reject(new Error('disk I/O error')) };
    const { app, logs } = await site(roomy, broken);
    const res = await request(app).post(PATH).send(contactRequestBody()).expect(500);
    expect(res.body).toEqual({ success: false, error: 'The message could not be stored. Please try again.' });
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ msg: 'support message could not be stored', channelId: general.channel_id }),
    );
    expect(logs.text).not.toContain('ada.lune@example.test');
  });

  it('refuses other bodies clearly: bad JSON, other content types, other methods', async () => {
    const { app } = await site();
    const bad = await request(app).post(PATH).set('Content-Type', 'application/json').send('{"channelId":').expect(400);
    expect(bad.body).toEqual({ success: false, error: 'The body is not valid JSON' });
    const text = await request(app).post(PATH).set('Content-Type', 'text/plain').send('hello').expect(415);
    expect(text.body.error).toBe('Send JSON { channelId, messageData } or a form post');
    const get = await request(app).get(PATH).expect(405);
    expect(get.headers.allow).toBe('POST');
    const huge = await request(app)
      .post(PATH)
      .send(contactRequestBody({ message: 'm'.repeat(200_000) }))
      .expect(413);
    expect(huge.body).toEqual({ success: false, error: 'The message is too large' });
  });

  it('rate limits each client: the next message answers 429', async () => {
    const { app, inbox } = await site({ CONTACT_RATE_LIMIT: '2' });
    await request(app).post(PATH).send(contactRequestBody()).expect(200);
    await request(app).post(PATH).send(contactRequestBody()).expect(200);
    const before = inbox.listMessages({ limit: 1000 }).length;
    const limited = await request(app).post(PATH).send(contactRequestBody()).expect(429);
    expect(limited.body).toEqual({ success: false, error: 'Too many messages: please wait a few minutes and try again.' });
    expect(limited.headers.ratelimit).toBeDefined();
    expect(inbox.listMessages({ limit: 1000 })).toHaveLength(before);
    // A form post is sent back to its page with the outcome.
    const form = await request(app).post(PATH).type('form').send(contactFormFields()).expect(303);
    expect(form.headers.location).toBe(`/contact?contact=limited&contactBlock=${contactBlock}#contact-${contactBlock}`);
  });
});

describe('POST /api/front/send-message (form post without JavaScript)', () => {
  it('stores the message and redirects back to the page with the outcome', async () => {
    const { app, inbox } = await site();
    const res = await request(app)
      .post(PATH)
      .type('form')
      .send(contactFormFields({ returnTo: '/gb/contact?old=1' }))
      .expect(303);
    expect(res.headers.location).toBe(`/gb/contact?contact=sent&contactBlock=${contactBlock}#contact-${contactBlock}`);
    expect(inbox.listMessages({ limit: 1 })[0]).toMatchObject({ subject: 'General inquiry from Ada Lune', channelId: general.channel_id });
  });

  it('sends invalid posts back with the codes of the failed rules, never the values', async () => {
    const { app } = await site();
    const res = await request(app)
      .post(PATH)
      .type('form')
      .send(contactFormFields({ name: ' ', channelId: '' }))
      .expect(303);
    expect(res.headers.location).toBe(
      `/contact?contact=invalid&contactBlock=${contactBlock}&contactErrors=department.required%2Cname.required#contact-${contactBlock}`,
    );
    expect(res.headers.location).not.toContain('ada');
  });

  it('sends an unknown department back as unavailable', async () => {
    const { app } = await site();
    const res = await request(app)
      .post(PATH)
      .type('form')
      .send(contactFormFields({ channelId: 'cha_retired' }))
      .expect(303);
    expect(res.headers.location).toBe(`/contact?contact=unavailable&contactBlock=${contactBlock}#contact-${contactBlock}`);
  });

  it.each([
    ['another site', { returnTo: 'https://evil.example/' }],
    ['a protocol-relative address', { returnTo: '//evil.example/' }],
    ['no return path', { returnTo: '' }],
    ['a block id that is not one', { block: '"><img>' }],
  ])('refuses %s (400) and stores nothing', async (_case, overrides) => {
    const { app, inbox } = await site();
    const before = inbox.listMessages({ limit: 1000 }).length;
    const res = await request(app).post(PATH).type('form').send(contactFormFields(overrides)).expect(400);
    expect(res.body).toEqual({ success: false, error: 'returnTo must be a path on this site and block a form block id' });
    expect(inbox.listMessages({ limit: 1000 })).toHaveLength(before);
  });
});

describe('the contact page', () => {
  it('renders the whole form on the server, and a plain one for browsers without JavaScript', async () => {
    const { app } = await site();
    const html = (await request(app).get('/contact').expect(200)).text;
    expect(html).toContain(`<section id="contact-${contactBlock}"`);
    expect(html).toContain('max-w-[624px]');
    // The interactive form (streamed in its boundary): the topic select, no fields until a topic is chosen.
    expect(html).toMatch(/<form[^>]*action="\/api\/front\/send-message"[^>]*method="post"/);
    expect(html).toMatch(new RegExp(`<select id="${contactBlock}-topic" name="channelId"`));
    expect(html.match(/<option value=""( selected="")?>Select a topic<\/option>/g)).toHaveLength(2);
    expect(html).not.toContain(`id="${contactBlock}-name"`);
    // The plain form: every field, the store notices, the return path.
    const plain = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
    expect(plain).toContain('<input type="hidden" name="returnTo" value="/contact"/>');
    expect(plain).toContain(`<input type="hidden" name="block" value="${contactBlock}"/>`);
    expect(plain).toMatch(/<select[^>]*name="channelId"[^>]*required=""/);
    expect(plain).toContain('name="name"');
    expect(plain).toContain('type="email"');
    expect(plain).toContain('<textarea');
    expect(plain).toContain('(Required)');
    expect(plain).toContain('Order numbers starting with <strong class="font-semibold text-accent">BLP</strong>');
    expect(plain).toContain('>AB-</strong>');
    expect(plain).toContain('href="mailto:support@music.lumentide.example"');
  });

  // The home page no longer carries the form (issue 14 edited it down); the contact page does.
  it('renders the form wherever a page has a contact slot', async () => {
    const { app } = await site();
    const html = (await request(app).get('/contact').expect(200)).text;
    expect(html).toMatch(/<section id="contact-[A-Za-z0-9_-]+" class="[^"]*max-w-\[624px\]/);
    expect(html).toMatch(/<option value=""( selected="")?>Select a topic<\/option>/);
  });

  it('shows the outcome a form post came back with, for its own block only', async () => {
    const { app } = await site();
    const sent = await request(app).get(`/contact?contact=sent&contactBlock=${contactBlock}`).expect(200);
    expect(sent.text).toContain('Your message has been sent successfully!');
    const invalid = await request(app)
      .get(`/contact?contact=invalid&contactBlock=${contactBlock}&contactErrors=name.min,bogus`)
      .expect(200);
    expect(invalid.text).toContain('Please check the form and send it again.');
    expect(invalid.text).toContain('<li>Name must be at least 2 characters</li>');
    expect(invalid.text).not.toContain('<li>bogus');
    const other = await request(app).get('/contact?contact=sent&contactBlock=elsewhere').expect(200);
    expect(other.text).not.toContain('Your message has been sent successfully!');
  });
});

/** The sendFrontMessage mutation for the general department, as a GraphQL request body. */
const sendFrontMessage = () => ({
  query: `mutation SendFrontMessage($channelId: String!, $messageData: FrontMessageInput!) {
    sendFrontMessage(channelId: $channelId, messageData: $messageData) { success messageId }
  }`,
  variables: { channelId: general.channel_id, messageData: contactRequestBody().messageData },
});

describe('the GraphQL mutation sendFrontMessage', () => {
  it('still stores a support message through the same step', async () => {
    const { app, inbox } = await site();
    const res = await request(app).post('/graphql').send(sendFrontMessage()).expect(200);
    expect(res.body.data.sendFrontMessage).toEqual({ success: true, messageId: expect.any(String) });
    expect(inbox.getMessage(res.body.data.sendFrontMessage.messageId)).toMatchObject({
      channelId: general.channel_id,
      to: ['ada.lune@example.test'],
      subject: 'General inquiry from Ada Lune',
    });
  });

  it('counts against the same per-client limit as the contact endpoint; queries are not limited', async () => {
    const { app, inbox } = await site({ CONTACT_RATE_LIMIT: '2' });
    const mutation = sendFrontMessage();
    await request(app).post(PATH).send(contactRequestBody()).expect(200);
    await request(app).post('/graphql').send(mutation).expect(200);
    const before = inbox.listMessages({ limit: 1000 }).length;
    const limited = await request(app).post('/graphql').send(mutation).expect(429);
    expect(limited.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    await request(app).post(PATH).send(contactRequestBody()).expect(429);
    expect(inbox.listMessages({ limit: 1000 })).toHaveLength(before);
    // Reading is never limited by the contact budget.
    const query = await request(app).post('/graphql').send({ query: '{ site_settings { siteName } }' }).expect(200);
    expect(query.body.data.site_settings.siteName).toBeTruthy();
  });
});
