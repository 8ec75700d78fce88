import type { RequestHandler, Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import type { ComponentType } from 'react';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../../shared/app/app';
import { DeferredRenderingContext } from '../../shared/app/deferred-block';
import { deferredBlocks } from './deferred-blocks';
import { createRenderQueries } from './render-queries';
import type { SourceUnavailableError } from '../sources/resilience/source-unavailable';
import type { PublicEnv } from '../../shared/app/public-env';
import { ResponseStatusProvider } from '../../shared/app/response-status';
import { LocaleProvider } from '../../shared/app/locale';
import { preloadRoutes } from '../../shared/app/routes';
import { loadAllParts } from '../../shared/app/content-part';
import { splitLocalePath } from '../../shared/lib/routing/locale-path';
import { SiteProviders } from '../../shared/app/site-providers';
import type { DocumentAssets, SiteData } from '../../shared/app/site-data';
import { serializeForScript } from '../../shared/lib/transport/serialize-state';
import { Document } from '../../views/document';
import { errorPageHtml, unavailablePageHtml } from '../../views/error-page';
import type { RenderedPage } from '../cache/page-cache';
import { createRequestContext, type Sources } from '../graphql/context';
import { entryBootstrapScript } from '../http/csp-hashes';
import { cspNonce } from '../http/security';
import { modulePreloadsFor, type AssetManifest } from './asset-manifest';
import { tagText } from '../cache/content-tags';
import { isCrawler } from './is-crawler';
import { IslandPropsProvider } from '../../shared/app/island';
import { pageSourceFailure, retryAfterSeconds } from './source-failure';
import { NoScriptPartsContext } from '../../shared/app/no-script-parts';
import { SiteNavigationProvider } from '../../shared/app/site-navigation';
import { serverNoScriptParts } from './no-script-parts';
import { readsSharedWithin, type ReadScope } from '../sources/content/shared-reads';

export interface RenderOptions {
  schema: GraphQLSchema;
  sources: Sources;
  assets: AssetManifest;
  env: PublicEnv;
  renderTimeoutMs: number;
  /** The component tree inside the providers; the site's App unless a test swaps it. */
  app?: ComponentType;
  /**
   * `islands`: the browser hydrates only the page's islands, so each writes its props and the
   * document carries no query results (docs/decisions/0118). The assets must be the islands entry's.
   */
  hydration?: 'document' | 'islands';
}

/** One render: the address, who it is for, and the nonce its scripts carry. */
interface RenderRequest {
  /** Path (with any locale prefix) and query. */
  url: string;
  /** Drafts visible, menus fresh, the toolbar shown: only for a verified preview cookie. */
  preview: boolean;
  nonce: string;
  log: Logger;
  /** Hold the document until everything is rendered (crawlers, the page cache) instead of the shell. */
  waitForAll: boolean;
  /** Stops the render early (the visitor went away). */
  signal?: AbortSignal;
  /** A render for the page cache: notes the tags of everything the page reads (content-tags.ts). */
  recordTag?: (tag: string) => void;
}

/** A document ready to be piped, or the reason there is none. */
type StartedRender =
  { ok: true; status: number; stream: PipeableStream; problems: RenderProblems; stop: () => void } | { ok: false; error: unknown };

/** What makes a rendered page incomplete, and so never cached. */
interface RenderProblems {
  timedOut: boolean;
  renderErrors: number;
  dataErrors: number;
  /** The content source could not be asked for this page's data (source-failure.ts). */
  sourceFailure: SourceUnavailableError | null;
}

/**
 * The one streaming contract (DESIGN.md §4):
 * 1. the page's code is loaded, then the page renders once: a view whose data has not arrived
 *    waits where it is (render-queries.ts) and React renders it again when it does; the shell
 *    waits for the page's own data, deferred blocks (outside services, collections below the
 *    fold) behind their boundaries for theirs (deferred-blocks.ts);
 * 2. people get the shell at onShellReady, with the results its views rendered with written at
 *    its end, and each deferred block streams in with its own data; crawlers and cache fills get
 *    the whole document at onAllReady;
 * 3. it is bounded: out of time, views still waiting render their loading state, and an abort
 *    timer (cleared when the response closes) cuts whatever still waits;
 * 4. the shell failing answers 500 with the error page, never a stack trace.
 * Preview requests (res.locals.preview, set by the verified cookie) render drafts and are never
 * stored anywhere: `private, no-store`.
 */
export function renderPage(options: RenderOptions): RequestHandler {
  return async (req, res) => {
    const log = req.log;
    const preview = res.locals.preview === true;
    const clientGone = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) clientGone.abort(new Error('client went away'));
    });

    const started = await startRender(options, {
      url: req.originalUrl,
      preview,
      nonce: cspNonce(res),
      log,
      // A fetch (a navigation by islands reading the next page) paints nothing until it has it all.
      waitForAll: isCrawler(req.get('user-agent')) || req.get('sec-fetch-dest') === 'empty',
      signal: clientGone.signal,
    });
    if (!started.ok) {
      if (!clientGone.signal.aborted) sendErrorPage(res, options.assets, log, started.error);
      return;
    }
    if (clientGone.signal.aborted) {
      started.stream.abort(new Error('client went away'));
      started.stop();
      return;
    }
    res.on('close', () => {
      started.stop();
      if (!res.writableFinished) started.stream.abort(new Error('client went away'));
    });
    res.status(started.status);
    res.set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': preview ? 'private, no-store' : 'private, no-cache',
      ...(preview ? { 'X-Robots-Tag': 'noindex' } : {}),
    });
    started.stream.pipe(res);
  };
}

