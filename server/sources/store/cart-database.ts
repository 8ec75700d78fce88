import { openMigratedDatabase } from '../sqlite/open-migrated-database';
import type { SqliteDatabase } from '../sqlite/sqlite-database';

/**
 * The embedded store's SQLite file (STORE_CARTS_FILE): anonymous carts and their lines. Carts are
 * keyed by their uuid (the browser's X-Cart-Token); a line by (cart, product, chosen items), so the
 * same add twice can never make two lines, whichever process writes.
 */

/** Schema steps; user_version records how many have run. Append only, never edit a shipped step. */
const migrations = [
  // Times are ISO 8601 UTC strings of one length, so they compare as text.
  `CREATE TABLE IF NOT EXISTS carts (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     uuid TEXT NOT NULL UNIQUE,
     currency TEXT NOT NULL CHECK (currency IN ('GBP', 'USD', 'EUR')),
     shipping_to TEXT,
     in_checkout INTEGER NOT NULL DEFAULT 0 CHECK (in_checkout IN (0, 1)),
     date_created TEXT NOT NULL,
     date_updated TEXT NOT NULL
   );
   CREATE INDEX IF NOT EXISTS carts_date_updated ON carts (date_updated);
   CREATE TABLE IF NOT EXISTS cart_items (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     cart_id INTEGER NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
     product_id TEXT NOT NULL,
     choice_key TEXT NOT NULL,
     choices_json TEXT NOT NULL,
     quantity INTEGER NOT NULL CHECK (quantity > 0),
     date_added TEXT NOT NULL,
     UNIQUE (cart_id, product_id, choice_key)
   );`,
];

export const cartSchemaVersion = migrations.length;

/** Opens (creating file and folder) and migrates. */
export function openCartDatabase(file: string): SqliteDatabase {
  // NORMAL in WAL mode survives a crash of the process; only a power cut may lose the last
  // changes, which for a basket the visitor can redo is the right trade for fewer fsyncs.
  return openMigratedDatabase(file, { name: 'Cart', migrations, synchronous: 'NORMAL', pragmas: ['foreign_keys = ON'] });
}
