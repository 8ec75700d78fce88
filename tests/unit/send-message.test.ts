import { graphql, GraphQLError } from 'graphql';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sendFrontMessage, type SendMessageContext } from '../../server/graphql/resolvers/send-message';
import { createSchema } from '../../server/graphql/schema';
import { createEmbeddedInbox, type EmbeddedInbox } from '../../server/sources/messages/embedded-inbox';
import type { MessagesSource } from '../../server/sources/messages/messages-source';
import type { ContentSource } from '../../server/sources/content/content-source';
import { storedGeneralInquiry } from '../support/stored-general-inquiry';

const channelId = 'cha_general';

/** The contact form's fields (spec 001 §3): the mutation takes these, never a ready message. */
function payload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Ada Lune',
    email: 'ada.lune@example.test',
    message: 'Is the Tidal Glass EP coming out on cassette?',
    department: { channel_id: channelId, department_name: 'General' },
    ...overrides,
  };
}

/** The site's contact form content: the department names come from here, never from the caller. */
const content = {
  list: async () => [{ id: 'form', departments: [{ channel_id: channelId, department_name: 'General' }] }],
} as unknown as ContentSource;

let dir: string;
let inbox: EmbeddedInbox;
let log: { error: jest.Mock };
let context: SendMessageContext;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'send-message-test-'));
  inbox = createEmbeddedInbox({
    file: path.join(dir, 'inbox.sqlite'),
    channels: [{ channel_id: channelId, department_name: 'General' }],
  });
  log = { error: jest.fn() };
  context = { sources: { messages: inbox, content }, log };
});

afterEach(() => {
  inbox.close();
  rmSync(dir, { recursive: true, force: true });
});

async function badInputMessage(args: { channelId: unknown; messageData: unknown }): Promise<string> {
  const error = await sendFrontMessage(undefined, args, context).then(
    () => {
      throw new Error('expected a GraphQL error');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GraphQLError);
  expect((error as GraphQLError).extensions.code).toBe('BAD_USER_INPUT');
  return (error as GraphQLError).message;
}

describe('sendFrontMessage', () => {
  it('stores a valid message and answers success with its id', async () => {
    const result = await sendFrontMessage(undefined, { channelId, messageData: payload() }, context);
    expect(result).toEqual({ success: true, messageId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(inbox.getMessage(result.messageId!)).toMatchObject(storedGeneralInquiry(channelId));
    expect(inbox.getMessage(result.messageId!)?.body).toContain('<p>Is the Tidal Glass EP coming out on cassette?</p>');
    expect(log.error).not.toHaveBeenCalled();
  });

  it("escapes the visitor's text and accepts explicit nulls for optional fields", async () => {
    const messageData = payload({
      message: 'Hi <img src=x onerror=alert(1)> there, a question.',
      iHaveTried: null,
      department: { channel_id: channelId, department_name: null },
    });
    const { success, messageId } = await sendFrontMessage(undefined, { channelId, messageData }, context);
    expect(success).toBe(true);
    const stored = inbox.getMessage(messageId!);
    expect(stored?.body).toContain('Hi &lt;img src=x onerror=alert(1)&gt; there');
    expect(stored?.body).not.toContain('<img');
  });

  it.each<[string, { channelId?: unknown; messageData?: unknown }, RegExp]>([
    ['an empty channel id', { channelId: '' }, /^channelId: /],
    ['a channel id over the limit', { channelId: 'c'.repeat(101) }, /^channelId: /],
    ['a channel id that is not a string', { channelId: 42 }, /^channelId: /],
    ['no message data', { messageData: null }, /^messageData: /],
    ['a recipient list', { messageData: payload({ to: ['victim@bank.example'] }) }, /^messageData\.to: messageData\.to is not allowed$/],
    ['a subject', { messageData: payload({ subject: 'Your account is locked' }) }, /^messageData\.subject: /],
    ['an HTML body', { messageData: payload({ body: '<a href="https://evil.example">Unlock</a>' }) }, /^messageData\.body: /],
    ['a cc address', { messageData: payload({ cc: ['c@example.test'] }) }, /^messageData\.cc: /],
    ['a sender name', { messageData: payload({ sender_name: 'Bank' }) }, /^messageData\.sender_name: /],
    ['an email that is not one', { messageData: payload({ email: 'not-an-address' }) }, /^messageData\.email: /],
    ['no name', { messageData: payload({ name: undefined }) }, /^messageData\.name: /],
    ['a message too short', { messageData: payload({ message: 'Hi' }) }, /^messageData\.message: /],
    [
      'a department for another channel',
      { messageData: payload({ department: { channel_id: 'cha_other', department_name: 'General' } }) },
      /^messageData\.department\.channel_id: /,
    ],
  ])('refuses %s with a BAD_USER_INPUT error and stores nothing', async (_case, args, expected) => {
    const send = jest.spyOn(inbox, 'send');
    const message = await badInputMessage({ channelId, messageData: payload(), ...args });
    expect(message).toMatch(expected);
    expect(send).not.toHaveBeenCalled();
    expect(inbox.listMessages()).toEqual([]);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('answers an unknown department with a GraphQL error naming the unknown channel ID', async () => {
    const message = await badInputMessage({
      channelId: 'cha_retired',
      messageData: payload({ department: { channel_id: 'cha_retired', department_name: 'Old' } }),
    });
    expect(message).toContain('Unknown channel ID');
    expect(inbox.listMessages()).toEqual([]);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs a failing source without the message and answers success false', async () => {
    const failure = new Error('disk I/O error');
    const broken: MessagesSource = { send: jest.fn().mockRejectedValue(failure) };
    const result = await sendFrontMessage(
      undefined,
      { channelId, messageData: payload() },
      { sources: { messages: broken, content }, log },
    );
    expect(result).toEqual({ success: false, messageId: null });
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith({ err: failure, channelId }, 'support message could not be stored');
    expect(JSON.stringify(log.error.mock.calls)).not.toContain('ada.lune@example.test');
  });

  it('runs as a mutation through the site schema', async () => {
    const schema = createSchema();
    const source = `mutation SendFrontMessage($channelId: String!, $messageData: FrontMessageInput!) {
      sendFrontMessage(channelId: $channelId, messageData: $messageData) { success messageId }
    }`;

    const sent = await graphql({ schema, source, contextValue: context, variableValues: { channelId, messageData: payload() } });
    expect(sent.errors).toBeUndefined();
    expect(sent.data).toEqual({ sendFrontMessage: { success: true, messageId: expect.any(String) } });
    expect(inbox.listMessages()).toHaveLength(1);

    const retired = payload({ department: { channel_id: 'cha_retired', department_name: 'Old' } });
    const refused = await graphql({
      schema,
      source,
      contextValue: context,
      variableValues: { channelId: 'cha_retired', messageData: retired },
    });
    expect(refused.errors?.[0]?.message).toContain('Unknown channel ID');
    expect(refused.data).toBeNull();
  });
});
