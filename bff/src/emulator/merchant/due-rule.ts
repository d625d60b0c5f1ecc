// The shape of a time-driven move's trigger, apart from the sweep that applies them (due-transitions.ts), so the
// modules that declare rules (refunds, buy orders) need not import the sweep that imports them.

/** A kind of row that falls due: rows of `table` matching `where` are due once the time in column `at` comes. */
export interface DueRule {
  table: string;
  where: string;
  at: string;
}
