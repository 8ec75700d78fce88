import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { GraphQLContext } from '../../server/graphql/context';
import { createRenderQueries } from '../../server/render/render-queries';
import { QueryEngineContext } from '../../shared/app/site-query';
import { contractSchema, describeQueryEngineContract } from '../support/query-engine-contract';

/** The text of server HTML: tags and React's text separators dropped, the few entities the views can produce decoded. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describeQueryEngineContract({
  name: 'the server render’s',
  async render(view) {
    const queries = createRenderQueries({
      schema: contractSchema,
      context: {} as GraphQLContext,
      onErrors: () => {},
      onLateQuery: () => {},
    });
    const engine = queries.scope();
    let allReady!: () => void;
    let failed!: (error: unknown) => void;
    const ready = new Promise<void>((resolve, reject) => ([allReady, failed] = [resolve, reject]));
    const stream = renderToPipeableStream(<QueryEngineContext.Provider value={engine}>{view}</QueryEngineContext.Provider>, {
      onAllReady: () => allReady(),
      onShellError: (error) => failed(error),
    });
    await ready;
    const html = await new Promise<string>((resolve) => {
      let text = '';
      stream.pipe(
        new Writable({
          write(chunk: Buffer, _encoding, next) {
            text += chunk.toString();
            next();
          },
          final(next) {
            resolve(text);
            next();
          },
        }),
      );
    });
    return { text: textOf(html), engine };
  },
});
