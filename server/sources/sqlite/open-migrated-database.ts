import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { SqliteDatabase } from './sqlite-database';

export interface MigratedDatabaseOptions {
  /** Named in the error when the file is newer than this code ("Inbox", "Cart"). */
  name: string;
  /** Schema steps; user_version records how many have run. Append only, never edit a shipped step. */
  migrations: readonly string[];
  /** FULL fsyncs every commit; NORMAL (in WAL mode) survives a process crash, not a power cut. */
  synchronous: 'FULL' | 'NORMAL';
  /** Further pragmas set before migrating (foreign_keys = ON). */
  pragmas?: readonly string[];
}

/**
 * Opens a SQLite file (creating it and its folder) in WAL mode and runs the migrations it lacks.
 * Another process (the operator CLI, a second server) may hold the write lock briefly: the handle
 * waits for it rather than failing.
 */
export function openMigratedDatabase(file: string, options: MigratedDatabaseOptions): SqliteDatabase {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new SqliteDatabase(file, { timeoutMs: 5000 });
  try {
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${options.synchronous}`);
    for (const pragma of options.pragmas ?? []) db.pragma(pragma);
    migrate(db, options);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function migrate(db: SqliteDatabase, { name, migrations }: MigratedDatabaseOptions): void {
  // IMMEDIATE takes the write lock first, so two processes opening a new file do not both migrate.
  db.transaction(() => {
    const version = Number(db.pragmaValue('user_version'));
    if (version > migrations.length) {
      throw new Error(`${name} schema version ${version} is newer than this code knows (${migrations.length})`);
    }
    for (const step of migrations.slice(version)) db.exec(step);
    db.pragma(`user_version = ${migrations.length}`);
  }).immediate();
}
