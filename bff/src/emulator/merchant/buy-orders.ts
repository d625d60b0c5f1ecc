// Buy orders: a pre-approved merchant buys bitcoin with its fiat balance at the current buy price. Instant orders
// (the default) are queued at once; others wait as a quote until confirmed, or are cancelled when it expires.
// A short balance fails the order with `insufficient_funds` (not an error). Queued orders are sent a minute
// later: `complete` with a txid. Every change after creation is notified.
import {
  BUY_ORDER_MOVES,
  INITIAL_BUY_ORDER_STATE,
  awaitsConfirmation,
  buyOrderMove,
  type BuyOrderMoveName,
} from '#contract/merchant/buy-order-states';
import type { BuyOrder, CreateBuyOrderRequest, ListBuyOrdersQuery } from '#contract/merchant/buy-orders';
import {
  btcToSatoshi,
  fiatMinorToSatoshi,
  fiatToMinor,
  minorToFiat,
  rateToWire,
  satoshiToBtc,
  satoshiToFiatMinor,
} from '#contract/money';
import { btcRate } from '../rates';
import { BUY_ORDER_DUE } from './due-rules';
import { isSandboxBtcAddress, sandboxTxid } from './addresses';
import { callbackTargets, moveBalance, type MerchantAccount } from './merchant-account';
import { BUY_QUOTE_LIFETIME_SECONDS, SEND_DELAY_SECONDS, addSeconds, type MerchantEnv } from './merchant-env';
import { notifyBuyOrderChange } from './notify';
import { checkCallbackUrl, refuse, withinBitcoin } from './refusal';

interface BuyOrderRow {
  id: number;
  merchant_id: number;
  create_time: string;
  expire_time: string;
  state: BuyOrder['state'];
  fiat_currency: string;
  fiat_amount_minor: number;
  btc_rate: string;
  btc_amount_sat: number;
  btc_address: string;
  btc_txid: string | null;
  failure_reason: BuyOrder['failure_reason'];
  callback_url: string;
  callback_email: string | null;
  custom: string;
  due_time: string | null;
}

function view(row: BuyOrderRow): BuyOrder {
  return {
    id: row.id,
    create_time: row.create_time,
    expire_time: row.expire_time,
    state: row.state,
    fiat_currency: row.fiat_currency,
    fiat_amount: minorToFiat(row.fiat_amount_minor, row.fiat_currency),
    btc_rate: rateToWire(row.btc_rate),
    btc_amount: satoshiToBtc(row.btc_amount_sat),
    btc_address: row.btc_address,
    btc_txid: row.state === 'complete' ? row.btc_txid : null,
    failure_reason: row.state === 'failed' ? row.failure_reason : null,
    callback_url: row.callback_url,
    callback_email: row.callback_email,
    custom: JSON.parse(row.custom) as Record<string, unknown>,
  };
}

const orderRow = (env: MerchantEnv, id: number) =>
  env.db.prepare('SELECT * FROM merchant_buy_orders WHERE id = ?').get(id) as BuyOrderRow;

function approved(merchant: MerchantAccount): void {
  if (merchant.buy_orders_approved !== 1)
    refuse(
      'buy_orders_not_approved',
      'This merchant is not pre-approved for buy orders; ask the service to approve it.',
    );
}

function findOrder(env: MerchantEnv, merchant: MerchantAccount, id: number): BuyOrderRow {
  approved(merchant);
  const row = env.db
    .prepare('SELECT * FROM merchant_buy_orders WHERE id = ? AND merchant_id = ?')
    .get(id, merchant.id) as BuyOrderRow | undefined;
  if (!row) refuse('not_found', `There is no buy order ${id}.`);
  return row;
}

/**
 * Makes `move` (buy-order-states.ts) if the order is still in the state it starts from (with extra column
 * changes), notifying; false if it had moved already. The only place an order's state is written after creation.
 */
function move(
  env: MerchantEnv,
  row: BuyOrderRow,
  name: BuyOrderMoveName,
  changes: { failure_reason?: string; btc_txid?: string; due_time?: string | null },
  time: Date,
  now: Date,
  notify = true,
): boolean {
  const next = buyOrderMove(row.state, name);
  if ('refused' in next) return false;
  const moved = env.db
    .prepare(
      `UPDATE merchant_buy_orders SET state = ?, failure_reason = COALESCE(?, failure_reason),
         btc_txid = COALESCE(?, btc_txid), due_time = ? WHERE id = ? AND state = ?`,
    )
    .run(
      next.to,
      changes.failure_reason ?? null,
      changes.btc_txid ?? null,
      changes.due_time ?? null,
      row.id,
      row.state,
    ).changes;
  if (moved === 1 && notify) notifyBuyOrderChange(env, row.merchant_id, view(orderRow(env, row.id)), time, now);
  return moved === 1;
}

