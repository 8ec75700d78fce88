import { createGraphQLFetch } from '../../client/graphql-fetch';
import { MissingResponseError, ParseError, ServerError, classifyResponseBody } from '../../shared/lib/transport/transport-errors';

describe('GraphQL transport errors', () => {
  it('treats a status of 300 or above as a server error', () => {
    expect(() => classifyResponseBody(300, '{}')).toThrow(ServerError);
    expect(() => classifyResponseBody(502, 'Bad gateway')).toThrow(new ServerError(502));
    expect(classifyResponseBody(299, '{"data":{}}')).toEqual({ data: {} });
  });

  it('treats an unparseable body as a parse error', () => {
    expect(() => classifyResponseBody(200, '<html>')).toThrow(ParseError);
  });

  const fetchWith = (impl: () => Promise<unknown>) => createGraphQLFetch(impl as unknown as typeof fetch);

  it('maps a request with no response to a missing-response error', async () => {
    await expect(fetchWith(async () => undefined)('/graphql')).rejects.toBeInstanceOf(MissingResponseError);
    await expect(fetchWith(() => Promise.reject(new TypeError('Failed to fetch')))('/graphql')).rejects.toBeInstanceOf(
      MissingResponseError,
    );
  });

  it('lets an abort through unchanged, so a removed view cancels quietly', async () => {
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    await expect(fetchWith(() => Promise.reject(abort))('/graphql')).rejects.toBe(abort);
  });

  it('maps statuses and bodies through the same rule', async () => {
    await expect(fetchWith(async () => new Response('oops', { status: 500 }))('/graphql')).rejects.toEqual(new ServerError(500));
    await expect(fetchWith(async () => new Response('not json', { status: 200 }))('/graphql')).rejects.toBeInstanceOf(ParseError);
  });

  it('hands a good answer on as JSON', async () => {
    const response = await fetchWith(async () => new Response('{"data":{"x":1}}', { status: 200 }))('/graphql');
    expect(await response.json()).toEqual({ data: { x: 1 } });
  });
});