/**
 * Renders one address to a complete document in memory, for the page cache: public (never
 * preview), waiting for everything like a crawler, with `nonce` (the cache's placeholder) on its
 * scripts. Never throws: a failed render is the error page with status 500.
 */
export function createPageRenderer(options: RenderOptions) {
  const render = async (url: string, nonce: string, log: Logger): Promise<RenderedPage> => {
    const tags = new Set<string>();
    const recordTag = (tag: string) => void tags.add(tagText(tag));
    const started = await startRender(options, { url, preview: false, nonce, log, waitForAll: true, recordTag });
    const sourceFailure = started.ok ? null : pageSourceFailure(started.error);
    if (sourceFailure) {
      log.warn({ source: sourceFailure.source, reason: sourceFailure.reason }, 'page unavailable: its content source failed');
      return {
        status: 503,
        html: unavailablePageHtml(options.assets.stylesheets),
        complete: false,
        retryAfterSeconds: retryAfterSeconds(sourceFailure),
      };
    }
    if (!started.ok) {
      log.error({ err: started.error }, 'page render failed');
      return { status: 500, html: errorPageHtml(options.assets.stylesheets), complete: false };
    }
    try {
      const html = await collect(started.stream);
      const { timedOut, renderErrors, dataErrors } = started.problems;
      return { status: started.status, html, complete: !timedOut && renderErrors === 0 && dataErrors === 0, tags: [...tags] };
    } finally {
      started.stop();
    }
  };
  return (url: string, nonce: string, log: Logger, readScope?: ReadScope): Promise<RenderedPage> =>
    readScope === undefined ? render(url, nonce, log) : readsSharedWithin(readScope, () => render(url, nonce, log));
}

