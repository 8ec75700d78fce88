import { createDirectusContent } from '../../server/sources/content/directus/create-directus-content';
import type { SourceGuards } from '../../server/sources/resilience/guarded-sources';
import { switchableContent } from './failing-directus';
import { createTestSite } from './test-site';

/**
 * Content behind the real circuit breaker (`guards`): the demo content while `state.broken` is false,
 * then the real Directus connector pointed at `directusUrl`, a broken Directus.
 */
export async function breakableContent(directusUrl: string, guards: SourceGuards) {
  const base = await createTestSite();
  const directus = createDirectusContent(
    { url: directusUrl, credentials: { token: 'site-token' }, timeoutMs: 300 },
    { assetCacheBytes: 1 << 20 },
  ).content;
  const state = { broken: false };
  const content = guards.content(switchableContent(() => (state.broken ? directus : base.sources.content)));
  return { content, state };
}
