import { graphql, GraphQLError } from 'graphql';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sendFrontMessage, type SendMessageContext } from '../../server/graphql/resolvers/send-message';
import { createSchema } from '../../server/graphql/schema';
import { createEmbeddedInbox, type EmbeddedInbox } from '../../server/sources/messages/embedded-inbox';
import type { MessagesSource } from '../../server/sources/messages/messages-source';

const channelId = 'cha_general';

/** The payload the contact form sends (spec 001 §7). */
function payload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    to: ['ada.lune@example.test'],
    cc: [],
    bcc: [],
    sender_name: 'Support Team',
    subject: 'General inquiry from Ada Lune',
    body: '<p>Is the Tidal Glass EP coming out on cassette?</p>',
    text: 'Is the Tidal Glass EP coming out on cassette?',
    options: { archive: false },
    attachments: [],
    should_add_default_signature: true,
    ...overrides,
  };
}

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
  context = { sources: { messages: inbox }, log };
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
    expect(inbox.getMessage(result.messageId!)).toMatchObject({
      channelId,
      departmentName: 'General',
      senderName: 'Support Team',
      to: ['ada.lune@example.test'],
      subject: 'General inquiry from Ada Lune',
      body: '<p>Is the Tidal Glass EP coming out on cassette?</p>',
      archived: false,
      addDefaultSignature: true,
    });
    expect(log.error).not.toHaveBeenCalled();
  });

  it('accepts the bounds and explicit nulls for optional fields', async () => {
    const messageData = payload({
      subject: 's'.repeat(300),
      body: 'b'.repeat(20_000),
      text: null,
      cc: null,
      bcc: null,
      options: { archive: null },
      attachments: null,
      should_add_default_signature: null,
    });
    const { success, messageId } = await sendFrontMessage(undefined, { channelId, messageData }, context);
    expect(success).toBe(true);
    expect(inbox.getMessage(messageId!)).toMatchObject({ text: null, cc: [], bcc: [], archived: false, addDefaultSignature: false });
  });

  it.each<[string, { channelId?: unknown; messageData?: unknown }, RegExp]>([
    ['an empty channel id', { channelId: '' }, /^channelId is not allowed to be empty$/],
    ['a channel id over 100 characters', { channelId: 'c'.repeat(101) }, /^channelId length must be less than or equal to 100/],
    ['a channel id that is not a string', { channelId: 42 }, /^channelId must be a string$/],
    ['no message data', { messageData: null }, /^messageData must be of type object$/],
    ['no to list', { messageData: payload({ to: undefined }) }, /^messageData\.to is required$/],
    ['an empty to list', { messageData: payload({ to: [] }) }, /^messageData\.to must hold exactly the sender's email address$/],
    ['two recipients', { messageData: payload({ to: ['a@example.test', 'b@example.test'] }) }, /^messageData\.to must hold exactly/],
    ['a recipient that is not an email', { messageData: payload({ to: ['not-an-address'] }) }, /^messageData\.to\[0\] must be a valid email$/],
    ['a cc address', { messageData: payload({ cc: ['c@example.test'] }) }, /^messageData\.cc must be empty$/],
    ['a bcc address', { messageData: payload({ bcc: ['c@example.test'] }) }, /^messageData\.bcc must be empty$/],
    ['another sender name', { messageData: payload({ sender_name: 'Ada Lune' }) }, /^messageData\.sender_name must be 'Support Team'$/],
    ['no subject', { messageData: payload({ subject: undefined }) }, /^messageData\.subject is required$/],
    ['a blank subject', { messageData: payload({ subject: '   ' }) }, /^messageData\.subject is not allowed to be empty$/],
    ['a subject over 300 characters', { messageData: payload({ subject: 's'.repeat(301) }) }, /^messageData\.subject length must be less than or equal to 300/],
    ['no body', { messageData: payload({ body: undefined }) }, /^messageData\.body is required$/],
    ['a body over 20 000 characters', { messageData: payload({ body: 'b'.repeat(20_001) }) }, /^messageData\.body length must be less than or equal to 20000/],
    ['a text over 20 000 characters', { messageData: payload({ text: 't'.repeat(20_001) }) }, /^messageData\.text length must be less than or equal to 20000/],
    ['an unknown key', { messageData: payload({ reply_to: 'x@example.test' }) }, /^messageData\.reply_to is not allowed$/],
    ['an unknown option', { messageData: payload({ options: { archive: false, tags: ['vip'] } }) }, /^messageData\.options\.tags is not allowed$/],
    ['an attachment', { messageData: payload({ attachments: [{ filename: 'demo.wav' }] }) }, /^messageData\.attachments are not accepted$/],
    ['a non-boolean signature flag', { messageData: payload({ should_add_default_signature: 'sometimes' }) }, /^messageData\.should_add_default_signature must be a boolean$/],
  ])('refuses %s with a BAD_USER_INPUT error and stores nothing', async (_case, args, expected) => {
    const send = jest.spyOn(inbox, 'send');
    const message = await badInputMessage({ channelId, messageData: payload(), ...args });
    expect(message).toMatch(expected);
    expect(send).not.toHaveBeenCalled();
    expect(inbox.listMessages()).toEqual([]);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('answers an unknown department with a GraphQL error naming the unknown channel ID', async () => {
    const message = await badInputMessage({ channelId: 'cha_retired', messageData: payload() });
    expect(message).toContain('Unknown channel ID');
    expect(inbox.listMessages()).toEqual([]);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs a failing source without the message and answers success false', async () => {
    const failure = new Error('disk I/O error');
    const broken: MessagesSource = { send: jest.fn().mockRejectedValue(failure) };
    const result = await sendFrontMessage(undefined, { channelId, messageData: payload() }, { sources: { messages: broken }, log });
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

    const refused = await graphql({ schema, source, contextValue: context, variableValues: { channelId: 'cha_retired', messageData: payload() } });
    expect(refused.errors?.[0]?.message).toContain('Unknown channel ID');
    expect(refused.data).toBeNull();
  });
});