/** Steps 1 and 2 of the contract, up to the point where the document can be piped. */
async function startRender(options: RenderOptions, request: RenderRequest): Promise<StartedRender> {
  const Root = options.app ?? App;
  const { log, nonce } = request;
  const problems: RenderProblems = { timedOut: false, renderErrors: 0, dataErrors: 0, sourceFailure: null };
  const signal = request.signal ?? new AbortController().signal;

  const { locale, basename, path: routePath } = splitLocalePath(request.url.split('?')[0] ?? '/');
  const renderedAt = new Date();
  const queries = createRenderQueries({
    schema: options.schema,
    context: createRequestContext(options.sources, request.preview, log, request.recordTag),
    onErrors(operation, messages) {
      problems.dataErrors++;
      log.debug({ operation, errors: messages }, 'data error: the page will not be cached');
    },
    onLateQuery(operation) {
      // The browser would render this part without its data: a defect of the view, never cached.
      problems.renderErrors++;
      log.error({ operation }, 'query started after its data was written into the document');
    },
  });
  const page = queries.scope();
  const env: PublicEnv = request.preview ? { ...options.env, preview: true } : options.env;
  const responseState = { status: 200 };
  const islands = options.hydration === 'islands';

  // 1. The page's code.
  let routes;
  try {
    routes = await preloadRoutes(routePath);
    // Then the content parts the pages' code registered: the server renders them at once (the
    // browser hydrates them when asked for), so a block's data is known when it is written.
    await loadAllParts();
  } catch (error) {
    return { ok: false, error };
  }
  if (signal.aborted) return { ok: false, error: signal.reason };
  // The entry first: the bootstrap script imports it at the end of the document.
  const assets: DocumentAssets = {
    stylesheets: options.assets.stylesheets,
    fonts: options.assets.fonts ?? [],
    modulePreloads: [
      options.assets.entry,
      ...modulePreloadsFor(
        options.assets,
        routes.map((r) => r.pageModule),
      ),
    ],
  };
  // Written once the page's own queries have answered; deferred blocks carry their own data.
  const siteDataJson = () => {
    page.useSettled();
    const results = islands ? {} : page.renderedResults();
    const siteData: SiteData = { env, results, assets, renderedAt: renderedAt.toISOString() };
    return serializeForScript(siteData);
  };

  // 2. One render: components wait for their data where they are (render-queries.ts), the shell
  // once the page's critical data is in, each deferred block when its own is.
  return new Promise<StartedRender>((resolve) => {
    let settled = false;
    const timers: NodeJS.Timeout[] = [];
    const stop = () => {
      for (const timer of timers) clearTimeout(timer);
      signal.removeEventListener('abort', abort);
    };
    const settle = (result: StartedRender) => {
      if (settled) return;
      settled = true;
      if (!result.ok) stop();
      resolve(result);
    };
    const ready = () => {
      // Without its content the page would render empty (or "not found"): it is unavailable instead.
      const sourceFailure = page.sourceFailure();
      if (sourceFailure) {
        problems.sourceFailure = sourceFailure;
        stream.abort(sourceFailure);
        settle({ ok: false, error: sourceFailure });
        return;
      }
      settle({ ok: true, status: responseState.status, stream, problems, stop });
    };
    const abort = () => stream.abort(signal.reason);
    const stream = renderToPipeableStream(
      <Document assets={assets} siteDataJson={siteDataJson} nonce={nonce}>
        <DeferredRenderingContext.Provider value={deferredBlocks(queries, page, { writeData: !islands })}>
          <SiteProviders engine={page} env={env}>
            <ResponseStatusProvider onStatus={(status) => (responseState.status = status)}>
              <LocaleProvider locale={locale} defaultLocale={options.env.defaultLocale} now={renderedAt}>
                <StaticRouter location={request.url} basename={basename || undefined}>
                  <SiteNavigationProvider>
                    <NoScriptPartsContext.Provider value={serverNoScriptParts}>
                      <IslandPropsProvider writeProps={islands}>
                        <Root />
                      </IslandPropsProvider>
                    </NoScriptPartsContext.Provider>
                  </SiteNavigationProvider>
                </StaticRouter>
              </LocaleProvider>
            </ResponseStatusProvider>
          </SiteProviders>
        </DeferredRenderingContext.Provider>
      </Document>,
      {
        nonce,
        // An inline script of fixed text (its hash is in the policy), not a parser-inserted module
        // script, which a hash-based policy could only allow with a nonce (decision 0029).
        bootstrapScriptContent: entryBootstrapScript(options.assets.entry),
        // A document sent whole (crawlers, the page cache) keeps every boundary in place: outlined
        // boundaries would need React's per-page instruction scripts, which no fixed hash names.
        ...(request.waitForAll ? { progressiveChunkSize: Number.MAX_SAFE_INTEGER } : {}),
        onShellReady() {
          if (!request.waitForAll) ready();
        },
        onAllReady() {
          if (request.waitForAll) ready();
        },
        onShellError(error) {
          settle({ ok: false, error: page.sourceFailure() ?? error });
        },
        onError(error) {
          // The visitor went away, or the page is answered 503: neither is a defect of the render.
          if (error === signal.reason || (error !== null && error === problems.sourceFailure)) return;
          problems.renderErrors++;
          log.error({ err: error }, 'render error');
        },
      },
    );
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
    // 3. Bounded: out of time, the views still waiting render their loading state (the browser
    // fetches the rest); whatever still waits after as long again is cut.
    timers.push(
      setTimeout(() => {
        problems.timedOut = true;
        log.warn({ timeoutMs: options.renderTimeoutMs }, 'render data timed out');
        queries.expire();
      }, options.renderTimeoutMs),
      setTimeout(() => stream.abort(new Error('render timed out')), 2 * options.renderTimeoutMs),
    );
  });
}

/** The whole document as text (the render is bounded by its abort timer, so this ends). */
function collect(stream: PipeableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    stream.pipe(sink);
  });
}

function sendErrorPage(res: Response, assets: AssetManifest, log: Logger, error: unknown) {
  const sourceFailure = pageSourceFailure(error);
  // The source's own error line (once per interval) is the breaker's; this one carries the request id.
  if (sourceFailure)
    log.warn({ source: sourceFailure.source, reason: sourceFailure.reason }, 'page unavailable: its content source failed');
  else log.error({ err: error }, 'page render failed');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (sourceFailure) {
    res
      .status(503)
      .set({ 'Cache-Control': 'private, no-store', 'Retry-After': String(retryAfterSeconds(sourceFailure)) })
      .type('html')
      .send(unavailablePageHtml(assets.stylesheets));
    return;
  }
  res.status(500).set('Cache-Control', 'private, no-store').type('html').send(errorPageHtml(assets.stylesheets));
}
