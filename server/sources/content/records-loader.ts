/**
 * The records an embedded twin serves: a fixed list (content/ files, loaded at start) or a read
 * made on each call (Directus, so an editor's change shows without a restart).
 */
export type RecordsLoader<T> = readonly T[] | (() => Promise<readonly T[]>);

export async function loadRecords<T>(records: RecordsLoader<T>): Promise<readonly T[]> {
  return typeof records === 'function' ? records() : records;
}
