// Every time-driven move of trades, applied for the sandbox time `now`: unpaid trades past their payment deadline
// expire; paid trades whose processing time passed complete or wait in review; trades in review are looked at
// again; active recurring buys make their next trade. Each move is its own transaction guarded by the trade's
// state (applyTradeMove), so overlapping sweeps apply it once. Run by the emulator's sweep (../due.ts), before the
// trade routes, and right after the sandbox clock moves.
import type { EmulatorContext } from '../context';
import { makeDueSubscriptionTrades } from './recurring';
import { applyTradeMove, settlePaidTrade } from './trade-life';

export function applyDueTrades(ctx: EmulatorContext, now: Date): void {
  const at = now.toISOString();
  const ids = (sql: string, ...args: unknown[]) =>
    ctx.db
      .prepare(sql)
      .pluck()
      .all(...args) as number[];
  for (const id of ids(
    "SELECT id FROM trade_trades WHERE state = 'awaiting_transfer_in' AND payment_deadline <= ? ORDER BY id",
    at,
  ))
    applyTradeMove(ctx, id, 'payment_deadline_passed', now);
  for (const id of ids("SELECT id FROM trade_trades WHERE due_time <= ? AND state = 'processing' ORDER BY id", at))
    settlePaidTrade(ctx, id, now);
  for (const id of ids("SELECT id FROM trade_trades WHERE state = 'reviewing' ORDER BY id"))
    settlePaidTrade(ctx, id, now);
  makeDueSubscriptionTrades(ctx, now);
}
