/**
 * Apollo's normalised cache state (`cache.extract()`): entities by key, fields by name. A block
 * streamed after the shell sends only the fields the browser's cache does not have yet, and the
 * browser merges them field by field into what it restored before.
 */
export type StreamedState = Record<string, Record<string, unknown>>;

/** The fields of `current` that `sent` lacks or holds with another value. */
export function stateDiff(sent: StreamedState, current: StreamedState): StreamedState {
  const diff: StreamedState = {};
  for (const [key, entity] of Object.entries(current)) {
    const before = sent[key];
    for (const [field, value] of Object.entries(entity)) {
      if (before && field in before && JSON.stringify(before[field]) === JSON.stringify(value)) continue;
      (diff[key] ??= {})[field] = value;
    }
  }
  return diff;
}

/** `base` with the fields of `added` laid over it (neither is changed). */
export function mergeState(base: StreamedState, added: StreamedState): StreamedState {
  const merged: StreamedState = { ...base };
  for (const [key, fields] of Object.entries(added)) merged[key] = { ...base[key], ...fields };
  return merged;
}

/** Lays streamed fields into a cache (Apollo's InMemoryCache, or anything with extract/restore). */
export function mergeStreamedState(cache: { extract(): unknown; restore(state: never): unknown }, added: StreamedState): void {
  if (Object.keys(added).length === 0) return;
  cache.restore(mergeState(cache.extract() as StreamedState, added) as never);
}