/** Pays for a waiting order from the balance: `queued`, or `failed` with insufficient_funds. */
function execute(env: MerchantEnv, row: BuyOrderRow, now: Date, notify: boolean): void {
  if (moveBalance(env.db, row.merchant_id, row.fiat_currency, -row.fiat_amount_minor))
    move(env, row, 'funded', { due_time: addSeconds(now, SEND_DELAY_SECONDS).toISOString() }, now, now, notify);
  else move(env, row, 'unfunded', { failure_reason: 'insufficient_funds' }, now, now, notify);
}

export function createBuyOrder(
  env: MerchantEnv,
  merchant: MerchantAccount,
  body: CreateBuyOrderRequest,
  now: Date,
): BuyOrder {
  approved(merchant);
  const fiat = merchant.fiat_currency;
  if (body.currency !== 'BTC' && body.currency !== fiat)
    refuse('buy_order_currency_mismatch', `Buy orders are in BTC or the account currency, ${fiat}.`);
  checkCallbackUrl(body.callback_url);
  if (!isSandboxBtcAddress(body.btc_address))
    refuse('invalid_request', 'Invalid body: btc_address: must be a valid bitcoin testnet address in the sandbox');
  const rate = btcRate(fiat, now);
  if (!rate) refuse('currency_not_supported', `The account currency ${fiat} is not priced.`);
  // The merchant never gets more bitcoin than it pays for, nor pays less than the bitcoin it gets.
  const { fiatMinor, sats } = withinBitcoin(() => {
    if (body.currency === 'BTC') {
      const wanted = btcToSatoshi(body.amount);
      return { sats: wanted, fiatMinor: satoshiToFiatMinor(wanted, fiat, rate.buy, 'up') };
    }
    const paid = fiatToMinor(body.amount, fiat);
    return { fiatMinor: paid, sats: fiatMinorToSatoshi(paid, fiat, rate.buy, 'down') };
  });
  const { callbackUrl, callbackEmail } = callbackTargets(merchant, body);
  const { db } = env;
  return db
    .transaction(() => {
      const result = db
        .prepare(
          `INSERT INTO merchant_buy_orders (merchant_id, create_time, expire_time, state, fiat_currency, fiat_amount_minor,
           btc_rate, btc_amount_sat, btc_address, callback_url, callback_email, custom)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          merchant.id,
          now.toISOString(),
          addSeconds(now, BUY_QUOTE_LIFETIME_SECONDS).toISOString(),
          INITIAL_BUY_ORDER_STATE,
          fiat,
          fiatMinor,
          rate.buy,
          sats,
          body.btc_address,
          callbackUrl,
          callbackEmail,
          JSON.stringify(body.custom),
        );
      const row = orderRow(env, Number(result.lastInsertRowid));
      // Creation answers the merchant directly; callbacks report the changes after it.
      if (body.instant_order) execute(env, row, now, false);
      return view(orderRow(env, row.id));
    })
    .immediate();
}

export function confirmBuyOrder(env: MerchantEnv, merchant: MerchantAccount, id: number, now: Date): BuyOrder {
  return env.db
    .transaction(() => {
      const row = findOrder(env, merchant, id);
      if (!awaitsConfirmation(row.state))
        refuse('buy_order_not_waiting', `Buy order ${id} is ${row.state}, not waiting.`);
      execute(env, row, now, true);
      return view(orderRow(env, id));
    })
    .immediate();
}

export function getBuyOrder(env: MerchantEnv, merchant: MerchantAccount, id: number): BuyOrder {
  return view(findOrder(env, merchant, id));
}

export function listBuyOrders(env: MerchantEnv, merchant: MerchantAccount, query: ListBuyOrdersQuery): BuyOrder[] {
  approved(merchant);
  const rows = env.db
    .prepare(
      `SELECT * FROM merchant_buy_orders WHERE merchant_id = ? AND (? OR state <> 'cancelled')
       ORDER BY id DESC LIMIT ? OFFSET ?`,
    )
    .all(merchant.id, query.include_cancelled ? 1 : 0, query.limit, query.offset) as BuyOrderRow[];
  return rows.map(view);
}

/** Time-driven moves due at `now`: unconfirmed quotes are cancelled, queued orders are sent. */
export function applyDueBuyOrders(env: MerchantEnv, now: Date): void {
  const at = now.toISOString();
  const due = env.db
    .prepare(
      `SELECT * FROM merchant_buy_orders WHERE ${BUY_ORDER_DUE.map((r) => `(${r.where} AND ${r.at} <= ?)`).join(' OR ')}
       ORDER BY id`,
    )
    .all(at, at) as BuyOrderRow[];
  for (const row of due) {
    env.db
      .transaction(() => {
        if (row.state === BUY_ORDER_MOVES.quote_expired.from)
          move(env, row, 'quote_expired', {}, new Date(row.expire_time), now);
        else move(env, row, 'sent', { btc_txid: sandboxTxid(`buy:${row.id}`) }, new Date(row.due_time ?? at), now);
      })
      .immediate();
  }
}
