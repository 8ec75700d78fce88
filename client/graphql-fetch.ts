import { MissingResponseError, classifyResponseBody } from '../shared/lib/transport/transport-errors';

/**
 * fetch for the browser's GraphQL link: failures become typed errors (ServerError, ParseError,
 * MissingResponseError) and a good answer is handed on as a fresh JSON Response. An abort — a view
 * removed while its query ran — stays an AbortError so Apollo drops it quietly.
 */
export function createGraphQLFetch(baseFetch: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    let response: Response | undefined;
    try {
      response = await baseFetch(input, init);
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') throw error;
      throw new MissingResponseError(error);
    }
    if (!response) throw new MissingResponseError();
    const body = classifyResponseBody(response.status, await response.text());
    return new Response(JSON.stringify(body), {
      status: response.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}
