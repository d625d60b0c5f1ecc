// Refunds of paid invoices. The checks (state, currency, amount left to refund, funds) and the writes (refund
// row, balance withdrawal) happen in one immediate transaction, so concurrent requests can never overspend.
// To a bitcoin address: `queued`, then `complete` with a txid. To an email: `awaiting_btc_address`, the customer
// is mailed a link to a page where they give an address (then `queued`), or after 7 days it is `expired` and the
// money returns to the merchant.
import { randomBytes } from 'node:crypto';
import { isRefundable } from '#contract/merchant/invoice-states';
import {
  REFUND_MOVES,
  holdsRefundedMoney,
  initialRefundState,
  refundMove,
  type RefundMoveName,
} from '#contract/merchant/refund-states';
import { EMAIL_REFUND_WAIT_DAYS } from '#contract/merchant/limits';
import type { CreateRefundRequest, Refund } from '#contract/merchant/refunds';
import { fiatMinorToSatoshi, fiatToMinor, formatFiat } from '#contract/money';
import { formatMinor } from '#i18n/format';
import type { Database } from '../../db/database';
import { sendMail } from '../sandbox/mailbox';
import { btcRate } from '../rates';
import { REFUND_DUE } from './due-rules';
import { isSandboxBtcAddress, sandboxTxid } from './addresses';
import { findInvoice } from './invoices';
import { moveBalance, type MerchantAccount } from './merchant-account';
import { SEND_DELAY_SECONDS, addSeconds, type MerchantEnv } from './merchant-env';
import { refuse } from './refusal';
import { refundRow, refundView, type RefundRow } from './refund-records';

/** Satoshi a refund of `minor` sends: at the current buy price, rounded down (never more than was refunded). */
function refundSatoshi(minor: number, currency: string, now: Date): number {
  const rate = btcRate(currency, now);
  return rate ? fiatMinorToSatoshi(minor, currency, rate.buy, 'down') : minor; // BTC-credited: minor = satoshi
}

export function refundAddressPageUrl(env: MerchantEnv, token: string): string {
  return `${env.publicUrl}/merchant/refunds/${token}`;
}

export function listRefunds(env: MerchantEnv, merchant: MerchantAccount, invoiceId: number): Refund[] {
  findInvoice(env, merchant, invoiceId);
  const rows = env.db
    .prepare('SELECT * FROM merchant_refunds WHERE invoice_id = ? ORDER BY id')
    .all(invoiceId) as RefundRow[];
  return rows.map(refundView);
}

