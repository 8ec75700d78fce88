import type { ContentSource } from '../../server/sources/content/content-source';
import { createTestSite } from './test-site';

export type ContentMode = 'published' | 'edited' | 'failing';

/** A content source whose page titles can be edited, or whose pages fail, mid-test. */
export function switchableContent(real: ContentSource) {
  const state = { mode: 'published' as ContentMode };
  const content: ContentSource = {
    ...real,
    list: async (collection, query, options) => {
      if (collection === 'pages' && state.mode === 'failing') throw new Error('content service down');
      const items = await real.list(collection, query, options);
      if (collection !== 'pages' || state.mode !== 'edited') return items;
      return items.map((page) => ({ ...page, title: `${(page as { title: string }).title} (edited)` }));
    },
  };
  return { state, content };
}

/** A test site on that switchable content, with a clock the test moves (`clock.now`). */
export async function siteWithSwitchableContent(env: Record<string, string> = {}) {
  const clock = { now: Date.now() };
  const base = await createTestSite();
  const { state, content } = switchableContent(base.sources.content);
  const site = await createTestSite({ env, sources: { content }, deps: { clock: () => clock.now } });
  return { ...site, clock, content: state };
}
