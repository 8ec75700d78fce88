import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import type { RequestHandler, Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import type { ComponentType, ReactNode } from 'react';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { tap } from 'rxjs';
import { App } from '../../shared/app/app';
import { DeferredRenderingContext, type DeferredRendering } from '../../shared/app/deferred-block';
import { criticalPhase, streamPhase } from './deferred-data';
import type { PublicEnv } from '../../shared/app/public-env';
import { ResponseStatusProvider } from '../../shared/app/response-status';
import { LocaleProvider } from '../../shared/app/locale';
import { preloadRoutes } from '../../shared/app/routes';
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
import { isCrawler } from './is-crawler';
import { renderForData } from './data-pass-render';
import { pageSourceFailure, retryAfterSeconds } from './source-failure';
import { createServerApolloClient } from './server-apollo-client';
import { apolloQueryEngine } from './apollo-query-engine';
import { NoScriptPartsContext } from '../../shared/app/no-script-parts';
import { serverNoScriptParts } from './no-script-parts';
import type { SourceUnavailableError } from '../sources/resilience/source-unavailable';

export interface RenderOptions {
  schema: GraphQLSchema;
  sources: Sources;
  assets: AssetManifest;
  env: PublicEnv;
  renderTimeoutMs: number;
  /** The component tree inside the providers; the site's App unless a test swaps it. */
  app?: ComponentType;
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
 * 1. the page's code is loaded and its critical data collected (Apollo SSR prerender pass); deferred
 *    blocks (outside services, collections below the fold) are not waited for (deferred-data.ts);
 * 2. the document streams with that data: people get it at onShellReady, and each deferred block
 *    streams in with its own data when that arrives; crawlers and cache fills at onAllReady, whole;
 * 3. each phase is bounded: the data pass by a timeout signal, the stream by an abort timer that
 *    is cleared when the response closes;
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
      waitForAll: isCrawler(req.get('user-agent')),
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
  return async (url: string, nonce: string, log: Logger): Promise<RenderedPage> => {
    const started = await startRender(options, { url, preview: false, nonce, log, waitForAll: true });
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
      return { status: started.status, html, complete: !timedOut && renderErrors === 0 && dataErrors === 0 };
    } finally {
      started.stop();
    }
  };
}

