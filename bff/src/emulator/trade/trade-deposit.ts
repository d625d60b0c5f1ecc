// A sell's BTC arriving through the sandbox blockchain tool, the same simulated chain that pays invoices: when the
// address is a trade's deposit address, the trade side takes it (receiveTradeDeposit moves the trade) and the
// transaction's id is kept in the sell's `transferIn.details.transaction`.
import type { EmulatorContext } from '../context';
import { randomTxid, receiveTradeDeposit } from './trade-life';
import { findTradeByDepositAddress } from './trade-store';

/** The txid of the payment when `address` is a trade's deposit address; undefined when it is not (an invoice's). */
export function payTradeDeposit(ctx: EmulatorContext, address: string, sats: number, now: Date): string | undefined {
  return ctx.db.transaction((): string | undefined => {
    const before = findTradeByDepositAddress(ctx.db, address);
    if (!before || !receiveTradeDeposit(ctx, address, sats, now)) return undefined;
    const txid = randomTxid();
    const after = findTradeByDepositAddress(ctx.db, address);
    // Only the payment that moved the trade is its transfer's transaction; an underpayment leaves it waiting.
    if (after && before.state === 'awaiting_transfer_in' && after.state !== before.state) {
      const details = { ...(JSON.parse(after.in_details) as Record<string, unknown>), transaction: txid };
      ctx.db.prepare('UPDATE trade_trades SET in_details = ? WHERE id = ?').run(JSON.stringify(details), after.id);
    }
    return txid;
  })();
}
