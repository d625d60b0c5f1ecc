// The sandbox's stand-in for the trader's bank transfer arriving: the one rule behind both the Trade API's QA route
// (`POST /trades/{id}/test/bank-transfer`, the trader's token) and the sandbox tool (`POST /sandbox/trades/{id}/
// bank-transfer`, no token). Only a bank trade awaiting payment takes it, in its own currency, at least its amount;
// the move goes through applyTradeMove, so a transfer racing the trader's cancel or the expiry ends in one state.
import { fiatToMinor, minorToFiat } from '#contract/money';
import type { EmulatorContext } from '../context';
import { applyTradeMove } from './trade-life';
import type { TradeRow } from './trade-store';

/**
 * What arrived: an amount in major units as the wire writes it, in `currency`. Left out, the currency is the trade's
 * own and the amount the whole one it waits for (a tester naming nothing).
 */
export interface BankTransfer {
  sendAmount?: number;
  currency?: string;
}

export type BankTransferOutcome =
  | { ok: true; trade: TradeRow }
  | { ok: false; reason: 'not_bank' | 'not_awaiting_payment' | 'not_accepted'; message: string };

/** The transfer `transfer` arrives for `trade` at `now`; refused, nothing is written. */
export function receiveBankTransfer(
  ctx: EmulatorContext,
  trade: TradeRow,
  transfer: BankTransfer,
  now: Date,
): BankTransferOutcome {
  if (trade.in_medium !== 'bank' || trade.state !== 'awaiting_transfer_in')
    return {
      ok: false,
      reason: trade.in_medium === 'bank' ? 'not_awaiting_payment' : 'not_bank',
      message: `Only a bank trade awaiting payment takes a bank transfer; this one is ${trade.in_medium}, ${trade.state}.`,
    };
  const currency = transfer.currency ?? trade.in_currency;
  if (currency !== trade.in_currency)
    return {
      ok: false,
      reason: 'not_accepted',
      message: `The trade is paid in ${trade.in_currency}, not ${currency}.`,
    };
  let sent = trade.in_send_minor;
  if (transfer.sendAmount !== undefined)
    try {
      sent = fiatToMinor(transfer.sendAmount, currency);
    } catch (error) {
      return { ok: false, reason: 'not_accepted', message: `Invalid body: sendAmount: ${(error as Error).message}.` };
    }
  if (sent < trade.in_send_minor)
    return {
      ok: false,
      reason: 'not_accepted',
      message: `The trade needs at least ${minorToFiat(trade.in_send_minor, trade.in_currency)} ${trade.in_currency}.`,
    };
  const moved = applyTradeMove(ctx, trade.id, 'transfer_in_received', now);
  if (!moved.ok)
    return {
      ok: false,
      reason: 'not_awaiting_payment',
      message: `The trade no longer awaits payment: ${moved.message}`,
    };
  return { ok: true, trade: moved.trade };
}
