import { DatabaseSync } from 'node:sqlite';

/** A statement method over what callers pass: positional values, or one object of named ones (`@name` in the SQL). */
type Call<T> = (...parameters: unknown[]) => T;

/** A prepared statement typed by its parameters and the row it reads. */
export interface Statement<P extends unknown[], R> {
  run(...parameters: P): { changes: number };
  get(...parameters: P): R | undefined;
  all(...parameters: P): R[];
}

/** A function that runs inside a transaction: deferred when called, write-locked first with `immediate`. */
export interface Transaction<A extends unknown[], T> {
  (...args: A): T;
  immediate(...args: A): T;
}

/**
 * A SQLite file through Node's own `node:sqlite` (no native module to build), with typed statements
 * and transactions. A transaction called inside another one is a savepoint of it.
 */
export class SqliteDatabase {
  private readonly db: DatabaseSync;

  /** `timeoutMs`: how long a write waits for another process's lock before failing. */
  constructor(file: string, { timeoutMs }: { timeoutMs: number }) {
    this.db = new DatabaseSync(file, { timeout: timeoutMs });
  }

  exec(sql: string): void {
    this.db.exec(sql);
  }

  /** Sets a pragma (`journal_mode = WAL`). */
  pragma(setting: string): void {
    this.db.exec(`PRAGMA ${setting}`);
  }

  /** Reads a pragma's single value (`user_version`). */
  pragmaValue(name: string): unknown {
    const row = this.db.prepare(`PRAGMA ${name}`).get();
    return row ? Object.values(row)[0] : undefined;
  }

  prepare<P extends unknown[] = unknown[], R = unknown>(sql: string): Statement<P, R> {
    const statement = this.db.prepare(sql);
    const run = statement.run.bind(statement) as Call<{ changes: number | bigint }>;
    const get = statement.get.bind(statement) as Call<R | undefined>;
    const all = statement.all.bind(statement) as Call<R[]>;
    return {
      run: (...parameters) => ({ changes: Number(run(...parameters).changes) }),
      get: (...parameters) => get(...parameters),
      all: (...parameters) => all(...parameters),
    };
  }

  transaction<A extends unknown[], T>(body: (...args: A) => T): Transaction<A, T> {
    const run = (begin: string, args: A): T => {
      if (this.db.isTransaction) return this.savepoint(() => body(...args));
      this.db.exec(begin);
      try {
        const result = body(...args);
        this.db.exec('COMMIT');
        return result;
      } catch (error) {
        if (this.db.isTransaction) this.db.exec('ROLLBACK');
        throw error;
      }
    };
    const deferred = (...args: A) => run('BEGIN', args);
    return Object.assign(deferred, { immediate: (...args: A) => run('BEGIN IMMEDIATE', args) });
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }

  private savepoint<T>(body: () => T): T {
    this.db.exec('SAVEPOINT nested');
    try {
      const result = body();
      this.db.exec('RELEASE nested');
      return result;
    } catch (error) {
      this.db.exec('ROLLBACK TO nested');
      this.db.exec('RELEASE nested');
      throw error;
    }
  }
}
