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

describe('a send that got no answer', () => {
  /** A fetch that fails as Node's fetch does: a TypeError whose cause carries the network error's code. */
  const failing =
    (code: string): typeof fetch =>
    async () => {
      throw new TypeError('fetch failed', { cause: Object.assign(new Error(code), { code }) });
    };

  it('knows nothing reached Front when no connection was made', async () => {
    for (const code of ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT']) {
      expect(await send(failing(code))).toMatchObject({ ok: false, retryable: true, outcomeUnknown: false });
    }
  });

  it('cannot tell whether Front took it when the connection was cut after connecting, or on anything else', async () => {
    for (const code of ['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE', 'SOMETHING_NEW']) {
      expect(await send(failing(code))).toMatchObject({ ok: false, retryable: true, outcomeUnknown: true });
    }
    const noCode: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await send(noCode)).toMatchObject({ ok: false, outcomeUnknown: true });
  });

  it('knows the outcome of any answer Front gave', async () => {
    expect(await send(answering(503, {}))).not.toHaveProperty('outcomeUnknown');
  });
});

describe("Front's search for a message's reference", () => {
  function search(fetchImpl: typeof fetch) {
    return createFrontClient({ apiUrl: 'https://front.test/', token: 't', timeoutMs: 1_000, fetch: fetchImpl }).findByReference('key-1');
  }

  it('asks for the reference as an exact phrase, with the bearer token, and reads any result as found', async () => {
    const asked: { url: string; authorization: string | null }[] = [];
    const result = await search(async (url, init) => {
      asked.push({ url: String(url), authorization: new Headers(init?.headers).get('authorization') });
      return new Response(JSON.stringify({ _results: [{ id: 'cnv_1' }] }), { status: 200 });
    });
    expect(result).toEqual({ found: true });
    expect(asked).toEqual([{ url: 'https://front.test/conversations/search/%22key-1%22?limit=1', authorization: 'Bearer t' }]);
  });

  it('reads an empty result list as not found, and anything else as unknown', async () => {
    expect(await search(answering(200, { _results: [] }))).toEqual({ found: false });
    expect(await search(answering(403, { _error: { status: 403 } }))).toEqual({ found: 'unknown', reason: "Front's search answered 403" });
    expect(await search(answering(200, { results: [] }))).toMatchObject({ found: 'unknown' });
    expect(await search(async () => new Response('not json', { status: 200 }))).toMatchObject({ found: 'unknown' });
    expect(
      await search(async () => {
        throw new Error('connection refused');
      }),
    ).toEqual({ found: 'unknown', reason: 'connection refused' });
  });

  it('leaves a message without a plain-text version without one', async () => {
    const sent: string[] = [];
    await createFrontClient({
      apiUrl: 'https://front.test',
      token: 't',
      timeoutMs: 1_000,
      fetch: async (_url, init) => {
        sent.push(String(init?.body));
        return new Response('{}', { status: 202 });
      },
    }).sendChannelMessage('cha_1', message, 'key-1');
    expect(JSON.parse(sent[0]!)).toEqual({ ...message, body: '<p>Hi</p>\n<p>Reference: key-1</p>' });
  });
});
