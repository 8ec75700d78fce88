import type { FileRecord } from '../content/model';
/**
 * Where the bytes behind `/assets/{id}` come from. The embedded source generates the demo label's
 * pictures and previews from file records; a Directus connector will fetch the originals from the
 * Directus files API. Transformations (resize, format) are the router's job, not the source's.
 */
export interface StoredAsset {
  id: string;
  /** MIME type of the original, e.g. image/png or audio/wav. */
  type: string;
  /** A download name, e.g. `night-drive.png`. */
  filename: string;
  bytes: Buffer;
  modified?: Date;
}

export interface AssetSource {
  /**
   * The original file, or null when no file has this id. `version` (from versionFor) keeps the
   * bytes of each version of a replaced file apart (decision 0097).
   */
  getAsset(id: string, version?: string | null): Promise<StoredAsset | null>;
  /** The version an address asking for `asked` is answered under (file-versions.ts); absent where files have none. */
  versionFor?(id: string, asked: string | null): Promise<string | null>;
}

/** One record of `content/files.json`: the content model's file record (model.ts). */
export type { FileRecord } from '../content/model';
export type FileKind = FileRecord['kind'];
