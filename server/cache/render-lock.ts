/**
 * One render per page for the whole fleet (DESIGN.md §3): before rendering a page for the cache, a
 * replica takes the page's lock. The holder renders, stores and releases; a replica that finds the
 * lock taken waits for its release and then reads the stored copy instead of rendering
 * (page-cache.ts). Implemented over Redis by redis-render-lock.ts.
 */
export interface RenderLock {
  /**
   * Resolves with a handle when this replica may render the page, or null once another replica's
   * hold ended (released, or expired after its time limit). Never waits longer than the lock's time
   * limit.
   */
  acquire(key: string): Promise<HeldRenderLock | null>;
}

export interface HeldRenderLock {
  release(): Promise<void>;
}
