import { openMigratedDatabase } from '../sqlite/open-migrated-database';
import type { SqliteDatabase } from '../sqlite/sqlite-database';

/**
 * The one SQLite file of contact messages (INBOX_FILE): the embedded inbox's `messages` and the
 * Front outbox's `outbox`. One file, one schema history, one thing for operators to keep on a volume.
 */

/** Schema steps; user_version records how many have run. Append only, never edit a shipped step. */
const migrations = [
  `CREATE TABLE IF NOT EXISTS messages (
     id TEXT PRIMARY KEY,
     channel_id TEXT NOT NULL,
     department_name TEXT NOT NULL,
     received_at TEXT NOT NULL,
     sender_name TEXT NOT NULL,
     to_json TEXT NOT NULL,
     cc_json TEXT NOT NULL,
     bcc_json TEXT NOT NULL,
     subject TEXT NOT NULL,
     body TEXT NOT NULL,
     text TEXT,
     archived INTEGER NOT NULL CHECK (archived IN (0, 1)),
     add_signature INTEGER NOT NULL CHECK (add_signature IN (0, 1)),
     read_at TEXT
   );
   CREATE INDEX IF NOT EXISTS messages_received_at ON messages (received_at);`,
  // Times are ISO 8601 UTC strings of one length, so they compare as text.
  `CREATE TABLE IF NOT EXISTS outbox (
     id TEXT PRIMARY KEY,
     idempotency_key TEXT NOT NULL UNIQUE,
     channel_id TEXT NOT NULL,
     department_name TEXT NOT NULL,
     created_at TEXT NOT NULL,
     payload_json TEXT NOT NULL,
     state TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'failed')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TEXT NOT NULL,
     claimed_until TEXT,
     last_attempt_at TEXT,
     last_error TEXT,
     delivered_at TEXT,
     front_message_id TEXT
   );
   CREATE INDEX IF NOT EXISTS outbox_due ON outbox (state, next_attempt_at);`,
  // When an attempt may have reached Front without its answer reaching us (decision 0028).
  `ALTER TABLE outbox ADD COLUMN outcome_unknown_since TEXT;`,
];

export const schemaVersion = migrations.length;

/** Opens (creating file and folder) and migrates; the handle commits durably. */
export function openSupportDatabase(file: string): SqliteDatabase {
  // FULL: every commit is fsynced before it returns, so a visitor's success means the message survives a crash.
  return openMigratedDatabase(file, { name: 'Inbox', migrations, synchronous: 'FULL' });
}
