/**
 * Which version of each file the site's addresses name (`/assets/{id}?v={version}`, decision 0097):
 * a file replaced under the same id gets a new version, so a new address that no browser, CDN or
 * cache of the site holds yet. Only Directus has versions; the embedded files have none.
 */
export interface FileVersions {
  /** The file's version as known now; null when it has none or is not known. Never rejects. */
  versionOf(id: string): Promise<string | null>;
  /**
   * The version an address asking for `asked` (or for none) is answered under: the file's current
   * one. An address may only name a newer one than this replica knows when another replica learnt
   * of it first: then the file is read again. Null when the file has no version.
   */
  versionFor(id: string, asked: string | null): Promise<string | null>;
  /** These files changed: their versions are read again now. Never rejects (the last map stays). */
  update(ids: readonly string[]): Promise<void>;
}
