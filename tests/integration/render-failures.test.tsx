import express from 'express';
import { Suspense } from 'react';
import request from 'supertest';
import { createSchema } from '../../server/graphql/schema';
import { requestLogging } from '../../server/http/request-logging';
import { buildInlineHashes } from '../../server/http/csp-hashes';
import { securityHeaders } from '../../server/http/security';
import { createLogger } from '../../server/logger';
import { renderPage } from '../../server/render/render-page';
import { BlockBoundary } from '../../shared/components/block-boundary';
import { createTestSite, fakeAssets, LogCapture, testConfig } from '../support/test-site';

/** The render path with a stand-in component tree, to drive its failure branches. */
async function appRendering(Root: () => React.ReactNode, renderTimeoutMs = 5_000) {
  const { sources } = await createTestSite();
  const logs = new LogCapture();
  const app = express();
  app.use(requestLogging(createLogger('debug', logs)));
  app.use(securityHeaders(testConfig(), buildInlineHashes(fakeAssets.entry)));
  app.get(
    '/{*path}',
    renderPage({
      schema: createSchema(),
      sources,
      assets: fakeAssets,
      env: { publicUrl: '', defaultLocale: 'gb', emailFormsUrl: '/email-forms' },
      renderTimeoutMs,
      app: Root,
    }),
  );
  return { app, logs };
}

function Explodes(): never {
  throw new Error('secret internal detail');
}

describe('render failures', () => {
  it('answers a shell failure with 500 and the error page, never the error itself', async () => {
    const { app, logs } = await appRendering(() => <Explodes />);
    const res = await request(app).get('/').expect(500);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    // Never kept by anything in front (decision 0030).
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain('<h1 class="text-3xl font-semibold">Something went wrong</h1>');
    expect(res.text).not.toMatch(/secret internal detail|at Explodes|\.tsx/);
    expect(logs.text).toContain('secret internal detail');
  });

  it('keeps the page when one block fails inside its boundary', async () => {
    const { app } = await appRendering(() => (
      <>
        <h1>Release</h1>
        <BlockBoundary name="player">
          <Suspense fallback={<p>Player loading</p>}>
            <Explodes />
          </Suspense>
        </BlockBoundary>
        <p>Tracklist</p>
      </>
    ));
    const res = await request(app).get('/').expect(200);
    expect(res.text).toContain('<h1>Release</h1>');
    expect(res.text).toContain('Player loading'); // the browser retries the block
    expect(res.text).toContain('<p>Tracklist</p>');
    expect(res.text).not.toContain('secret internal detail');
  });

  it('aborts a render that outlives the timer and still closes the response', async () => {
    const never = new Promise<never>(() => {});
    function Hangs(): never {
      throw never;
    }
    const { app } = await appRendering(
      () => (
        <>
          <h1>Shell</h1>
          <Suspense fallback={<p>Waiting</p>}>
            <Hangs />
          </Suspense>
        </>
      ),
      300,
    );
    // A crawler waits for everything: views stop waiting at the timer, and what still waits is cut after as long again.
    const crawler = await request(app).get('/').set('User-Agent', 'Googlebot/2.1').timeout(5_000);
    expect(crawler.status).toBe(200);
    expect(crawler.text).toContain('<h1>Shell</h1>');
    expect(crawler.text).toContain('Waiting');
    const browser = await request(app).get('/').timeout(5_000);
    expect(browser.status).toBe(200);
    expect(browser.text).toContain('<h1>Shell</h1>');
    expect(browser.text).toMatch(/<\/html>$/);
  });

  it('renders views still waiting for their data in their loading state once out of time, and keeps no copy', async () => {
    const { sources } = await createTestSite();
    // Every content call hangs (the source's own timeout is longer than the render's budget here).
    const hanging = new Proxy(sources.content, { get: () => () => new Promise(() => {}) });
    const { app, logs } = await createTestSite({ env: { RENDER_TIMEOUT_MS: '300' }, sources: { content: hanging } });
    for (const round of [1, 2]) {
      const res = await request(app).get('/').timeout(5_000);
      expect(res.status).toBe(200);
      expect(res.headers['x-page-cache']).toBe('MISS');
      expect(res.text).toMatch(/<\/html>$/);
      expect(res.text).toContain('id="site-data"');
      expect(logs.text.match(/render data timed out/g)).toHaveLength(round);
    }
  });
});
