import type { FileVersions } from '../sources/assets/file-versions';
import { FILES_COLLECTION, tagsOfChange, type ContentChange } from './content-events';
import type { RevalidationWaves } from './revalidation-waves';

/**
 * Reported changes (the Flow's webhook, the activity log's catch-up) into waves of re-renders. A
 * change of files first has their versions read (decision 0097), so the pages rendered again for
 * it carry the files' new addresses; reading them never fails (the last versions stay).
 */
export function changesToWaves(waves: RevalidationWaves, fileVersions: FileVersions | null | undefined) {
  return async (changes: readonly ContentChange[]): Promise<void> => {
    const files = changes.filter((change) => change.collection === FILES_COLLECTION).flatMap((change) => change.keys);
    if (files.length > 0) await fileVersions?.update(files);
    waves.add(changes.flatMap(tagsOfChange));
  };
}