export function createRefund(
  env: MerchantEnv,
  merchant: MerchantAccount,
  invoiceId: number,
  body: CreateRefundRequest,
  now: Date,
): Refund {
  const { db } = env;
  return db
    .transaction(() => {
      const invoice = findInvoice(env, merchant, invoiceId);
      if (!isRefundable(invoice.state))
        refuse(
          'invoice_not_refundable',
          `Invoice ${invoiceId} is ${invoice.state}; only paid invoices can be refunded.`,
        );
      if (body.currency !== invoice.transfer_currency)
        refuse(
          'refund_currency_mismatch',
          `Invoice ${invoiceId} was credited in ${invoice.transfer_currency}; refund in ${invoice.transfer_currency}.`,
        );
      const minor = fiatToMinor(body.amount, body.currency);
      const refunds = db
        .prepare('SELECT state, amount_minor FROM merchant_refunds WHERE invoice_id = ?')
        .all(invoiceId) as Pick<RefundRow, 'state' | 'amount_minor'>[];
      const refunded = refunds.reduce((sum, r) => (holdsRefundedMoney(r.state) ? sum + r.amount_minor : sum), 0);
      const left = invoice.transfer_amount_minor - refunded;
      if (minor > left)
        refuse(
          'refund_amount_exceeded',
          `At most ${formatFiat(left, invoice.transfer_currency)} ${invoice.transfer_currency} of invoice ${invoiceId} can still be refunded.`,
        );
      // The payment protocol's refund address, when the customer gave one and the merchant lets it win.
      const protocolAddress = body.use_payment_protocol_refund_address
        ? (db
            .prepare(
              `SELECT refund_address FROM merchant_payments WHERE invoice_id = ? AND refund_address IS NOT NULL
             ORDER BY id DESC LIMIT 1`,
            )
            .pluck()
            .get(invoiceId) as string | undefined)
        : undefined;
      const btcAddress = protocolAddress ?? body.btc_address;
      if (btcAddress !== undefined && !protocolAddress && !isSandboxBtcAddress(btcAddress))
        refuse('invalid_request', 'Invalid body: btc_address: must be a valid bitcoin testnet address in the sandbox');
      if (!moveBalance(db, merchant.id, body.currency, -minor))
        refuse(
          'insufficient_funds',
          `The credit account holds less than ${formatFiat(minor, body.currency)} ${body.currency}.`,
        );
      const toEmail = btcAddress === undefined;
      const token = toEmail ? randomBytes(24).toString('base64url') : null;
      const due = toEmail ? addSeconds(now, EMAIL_REFUND_WAIT_DAYS * 24 * 3600) : addSeconds(now, SEND_DELAY_SECONDS);
      const result = db
        .prepare(
          `INSERT INTO merchant_refunds (invoice_id, merchant_id, create_time, state, amount_minor, currency, btc_address,
           email_address, btc_amount_sat, due_time, address_token) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          invoiceId,
          merchant.id,
          now.toISOString(),
          initialRefundState(!toEmail),
          minor,
          body.currency,
          btcAddress ?? null,
          toEmail ? (body.email_address ?? null) : null,
          toEmail ? null : refundSatoshi(minor, body.currency, now),
          due.toISOString(),
          token,
        );
      if (toEmail && body.email_address && token)
        sendMail(
          db,
          {
            to: body.email_address,
            subject: `Your refund of ${formatMinor(minor, body.currency, 'en')}`,
            text:
              `A merchant is refunding ${formatMinor(minor, body.currency, 'en')} to you in bitcoin.\n` +
              `Tell us where to send it within ${EMAIL_REFUND_WAIT_DAYS} days:\n${refundAddressPageUrl(env, token)}\n`,
          },
          now,
        );
      return refundView(refundRow(db, Number(result.lastInsertRowid)) as RefundRow);
    })
    .immediate();
}

/**
 * Makes `move` (refund-states.ts) if `refund` is still in the state it starts from, with the columns the move
 * sets; false when it is not (someone moved it first). The only place a refund's state is written after creation.
 */
function moveRefund(
  db: Database,
  refund: RefundRow,
  move: RefundMoveName,
  changes: { btc_address?: string; btc_amount_sat?: number; btc_txid?: string; due_time: string | null },
): boolean {
  const next = refundMove(refund.state, move);
  if ('refused' in next) return false;
  return (
    db
      .prepare(
        `UPDATE merchant_refunds SET state = ?, btc_address = COALESCE(?, btc_address),
           btc_amount_sat = COALESCE(?, btc_amount_sat), btc_txid = COALESCE(?, btc_txid), due_time = ?
         WHERE id = ? AND state = ?`,
      )
      .run(
        next.to,
        changes.btc_address ?? null,
        changes.btc_amount_sat ?? null,
        changes.btc_txid ?? null,
        changes.due_time,
        refund.id,
        refund.state,
      ).changes === 1
  );
}

/** The email refund a page token stands for, while it still waits for an address. */
export function refundByToken(env: MerchantEnv, token: string): RefundRow | undefined {
  return env.db.prepare('SELECT * FROM merchant_refunds WHERE address_token = ?').get(token) as RefundRow | undefined;
}

/** The customer gives the address of an email refund: it is queued for sending. */
export function giveRefundAddress(
  env: MerchantEnv,
  token: string,
  address: string,
  now: Date,
): { ok: true; refund: RefundRow } | { ok: false; problem: string } {
  const { db } = env;
  return db
    .transaction(() => {
      const refund = refundByToken(env, token);
      if (!refund) return { ok: false as const, problem: 'This refund link is not valid.' };
      if ('refused' in refundMove(refund.state, 'address_given'))
        return {
          ok: false as const,
          problem: `This refund is ${refund.state.replace(/_/g, ' ')}; it takes no address now.`,
        };
      if (!isSandboxBtcAddress(address))
        return { ok: false as const, problem: 'That is not a valid bitcoin testnet address (tb1…, m…, n… or 2…).' };
      moveRefund(db, refund, 'address_given', {
        btc_address: address,
        btc_amount_sat: refundSatoshi(refund.amount_minor, refund.currency, now),
        due_time: addSeconds(now, SEND_DELAY_SECONDS).toISOString(),
      });
      return { ok: true as const, refund: refundRow(db, refund.id) as RefundRow };
    })
    .immediate();
}

/** Time-driven refund moves due at `now`: sending queued ones, expiring email ones (money back). */
export function applyDueRefunds(env: MerchantEnv, now: Date): void {
  const { db } = env;
  const at = now.toISOString();
  const due = db
    .prepare(`SELECT * FROM merchant_refunds WHERE ${REFUND_DUE.where} AND ${REFUND_DUE.at} <= ? ORDER BY id`)
    .all(at) as RefundRow[];
  for (const refund of due) {
    db.transaction(() => {
      if (refund.state === REFUND_MOVES.sent.from) {
        moveRefund(db, refund, 'sent', { btc_txid: sandboxTxid(`refund:${refund.id}`), due_time: null });
        return;
      }
      // The money goes back to the merchant's credit account.
      if (moveRefund(db, refund, 'unclaimed', { due_time: null }))
        moveBalance(db, refund.merchant_id, refund.currency, refund.amount_minor);
    }).immediate();
  }
}
