import { print } from 'graphql';
import request from 'supertest';
import { createCache } from '../../../shared/graphql/cache';
import { SEND_FRONT_MESSAGE } from '../../../shared/graphql/services';
import type { MessagesSource, SupportMessage } from '../../../server/sources/messages/messages-source';
import { createTestSite } from '../../support/test-site';

/** Issue 11, item 1: the support channel mails only the sender, from the spec's template. */
const general = { channel_id: 'cha_q4oxm8', department_name: 'General' };
// The exact text the browser's Apollo client sends, so production's trusted-document list takes it.
const mutation = print(createCache().transformDocument(SEND_FRONT_MESSAGE));

/** Stands in for the Front outbox: records exactly what would be posted to Front. */
function recordingMessages() {
  const sent: { channelId: string; message: SupportMessage }[] = [];
  const source: MessagesSource = {
    async send(channelId, message) {
      sent.push({ channelId, message });
      return { messageId: `m-${sent.length}` };
    },
  };
  return { sent, source };
}

async function site(env: Record<string, string> = {}) {
  const recorder = recordingMessages();
  const test = await createTestSite({
    env: { NODE_ENV: 'production', CONTACT_RATE_LIMIT: '1000', TRUST_PROXY_HOPS: '1', ...env },
    sources: { messages: recorder.source },
  });
  return { ...test, sent: recorder.sent };
}

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lune',
  email: 'ada.lune@example.test',
  message: 'Is the Tidal Glass EP coming out on cassette?',
  department: general,
  ...overrides,
});

/** Sends the mutation to the general channel, from `ip` when given (as the proxy's X-Forwarded-For). */
function sendMutation(app: Parameters<typeof request>[0], messageData: Record<string, unknown>, ip?: string) {
  const call = request(app).post('/graphql');
  if (ip) call.set('X-Forwarded-For', ip);
  return call.send({ query: mutation, variables: { channelId: general.channel_id, messageData } });
}

describe('the SendFrontMessage mutation on the production app', () => {
  it('refuses a caller-chosen recipient, subject and HTML body and sends nothing', async () => {
    const { app, sent } = await site();
    const res = await sendMutation(
      app,
      {
        to: ['victim@bank.example'],
        sender_name: 'Support Team',
        subject: 'Your account is locked',
        body: '<a href="https://evil.example">Unlock</a>',
      },
      '203.0.113.1',
    );
    expect(res.body.errors?.length).toBeGreaterThan(0);
    expect(res.body.data?.sendFrontMessage ?? null).toBeNull();
    expect(sent).toEqual([]);
  });

  it('takes the contact form fields and builds the message from the template, to the sender only', async () => {
    const { app, sent } = await site();
    const res = await sendMutation(app, form({ message: 'Hi <script>alert(1)</script> there, a question.' }), '203.0.113.2').expect(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.sendFrontMessage).toMatchObject({ success: true, messageId: 'm-1' });
    expect(sent).toHaveLength(1);
    const { channelId, message } = sent[0]!;
    expect(channelId).toBe(general.channel_id);
    expect(message).toMatchObject({
      to: ['ada.lune@example.test'],
      cc: [],
      bcc: [],
      sender_name: 'Support Team',
      subject: 'General inquiry from Ada Lune',
    });
    expect(message.body).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt; there');
    expect(message.body).not.toContain('<script>');
  });

  it('takes the department name from the site, never from the caller', async () => {
    const { app, sent } = await site();
    await sendMutation(
      app,
      form({ department: { channel_id: general.channel_id, department_name: 'Billing: pay at evil.example' } }),
    ).expect(200);
    expect(sent[0]?.message.subject).toBe('General inquiry from Ada Lune');
  });

  it('limits messages per recipient address across clients, on both the mutation and the endpoint', async () => {
    const { app, sent } = await site({ CONTACT_RECIPIENT_RATE_LIMIT: '2' });
    const viaGraphql = (ip: string, email: string) => sendMutation(app, form({ email }), ip);
    const viaEndpoint = (ip: string, email: string) =>
      request(app)
        .post('/api/front/send-message')
        .set('X-Forwarded-For', ip)
        .send({ channelId: general.channel_id, messageData: form({ email }) });

    expect((await viaGraphql('198.51.100.1', 'victim@mail.example')).body.data.sendFrontMessage.success).toBe(true);
    expect((await viaEndpoint('198.51.100.2', 'Victim@Mail.example')).status).toBe(200);
    const limited = await viaGraphql('198.51.100.3', 'victim@mail.example');
    expect(limited.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    const limitedEndpoint = await viaEndpoint('198.51.100.4', 'victim@mail.example');
    expect(limitedEndpoint.status).toBe(429);
    expect(limitedEndpoint.body).toEqual({ success: false, error: 'Too many messages: please wait a few minutes and try again.' });
    expect(sent).toHaveLength(2);
    // Another address has its own budget.
    expect((await viaEndpoint('198.51.100.5', 'someone.else@mail.example')).status).toBe(200);
    expect(sent).toHaveLength(3);
  });
});
