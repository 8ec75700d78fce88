import { createFrontClient } from '../../server/sources/messages/front-client';
import type { SupportMessage } from '../../server/sources/messages/messages-source';

const message: SupportMessage = {
  to: ['ada.lune@example.test'],
  sender_name: 'Support Team',
  subject: 'General inquiry from Ada',
  body: '<p>Hi</p>',
};

/** A fetch that answers one fixed response, as Front would. */
function answering(status: number, body: unknown): typeof fetch {
  return async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function send(fetchImpl: typeof fetch) {
  return createFrontClient({ apiUrl: 'https://front.test', token: 't', timeoutMs: 1_000, fetch: fetchImpl }).sendChannelMessage(
    'cha_1',
    message,
    'key-1',
  );
}

describe("Front's answer to a channel message", () => {
  it("keeps the message_uid of Front's 202 (its documented acceptedMessage shape)", async () => {
    // Front's OpenAPI example for POST /channels/{channel_id}/messages → 202.
    const result = await send(answering(202, { status: 'accepted', message_uid: '1eab543f84a0785f7b6b8967cck18f4d' }));
    expect(result).toEqual({ ok: true, frontMessageId: '1eab543f84a0785f7b6b8967cck18f4d', rateLimit: {} });
  });

  it('keeps no id when the answer has no message_uid (an `id` is not what Front sends here)', async () => {
    expect(await send(answering(202, { id: 'msg_1' }))).toMatchObject({ ok: true, frontMessageId: null });
    expect(await send(answering(202, { status: 'accepted', message_uid: 42 }))).toMatchObject({ ok: true, frontMessageId: null });
    expect(await send(answering(202, { status: 'accepted', message_uid: '' }))).toMatchObject({ ok: true, frontMessageId: null });
  });
});