/** Steps 1 and 2 of the contract, up to the point where the document can be piped. */
async function startRender(options: RenderOptions, request: RenderRequest): Promise<StartedRender> {
  const Root = options.app ?? App;
  const { log, nonce } = request;
  const problems: RenderProblems = { timedOut: false, renderErrors: 0, dataErrors: 0, sourceFailure: null };
  const signal = request.signal ?? new AbortController().signal;

  const { locale, basename, path: routePath } = splitLocalePath(request.url.split('?')[0] ?? '/');
  const renderedAt = new Date();
  const client = createServerApolloClient(options.schema, createRequestContext(options.sources, request.preview, log));
  const engine = apolloQueryEngine(client);
  countDataErrors(client, (operation, messages, sourceFailure) => {
    problems.dataErrors++;
    problems.sourceFailure ??= sourceFailure;
    log.debug({ operation, errors: messages }, 'data error: the page will not be cached');
  });
  const env: PublicEnv = request.preview ? { ...options.env, preview: true } : options.env;
  const responseState = { status: 200 };
  const setStatus = (status: number) => {
    responseState.status = status;
  };
  let assets: DocumentAssets = { stylesheets: options.assets.stylesheets, fonts: options.assets.fonts ?? [], modulePreloads: [] };
  // The providers and router every part of the page renders in (a deferred block's own data pass too).
  const inProviders = (node: ReactNode, onStatus: (status: number) => void = setStatus) => (
    <ApolloProvider client={client}>
      <SiteProviders engine={engine} env={env}>
        <ResponseStatusProvider onStatus={onStatus}>
          <LocaleProvider locale={locale} defaultLocale={options.env.defaultLocale} now={renderedAt}>
            <StaticRouter location={request.url} basename={basename || undefined}>
              <NoScriptPartsContext.Provider value={serverNoScriptParts}>{node}</NoScriptPartsContext.Provider>
            </StaticRouter>
          </LocaleProvider>
        </ResponseStatusProvider>
      </SiteProviders>
    </ApolloProvider>
  );
  const tree = (siteDataJson: string, deferred: DeferredRendering) => (
    <Document assets={assets} siteDataJson={siteDataJson} nonce={nonce}>
      <DeferredRenderingContext.Provider value={deferred}>{inProviders(<Root />)}</DeferredRenderingContext.Provider>
    </Document>
  );

  // 1. The page's code and data, within the time budget.
  const dataTimeout = AbortSignal.timeout(options.renderTimeoutMs);
  const dataSignal = AbortSignal.any([signal, dataTimeout]);
  try {
    const routes = await preloadRoutes(routePath);
    // The entry first: the bootstrap script imports it at the end of the document.
    assets = {
      ...assets,
      modulePreloads: [
        options.assets.entry,
        ...modulePreloadsFor(
          options.assets,
          routes.map((r) => r.pageModule),
        ),
      ],
    };
    // Critical data only: deferred blocks stream later with their own (deferred-data.ts).
    await prerenderStatic({
      tree: tree('', criticalPhase),
      signal: dataSignal,
      ignoreResults: true,
      renderFunction: (node) =>
        // The streaming pass reports the same errors; here they only matter if the shell fails.
        renderForData(node, { signal: dataSignal, onError: (error) => log.debug({ err: error }, 'data pass error') }),
    });
  } catch (error) {
    if (signal.aborted || !dataTimeout.aborted) return { ok: false, error };
    // Out of time: stream what is there; the browser fetches the rest.
    log.warn({ timeoutMs: options.renderTimeoutMs }, 'data pass timed out');
    problems.timedOut = true;
  }
  if (signal.aborted) return { ok: false, error: signal.reason };
  // Without its content the page would render empty (or "not found"): it is unavailable instead.
  if (problems.sourceFailure) return { ok: false, error: problems.sourceFailure };

  // 2. The document, with that data, under its own abort timer.
  const criticalResults = engine.renderedResults();
  const siteData: SiteData = {
    env,
    results: criticalResults,
    assets,
    renderedAt: renderedAt.toISOString(),
  };
  // React calls back from a microtask at the earliest, so `stream` and `abortTimer` exist by then.
  return new Promise<StartedRender>((resolve) => {
    let settled = false;
    const settle = (result: StartedRender) => {
      if (settled) return;
      settled = true;
      if (!result.ok) clearTimeout(abortTimer);
      resolve(result);
    };
    const ready = () => settle({ ok: true, status: responseState.status, stream, problems, stop: () => clearTimeout(abortTimer) });
    const deferred = streamPhase({
      client,
      sentResults: criticalResults,
      wrap: (node) => inProviders(node, ignoreStatus),
      signal: dataSignal,
      log,
    });
    const stream = renderToPipeableStream(tree(serializeForScript(siteData), deferred), {
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
        settle({ ok: false, error });
      },
      onError(error) {
        problems.renderErrors++;
        log.error({ err: error }, 'render error');
      },
    });
    const abortTimer = setTimeout(() => {
      problems.timedOut = true;
      stream.abort(new Error('render timed out'));
    }, options.renderTimeoutMs);
  });
}

/** A block's own data pass decides no status: the page's render does. */
const ignoreStatus = () => {};

/**
 * Counts GraphQL results that carry errors: such a page shows a degraded block and is not cached.
 * SchemaLink hands over graphql-js's own errors, whose `originalError` tells a content source that
 * could not be asked from any other error.
 */
function countDataErrors(
  client: ApolloClient,
  onError: (operation: string | undefined, messages: string[], sourceFailure: SourceUnavailableError | null) => void,
) {
  const firstSourceFailure = (errors: readonly unknown[]) =>
    errors.map((e) => pageSourceFailure((e as { originalError?: unknown }).originalError)).find(Boolean) ?? null;
  const watch = new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap({
        next: (result) => {
          if ('errors' in result && result.errors?.length) {
            onError(
              operation.operationName,
              result.errors.map((e) => e.message),
              firstSourceFailure(result.errors),
            );
          }
        },
        error: (error: Error) => onError(operation.operationName, [error.message], pageSourceFailure(error)),
      }),
    ),
  );
  client.setLink(watch.concat(client.link));
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
