// When the Merchant API's next time-driven move can fall due, kept in memory so requests skip the sweep
// (due-transitions.ts) until then.
import type { Database } from '../../db/database';
import { DUE_RULES } from './due-rules';

/**
 * The earliest time anything can fall due, kept in memory so requests skip the sweep until then: worked out by
 * the sweep itself and lowered by temporary triggers on every write that makes a row due, whichever code writes
 * it. The emulator's context makes one with its database (context.ts) and closes it with it.
 */
export class DueWatch {
  /** No sweep is needed before this, in sandbox milliseconds (-Infinity: not known yet). */
  nextDueMs = -Infinity;
  private readonly releaseFunction: () => void;

  constructor(private readonly db: Database) {
    this.releaseFunction = db.defineFunction('merchant_due_at', (at: unknown) => {
      if (typeof at === 'string') this.nextDueMs = Math.min(this.nextDueMs, Date.parse(at));
      return null;
    });
    // Temporary: they belong to this connection, like the watch they feed, and need no migration.
    DUE_RULES.forEach((rule, i) => {
      const lower = `BEGIN SELECT merchant_due_at(${rule.at}) FROM ${rule.table} WHERE rowid = NEW.rowid AND ${rule.where}; END`;
      db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS merchant_due_${i}_insert AFTER INSERT ON main.${rule.table} ${lower}`);
      db.exec(
        `CREATE TEMP TRIGGER IF NOT EXISTS merchant_due_${i}_update AFTER UPDATE OF state, ${rule.at} ON main.${rule.table} ${lower}`,
      );
    });
  }

  close(): void {
    if (this.db.open)
      DUE_RULES.forEach((_rule, i) =>
        this.db.exec(
          `DROP TRIGGER IF EXISTS temp.merchant_due_${i}_insert; DROP TRIGGER IF EXISTS temp.merchant_due_${i}_update`,
        ),
      );
    this.releaseFunction();
  }
}
