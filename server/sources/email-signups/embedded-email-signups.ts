import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { SqliteDatabase } from '../sqlite/sqlite-database';

/** A sign-up as operators read it. */
export interface EmailSignup {
  id: string;
  formId: string;
  email: string;
  /** ISO 8601, UTC. */
  receivedAt: string;
}

/**
 * The embedded twin's subscriber list: what the e-mail form service keeps for a real label. A
 * sign-up is committed to disk before the visitor is thanked; signing up twice keeps one row.
 */
export interface EmailSignupsStore {
  add(formId: string, email: string): EmailSignup;
  list(limit?: number): EmailSignup[];
  close(): void;
}

const schema = `CREATE TABLE IF NOT EXISTS signups (
  id TEXT PRIMARY KEY,
  form_id TEXT NOT NULL,
  email TEXT NOT NULL,
  received_at TEXT NOT NULL,
  UNIQUE (form_id, email)
)`;

interface Row {
  id: string;
  form_id: string;
  email: string;
  received_at: string;
}

const toSignup = (row: Row): EmailSignup => ({ id: row.id, formId: row.form_id, email: row.email, receivedAt: row.received_at });

export function createEmbeddedEmailSignups(file: string, now: () => Date = () => new Date()): EmailSignupsStore {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new SqliteDatabase(file, { timeoutMs: 5000 });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(schema);
  const insert = db.prepare(
    'INSERT INTO signups (id, form_id, email, received_at) VALUES (?, ?, ?, ?) ON CONFLICT (form_id, email) DO NOTHING',
  );
  const find = db.prepare<[string, string], Row>('SELECT * FROM signups WHERE form_id = ? AND email = ?');
  const recent = db.prepare<[number], Row>('SELECT * FROM signups ORDER BY received_at DESC, id LIMIT ?');
  return {
    add(formId, email) {
      // Addresses are compared without case: the same person signing up twice is one subscriber.
      const normalised = email.trim().toLowerCase();
      insert.run(randomUUID(), formId, normalised, now().toISOString());
      return toSignup(find.get(formId, normalised)!);
    },
    list(limit = 50) {
      return recent.all(Math.min(Math.max(limit, 1), 1000)).map(toSignup);
    },
    close() {
      db.close();
    },
  };
}
