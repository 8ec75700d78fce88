/**
 * A request's kind for metrics: few, fixed label values (never the path itself, which would make
 * one time series per address a crawler invents).
 */
export type RouteKind = 'page' | 'asset' | 'image' | 'graphql' | 'api' | 'store' | 'health' | 'metrics' | 'other';

export function routeKindOf(method: string, path: string): RouteKind {
  if (path === '/healthz' || path === '/readyz') return 'health';
  if (path === '/metrics') return 'metrics';
  if (path === '/graphql') return 'graphql';
  if (path.startsWith('/api/')) return 'api';
  if (path.startsWith('/store/')) return 'store';
  if (path === '/_next/image') return 'image';
  if (path.startsWith('/assets/') || path.startsWith('/favicon.')) return 'asset';
  if (method === 'GET' || method === 'HEAD') return 'page';
  return 'other';
}
