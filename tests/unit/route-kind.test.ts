import { routeKindOf } from '../../server/metrics/route-kind';

describe('route kinds for metrics (a few fixed labels, never the path)', () => {
  it.each([
    ['GET', '/', 'page'],
    ['GET', '/releases/some-release', 'page'],
    ['HEAD', '/about', 'page'],
    ['GET', '/assets/entry-ABC.js', 'asset'],
    ['GET', '/favicon.ico', 'asset'],
    ['GET', '/_next/image', 'image'],
    ['POST', '/graphql', 'graphql'],
    ['POST', '/api/front/send-message', 'api'],
    ['POST', '/store/cart/embed/items', 'store'],
    ['GET', '/healthz', 'health'],
    ['GET', '/readyz', 'health'],
    ['GET', '/metrics', 'metrics'],
    ['POST', '/about', 'other'],
  ])('%s %s is %s', (method, path, kind) => {
    expect(routeKindOf(method, path)).toBe(kind);
  });
});
