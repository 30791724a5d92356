/**
 * Work a route starts and does not wait for before answering: the password-reset e-mail
 * (token + outbox row), so the answer takes the same time whether or not the account exists
 * (docs/security.md, e-mail enumeration).
 *
 * The tasks are tracked per database, because that is what they write to: closing the app
 * waits for them before the database closes, and a test (or any caller that must see the
 * result) awaits `settleBackgroundWork(db)` instead of guessing how long to sleep.
 */
import type { Queryable } from '../db/db.js';

export interface WorkLogger {
  error(details: object, message: string): void;
}

export class BackgroundWork {
  private readonly pending = new Set<Promise<void>>();

  /** Starts `task` now; a failure is logged, never thrown at anyone. */
  run(name: string, task: () => Promise<void>, log: WorkLogger): void {
    const running = task()
      .catch((error: unknown) => log.error({ err: error, task: name }, 'Falló una tarea en segundo plano'))
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  /** Resolves once every task started so far (and any they start) has finished. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}

const byDatabase = new WeakMap<Queryable, BackgroundWork>();

/** The background work writing to `db` (one tracker per database, created on first use). */
export function backgroundWorkFor(db: Queryable): BackgroundWork {
  let work = byDatabase.get(db);
  if (!work) {
    work = new BackgroundWork();
    byDatabase.set(db, work);
  }
  return work;
}

/** Waits for the background work writing to `db` (tests, shutdown). */
export function settleBackgroundWork(db: Queryable): Promise<void> {
  return backgroundWorkFor(db).settled();
}
