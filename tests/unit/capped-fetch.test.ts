import { networkErrorCode, readCappedBody, transportFailure } from '../../server/sources/http/capped-fetch';

/** A streamed body of `chunks` chunks of `size` bytes, counting how many were pulled. */
function streamedResponse(chunks: number, size: number, headers: Record<string, string> = {}) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      pulled += 1;
      controller.enqueue(new Uint8Array(size).fill(97));
    },
  });
  return { response: new Response(body, { headers }), pulled: () => pulled };
}

describe('readCappedBody', () => {
  it('reads a body up to the cap whole', async () => {
    const { response } = streamedResponse(4, 10);
    expect((await readCappedBody(response, 40))?.toString('utf8')).toBe('a'.repeat(40));
  });

  it('stops reading at the first chunk past the cap', async () => {
    const { response, pulled } = streamedResponse(100, 10);
    expect(await readCappedBody(response, 25)).toBeNull();
    expect(pulled()).toBeLessThanOrEqual(4);
  });

  it('refuses a declared length over the cap without reading', async () => {
    const { response, pulled } = streamedResponse(3, 10, { 'content-length': '30' });
    expect(await readCappedBody(response, 29)).toBeNull();
    expect(pulled()).toBeLessThanOrEqual(1);
  });

  it('gives an empty buffer for an answer without a body', async () => {
    expect(await readCappedBody(new Response(null, { status: 204 }), 10)).toEqual(Buffer.alloc(0));
  });
});

describe('transportFailure', () => {
  it('is a timeout with the budget when the deadline fired', () => {
    const fired = AbortSignal.abort();
    expect(transportFailure(new Error('aborted'), fired, 2_500)).toEqual({ failure: 'timeout', detail: 'no answer within 2500 ms' });
  });

  it('is a network failure named by its code, never its message', () => {
    const cause = Object.assign(new TypeError('fetch failed: https://x.test/?key=secret'), { cause: { code: 'ECONNRESET' } });
    expect(transportFailure(cause, new AbortController().signal, 2_500)).toEqual({ failure: 'network', detail: 'ECONNRESET' });
    expect(networkErrorCode(new TypeError('https://x.test/?key=secret'))).toBe('TypeError');
    expect(networkErrorCode('odd')).toBe('unknown error');
  });
});
