import { prerenderStatic } from '@apollo/client/react/ssr';
import type { RequestHandler, Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import type { ComponentType } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from '../../shared/app/app';
import type { PublicEnv } from '../../shared/app/public-env';
import { ResponseStatusProvider } from '../../shared/app/response-status';
import { LocaleProvider } from '../../shared/app/locale';
import { preloadRoutes } from '../../shared/app/routes';
import { splitLocalePath } from '../../shared/lib/locale-path';
import { SiteProviders } from '../../shared/app/site-providers';
import type { DocumentAssets, SiteData } from '../../shared/app/site-data';
import { serializeForScript } from '../../shared/lib/serialize-state';
import { Document } from '../../views/document';
import { errorPageHtml } from '../../views/error-page';
import type { Sources } from '../graphql/context';
import { cspNonce } from '../http/security';
import { modulePreloadsFor, type AssetManifest } from './asset-manifest';
import { isCrawler } from './is-crawler';
import { createServerApolloClient } from './server-apollo-client';

export interface RenderOptions {
  schema: GraphQLSchema;
  sources: Sources;
  assets: AssetManifest;
  env: PublicEnv;
  renderTimeoutMs: number;
  /** The component tree inside the providers; the site's App unless a test swaps it. */
  app?: ComponentType;
}

/**
 * The one streaming contract (DESIGN.md §4):
 * 1. the page's code is loaded and all its data collected (Apollo SSR prerender pass);
 * 2. the document streams with that data: people get it at onShellReady, crawlers at onAllReady;
 * 3. each phase is bounded: the data pass by a timeout signal, the stream by an abort timer that
 *    is cleared when the response closes;
 * 4. the shell failing answers 500 with the error page, never a stack trace.
 */
export function renderPage(options: RenderOptions): RequestHandler {
  const Root = options.app ?? App;
  return async (req, res) => {
    const log = req.log;
    const nonce = cspNonce(res);
    const clientGone = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) clientGone.abort(new Error('client went away'));
    });

    const { locale, basename, path: routePath } = splitLocalePath(req.path);
    const renderedAt = new Date();
    const client = createServerApolloClient(options.schema, { sources: options.sources, preview: false, log });
    const responseState = { status: 200 };
    const setStatus = (status: number) => {
      responseState.status = status;
    };
    let assets: DocumentAssets = { stylesheets: options.assets.stylesheets, modulePreloads: [] };
    const tree = (siteDataJson: string) => (
      <Document assets={assets} siteDataJson={siteDataJson} nonce={nonce}>
        <SiteProviders client={client} env={options.env}>
          <ResponseStatusProvider onStatus={setStatus}>
            <LocaleProvider locale={locale} defaultLocale={options.env.defaultLocale} now={renderedAt}>
              <StaticRouter location={req.originalUrl} basename={basename || undefined}>
                <Root />
              </StaticRouter>
            </LocaleProvider>
          </ResponseStatusProvider>
        </SiteProviders>
      </Document>
    );

    // 1. The page's code and data, within the time budget.
    const dataTimeout = AbortSignal.timeout(options.renderTimeoutMs);
    const dataSignal = AbortSignal.any([clientGone.signal, dataTimeout]);
    try {
      const routes = await preloadRoutes(routePath);
      assets = { ...assets, modulePreloads: modulePreloadsFor(options.assets, routes.map((r) => r.pageModule)) };
      await prerenderStatic({
        tree: tree(''),
        signal: dataSignal,
        ignoreResults: true,
        renderFunction: (node) =>
          // The streaming pass reports the same errors; here they only matter if the shell fails.
          prerenderToNodeStream(node, { signal: dataSignal, onError: (error) => log.debug({ err: error }, 'data pass error') }),
      });
    } catch (error) {
      if (clientGone.signal.aborted) return;
      if (!dataTimeout.aborted) {
        sendErrorPage(res, options.assets, log, error);
        return;
      }
      // Out of time: stream what is there; the browser fetches the rest.
      log.warn({ timeoutMs: options.renderTimeoutMs }, 'data pass timed out');
    }
    if (clientGone.signal.aborted) return;

    // 2. The document, streamed with that data, under its own abort timer.
    const siteData: SiteData = {
      env: options.env,
      apollo: client.extract() as SiteData['apollo'],
      assets,
      renderedAt: renderedAt.toISOString(),
    };
    const waitForAll = isCrawler(req.get('user-agent'));
    const stream = renderToPipeableStream(tree(serializeForScript(siteData)), {
      nonce,
      bootstrapModules: [options.assets.entry],
      onShellReady() {
        if (!waitForAll) send();
      },
      onAllReady() {
        if (waitForAll) send();
      },
      onShellError(error) {
        sendErrorPage(res, options.assets, log, error);
      },
      onError(error) {
        log.error({ err: error }, 'render error');
      },
    });
    const abortTimer = setTimeout(() => stream.abort(new Error('render timed out')), options.renderTimeoutMs);
    res.on('close', () => {
      clearTimeout(abortTimer);
      if (!res.writableFinished) stream.abort(new Error('client went away'));
    });

    function send() {
      res.status(responseState.status);
      res.set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-cache' });
      stream.pipe(res);
    }
  };
}

function sendErrorPage(res: Response, assets: AssetManifest, log: Logger, error: unknown) {
  log.error({ err: error }, 'page render failed');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(500).set('Cache-Control', 'no-store').type('html').send(errorPageHtml(assets.stylesheets));
}
