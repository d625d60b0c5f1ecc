// Price quotes and trades in SQLite, and the wire objects made from their rows. Amounts are integers in minor units
// (cents, satoshi) in the database and JSON numbers in major units on the wire (money.ts converts at the edge).
// Transfer ids are derived from the trade id: `transferIn.id = 2 × id`, `transferOut.id = 2 × id + 1`, stable and
// distinct across every trade without a table of their own.
import { randomBytes } from 'node:crypto';
import { minorToFiat } from '#contract/money';
import type { TransferMedium } from '#contract/trade/enums';
import { showsQuoteExpiry, transferStatesOf } from '#contract/trade/trade-states';
import type { PriceQuote, Trade, TradeState, Transfer } from '#contract/trade/trades';
import type { Database } from '../../db/database';
import type { EmulatorContext } from '../context';
import { announceSandboxEvent } from '../sandbox/events';

// ——— Quotes ———

export interface QuoteRow {
  id: number;
  trader_id: number;
  base_currency: string;
  quote_currency: string;
  /** Signed as on the wire: negative is sent, positive received. */
  base_minor: number;
  quote_minor: number;
  in_medium: TransferMedium | null;
  out_medium: TransferMedium | null;
  in_fee_minor: number | null;
  out_fee_minor: number | null;
  issue_time: string;
  expiry_time: string;
}

export function insertQuote(db: Database, quote: Omit<QuoteRow, 'id'>): number {
  const result = db
    .prepare(
      `INSERT INTO trade_quotes (trader_id, base_currency, quote_currency, base_minor, quote_minor, in_medium,
         out_medium, in_fee_minor, out_fee_minor, issue_time, expiry_time)
       VALUES (@trader_id, @base_currency, @quote_currency, @base_minor, @quote_minor, @in_medium, @out_medium,
         @in_fee_minor, @out_fee_minor, @issue_time, @expiry_time)`,
    )
    .run(quote);
  return Number(result.lastInsertRowid);
}

export function findQuote(db: Database, id: number): QuoteRow | undefined {
  return db.prepare('SELECT * FROM trade_quotes WHERE id = ?').get(id) as QuoteRow | undefined;
}

/** The quote a trade already used, if any: a quote is traded once. */
export function isQuoteUsed(db: Database, quoteId: number): boolean {
  return db.prepare('SELECT 1 FROM trade_trades WHERE quote_id = ?').get(quoteId) !== undefined;
}

/** The wire quote of a row (or of a quote not stored: no `id`). */
export function quoteView(row: Omit<QuoteRow, 'id' | 'trader_id'> & { id?: number }): PriceQuote {
  const sendCurrency = row.base_minor < 0 ? row.base_currency : row.quote_currency;
  const receiveCurrency = row.base_minor < 0 ? row.quote_currency : row.base_currency;
  return {
    ...(row.id === undefined ? {} : { id: row.id }),
    baseCurrency: row.base_currency,
    quoteCurrency: row.quote_currency,
    baseAmount: minorToFiat(row.base_minor, row.base_currency),
    quoteAmount: minorToFiat(row.quote_minor, row.quote_currency),
    ...(row.in_medium && row.in_fee_minor !== null
      ? {
          transferIn: {
            medium: row.in_medium,
            feeAmount: minorToFiat(row.in_fee_minor, sendCurrency),
            currency: sendCurrency,
          },
        }
      : {}),
    ...(row.out_medium && row.out_fee_minor !== null
      ? {
          transferOut: {
            medium: row.out_medium,
            feeAmount: minorToFiat(row.out_fee_minor, receiveCurrency),
            currency: receiveCurrency,
          },
        }
      : {}),
    issueTime: row.issue_time,
    expiryTime: row.expiry_time,
  };
}

// ——— Trades ———

export interface TradeRow {
  id: number;
  trader_id: number;
  quote_id: number | null;
  subscription_id: number | null;
  state: TradeState;
  in_medium: TransferMedium;
  out_medium: TransferMedium;
  in_currency: string;
  out_currency: string;
  in_send_minor: number;
  in_receive_minor: number;
  out_send_minor: number;
  out_receive_minor: number;
  /** JSON of the wire `details` of each transfer. */
  in_details: string;
  out_details: string;
  bank_account_id: number | null;
  deposit_address: string | null;
  payout_txid: string | null;
  eur_minor: number;
  quote_expire_time: string;
  payment_deadline: string;
  due_time: string | null;
  create_time: string;
  update_time: string;
  receipt_id: string | null;
}

export type NewTrade = Omit<TradeRow, 'id' | 'state' | 'payout_txid' | 'due_time' | 'update_time' | 'receipt_id'>;

/** A random id no one can guess: the receipt page's key. */
export const randomReceiptId = () => randomBytes(18).toString('base64url');

