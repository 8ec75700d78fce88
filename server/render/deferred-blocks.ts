import type { DeferredRendering } from '../../shared/app/deferred-block';
import { resultsNotIn } from '../../shared/lib/transport/query-results';
import { serializeForScript } from '../../shared/lib/transport/serialize-state';
import type { RenderQueries, RenderQueryScope } from './render-queries';

/**
 * The document's deferred blocks (shared/app/deferred-block.tsx): each block's queries run with the
 * page's, in the same render, on a scope of the block's own, which notes what the block rendered
 * with; a slow service delays its block and nothing else. Each block carries exactly its data (less
 * what the page's site data already has) as a JSON data element, whatever order blocks arrive and
 * hydrate in.
 */
export function deferredBlocks(
  queries: RenderQueries,
  page: RenderQueryScope,
  {
    writeData = true,
  }: { /** false: the browser hydrates islands only and reads no block's data (docs/decisions/0118). */ writeData?: boolean } = {},
): DeferredRendering {
  const blocks = new Map<string, RenderQueryScope>();
  const scopeOf = (id: string) => {
    let scope = blocks.get(id);
    if (!scope) {
      scope = queries.scope();
      blocks.set(id, scope);
    }
    return scope;
  };
  return {
    blockEngine: scopeOf,
    readBlockData(id) {
      const scope = scopeOf(id);
      scope.useSettled();
      return serializeForScript(writeData ? resultsNotIn(page.renderedResults(), scope.renderedResults()) : {});
    },
  };
}