/** Inserts a trade awaiting payment, with its first history row. The caller's transaction holds it. */
export function insertTrade(db: Database, trade: NewTrade): number {
  const result = db
    .prepare(
      `INSERT INTO trade_trades (trader_id, quote_id, subscription_id, state, in_medium, out_medium, in_currency,
         out_currency, in_send_minor, in_receive_minor, out_send_minor, out_receive_minor, in_details, out_details,
         bank_account_id, deposit_address, eur_minor, quote_expire_time, payment_deadline, create_time,
         update_time, receipt_id)
       VALUES (@trader_id, @quote_id, @subscription_id, 'awaiting_transfer_in', @in_medium, @out_medium,
         @in_currency, @out_currency, @in_send_minor, @in_receive_minor, @out_send_minor, @out_receive_minor,
         @in_details, @out_details, @bank_account_id, @deposit_address, @eur_minor, @quote_expire_time,
         @payment_deadline, @create_time, @create_time, @receipt_id)`,
    )
    .run({ ...trade, receipt_id: randomReceiptId() });
  const id = Number(result.lastInsertRowid);
  insertHistory(db, id, 'awaiting_transfer_in', 'created', trade.create_time);
  return id;
}

/** Records that trade `tradeId` moved to `state`: every move of a trade writes one row here, and is announced. */
export function insertHistory(db: Database, tradeId: number, state: TradeState, move: string, time: string): void {
  db.prepare(
    `INSERT INTO trade_trade_history (trade_id, seq, state, move, time)
     VALUES (?, (SELECT coalesce(max(seq), 0) + 1 FROM trade_trade_history WHERE trade_id = ?), ?, ?, ?)`,
  ).run(tradeId, tradeId, state, move, time);
  announceSandboxEvent(db, { type: 'changed', resource: 'trade', id: tradeId, state });
}

export function findTrade(db: Database, id: number): TradeRow | undefined {
  return db.prepare('SELECT * FROM trade_trades WHERE id = ?').get(id) as TradeRow | undefined;
}

export function findTradeByReceiptId(db: Database, receiptId: string): TradeRow | undefined {
  return db.prepare('SELECT * FROM trade_trades WHERE receipt_id = ?').get(receiptId) as TradeRow | undefined;
}

export function findTradeByDepositAddress(db: Database, address: string): TradeRow | undefined {
  return db.prepare('SELECT * FROM trade_trades WHERE deposit_address = ?').get(address) as TradeRow | undefined;
}

/** The trader's trades, newest (highest id) first. */
export function listTrades(db: Database, traderId: number): TradeRow[] {
  return db.prepare('SELECT * FROM trade_trades WHERE trader_id = ? ORDER BY id DESC').all(traderId) as TradeRow[];
}

export interface TradeHistoryRow {
  seq: number;
  state: TradeState;
  move: string;
  time: string;
}

export function tradeHistory(db: Database, tradeId: number): TradeHistoryRow[] {
  return db
    .prepare('SELECT seq, state, move, time FROM trade_trade_history WHERE trade_id = ? ORDER BY seq')
    .all(tradeId) as TradeHistoryRow[];
}

/** The receipt page of a completed trade, served by the sandbox under its random receipt id. */
export function receiptUrlOf(ctx: Pick<EmulatorContext, 'config'>, trade: Pick<TradeRow, 'receipt_id'>): string {
  return `${ctx.config.publicUrl}/sandbox/receipts/${trade.receipt_id ?? ''}`;
}

const isCompleted = (state: TradeState) => state === 'completed' || state === 'completed_test';

/** The trade as the wire gives it (trades.md, "Trade"). */
export function tradeView(ctx: Pick<EmulatorContext, 'config'>, row: TradeRow, traderEmail: string): Trade {
  const states = transferStatesOf(row.state);
  const completed = isCompleted(row.state);
  const outDetails = JSON.parse(row.out_details) as Transfer['details'];
  if (row.out_medium === 'blockchain' && row.payout_txid)
    (outDetails as { transaction?: string }).transaction = row.payout_txid;
  const transferIn: Transfer = {
    id: row.id * 2,
    state: states.in,
    currency: row.in_currency,
    sendAmount: minorToFiat(row.in_send_minor, row.in_currency),
    receiveAmount: minorToFiat(row.in_receive_minor, row.in_currency),
    medium: row.in_medium,
    details: JSON.parse(row.in_details) as Transfer['details'],
  };
  const transferOut: Transfer = {
    id: row.id * 2 + 1,
    state: states.out,
    currency: row.out_currency,
    sendAmount: minorToFiat(row.out_send_minor, row.out_currency),
    receiveAmount: minorToFiat(row.out_receive_minor, row.out_currency),
    medium: row.out_medium,
    ...(row.bank_account_id === null ? {} : { mediumReceiveAccountId: row.bank_account_id }),
    details: outDetails,
  };
  return {
    id: row.id,
    traderId: row.trader_id,
    traderEmail,
    state: row.state,
    inCurrency: row.in_currency,
    outCurrency: row.out_currency,
    // The amount the trade covers, before the in fee: what the client re-quotes once the quote expired
    // (docs/trade-api-choices.md, "Trade amounts"). What the trader pays is `transferIn.sendAmount`.
    inAmount: transferIn.receiveAmount,
    ...(completed ? { outAmount: transferOut.receiveAmount } : {}),
    outAmountExpected: transferOut.receiveAmount,
    transferIn,
    transferOut,
    ...(completed ? { receiptUrl: receiptUrlOf(ctx, row) } : {}),
    ...(showsQuoteExpiry(row.state) ? { quoteExpireTime: row.quote_expire_time } : {}),
    createTime: row.create_time,
    updateTime: row.update_time,
    tradeSubscriptionId: row.subscription_id,
  };
}
