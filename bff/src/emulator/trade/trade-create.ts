// Price quotes and new trades: the checks a quote and a trade pass (trades.md), the amounts priced by the one
// pricing function (quote.ts), the details of each transfer by medium, and the insert with its webhook and email
// in one transaction. Refusals are ApiErrors with the Trade API's codes.
import { randomBytes, randomUUID } from 'node:crypto';
import { fiatToMinor, formatBtc, minorToFiat } from '#contract/money';
import type { TransferMedium } from '#contract/trade/enums';
import { tradeErrorStatus, type TradeErrorCode } from '#contract/trade/errors';
import { QUOTE_LIFETIME_MS, paymentDeadline, tradeSide } from '#contract/trade/trade-states';
import type {
  CannotTradeReason,
  CreateTradeRequest,
  PriceQuote,
  PriceQuoteRequest,
  SubscriptionFrequency,
} from '#contract/trade/trades';
import { ApiError } from '../../http/failure';
import type { EmulatorContext } from '../context';
import { encodeSegwitAddress, isSandboxBtcAddress } from '../merchant/addresses';
import { traderFacts, type TraderRow } from './account-store';
import { supportedCountries } from './countries';
import { leftFor, limitsLeft, toEurMinor } from './limits';
import { findPaymentMethod, paymentMethods, type PaymentMethod } from './payment-methods';
import { countryNotServed } from './profile';
import { feeMinor, netReceiveMinor, price, type Pricing } from './quote';
import { afterTradeCreated } from './trade-life';
import {
  findQuote,
  findTrade,
  insertQuote,
  insertTrade,
  isQuoteUsed,
  quoteView,
  type QuoteRow,
  type TradeRow,
} from './trade-store';
import { traderStates } from './trader-states';

export function refusal(code: TradeErrorCode, message: string): ApiError {
  return new ApiError(tradeErrorStatus[code], code, message);
}

/** Whether the trader's country (and US state) takes this medium at all. */
function countryTakes(trader: TraderRow, inMedium: TransferMedium): boolean {
  if (countryNotServed(trader)) return false;
  if (trader.address_country === null) return true;
  const country = supportedCountries()[trader.address_country];
  return country?.supportedTransferInMedia.includes(inMedium) ?? false;
}

/** Trades waiting for the trader's payment: while one waits, no new trade (trade_in_progress). */
export function tradeInProgress(ctx: EmulatorContext, traderId: number): number | undefined {
  return ctx.db
    .prepare(
      `SELECT id FROM trade_trades WHERE trader_id = ? AND state IN ('awaiting_transfer_in', 'payment_authorized')
       ORDER BY id DESC LIMIT 1`,
    )
    .pluck()
    .get(traderId) as number | undefined;
}

/** EUR cents left of the trader's limit for a trade paid in with `inMedium`. */
export function eurLeft(ctx: EmulatorContext, trader: TraderRow, inMedium: TransferMedium, now: Date): number {
  const states = traderStates(traderFacts(trader));
  return leftFor(limitsLeft(ctx.db, trader.id, states.identificationState, now), inMedium);
}

/**
 * Why the trader cannot trade with `method` now (empty: it can): a waiting period set by a sandbox tool, a trade
 * waiting for payment, a limit used up (less left than the method's minimum, or than `eurMinor` when given), a
 * country the service does not serve for this medium.
 */
export function cannotTradeReasons(
  ctx: EmulatorContext,
  trader: TraderRow,
  method: PaymentMethod,
  now: Date,
  eurMinor?: number,
): CannotTradeReason[] {
  const reasons: CannotTradeReason[] = [];
  if (trader.forced_delay_until !== null && Date.parse(trader.forced_delay_until) > now.getTime())
    reasons.push({ reasonCode: 'forced_delay', delayEnd: new Date(trader.forced_delay_until).toISOString() });
  const inProgress = tradeInProgress(ctx, trader.id);
  if (inProgress !== undefined) reasons.push({ reasonCode: 'trade_in_progress', tradeId: inProgress });
  const left = eurLeft(ctx, trader, method.inMedium, now);
  const minimumEur = method.minimumIn.EUR ?? toEurMinor(Object.values(method.minimumIn)[0] ?? 0, 'BTC', now);
  if (left < Math.max(minimumEur, eurMinor ?? 0)) reasons.push({ reasonCode: 'limits_exceeded' });
  if (!countryTakes(trader, method.inMedium)) reasons.push({ reasonCode: 'country_not_supported' });
  return reasons;
}

/** The minimum and the method's own cap of the amount sent, in its currency: limits_exceeded outside them. */
function checkMethodBounds(method: PaymentMethod, currency: string, sendMinor: number): void {
  const minimum = method.minimumIn[currency] ?? 0;
  const maximum = method.limitIn[currency] ?? Number.MAX_SAFE_INTEGER;
  if (sendMinor < minimum)
    throw refusal(
      'limits_exceeded',
      `The amount is below the minimum of ${minorToFiat(minimum, currency)} ${currency} for ${method.name}.`,
    );
  if (sendMinor > maximum)
    throw refusal(
      'limits_exceeded',
      `The amount is above the maximum of ${minorToFiat(maximum, currency)} ${currency} for ${method.name}.`,
    );
}

/** The trader's own limit left for this medium: limits_exceeded when the trade would pass it. */
function checkTraderLimit(
  ctx: EmulatorContext,
  trader: TraderRow,
  inMedium: TransferMedium,
  eurMinor: number,
  now: Date,
): void {
  const left = eurLeft(ctx, trader, inMedium, now);
  if (eurMinor > left)
    throw refusal(
      'limits_exceeded',
      `The amount is above the maximum of ${minorToFiat(left, 'EUR')} EUR left of this trader's limit for ${inMedium} now.`,
    );
}

/** What a trade of this pricing counts against the limits: its fiat side before fees, in EUR cents. */
function eurValueOf(p: Pricing, now: Date): number {
  return p.sendCurrency === 'BTC'
    ? toEurMinor(p.grossReceiveMinor, p.receiveCurrency, now)
    : toEurMinor(p.sendMinor, p.sendCurrency, now);
}

// ——— Price quotes ———

/**
 * A price quote by the sign convention: a negative `baseAmount` is sent, a positive one received. Fees only for
 * the media given (a quote without media is priced with no fees; its trade adds its medium's fees). With a trader
 * the quote is stored and gets an id.
 */
export function createPriceQuote(
  ctx: EmulatorContext,
  trader: TraderRow | undefined,
  body: PriceQuoteRequest,
  now: Date,
): PriceQuote {
  const sending = body.baseAmount < 0;
  const sendCurrency = sending ? body.baseCurrency : body.quoteCurrency;
  const receiveCurrency = sending ? body.quoteCurrency : body.baseCurrency;
  const method = findPaymentMethod(sendCurrency, receiveCurrency, body.transferInMedium, body.transferOutMedium);
  if (!method)
    throw refusal(
      'no_matching_payment_method',
      `No payment method trades ${sendCurrency} for ${receiveCurrency} with the media asked for.`,
    );
  let amountMinor: number;
  try {
    amountMinor = fiatToMinor(Math.abs(body.baseAmount), body.baseCurrency);
  } catch (error) {
    throw refusal('invalid_request', `Invalid body: baseAmount: ${(error as Error).message}.`);
  }
  const priced = priceOrRefuse({
    sendCurrency,
    receiveCurrency,
    amountMinor,
    fixed: sending ? 'send' : 'receive',
    ...(body.transferInMedium ? { inFee: method.inFee } : {}),
    ...(body.transferOutMedium ? { outFee: method.outFee } : {}),
    now,
  });
  // Without an in medium (bitcoin-coinify-client never names one: the wallet picks card or bank after seeing the
  // quote) the amount need only fit one method that could trade it; the trade checks its own medium's.
  const candidates = body.transferInMedium
    ? [method]
    : paymentMethods.filter(
        (m) =>
          m.inCurrencies.includes(sendCurrency) &&
          m.outCurrencies.includes(receiveCurrency) &&
          (body.transferOutMedium === undefined || m.outMedium === body.transferOutMedium),
      );
  const refusals: unknown[] = [];
  const fits = candidates.some((candidate) => {
    try {
      checkMethodBounds(candidate, sendCurrency, priced.sendMinor);
      if (trader) checkTraderLimit(ctx, trader, candidate.inMedium, eurValueOf(priced, now), now);
      return true;
    } catch (error) {
      refusals.push(error);
      return false;
    }
  });
  if (!fits) throw refusals[0];
  const net = netReceiveMinor(priced);
  const row = {
    base_currency: body.baseCurrency,
    quote_currency: body.quoteCurrency,
    base_minor: sending ? -priced.sendMinor : net,
    quote_minor: sending ? net : -priced.sendMinor,
    in_medium: body.transferInMedium ?? null,
    out_medium: body.transferOutMedium ?? null,
    in_fee_minor: body.transferInMedium ? priced.inFeeMinor : null,
    out_fee_minor: body.transferOutMedium ? priced.outFeeMinor : null,
    issue_time: now.toISOString(),
    expiry_time: new Date(now.getTime() + QUOTE_LIFETIME_MS).toISOString(),
  };
  if (row.base_minor === 0 || row.quote_minor === 0)
    throw refusal('limits_exceeded', 'The amount is too small to be traded after fees.');
  if (!trader) return quoteView(row);
  const id = insertQuote(ctx.db, { ...row, trader_id: trader.id });
  return quoteView({ ...row, id });
}

function priceOrRefuse(input: Parameters<typeof price>[0]): Pricing {
  let priced: Pricing | undefined;
  try {
    priced = price(input);
  } catch (error) {
    throw refusal('limits_exceeded', `The amount cannot be priced: ${(error as Error).message}.`);
  }
  if (!priced)
    throw refusal(
      'no_matching_payment_method',
      `No payment method trades ${input.sendCurrency} for ${input.receiveCurrency}.`,
    );
  return priced;
}

/** A stored quote of the trader, else 404 quote_not_found (unknown, or another trader's). */
export function traderQuote(ctx: EmulatorContext, traderId: number, quoteId: number): QuoteRow {
  const quote = findQuote(ctx.db, quoteId);
  if (!quote || quote.trader_id !== traderId)
    throw refusal('quote_not_found', 'No price quote of this trader has this id.');
  return quote;
}

// ——— The service's bank account (bank buys are paid into it) ———

const SERVICE_BANK = {
  bic: 'TKSBDKKKXXX',
  iban: 'DK5000400440116243',
  bank: {
    name: 'Tradekit Sandbox Bank',
    address: { street: 'Bankvej 1', zipcode: '1000', city: 'Copenhagen', country: 'DK' },
  },
  holder: {
    name: 'Tradekit Sandbox ApS',
    address: { street: 'Handelsvej 2', zipcode: '1000', city: 'Copenhagen', country: 'DK' },
  },
};

/** A short reference that is unique enough to match a payment: "TK" and 8 letters and digits. */
export function newReferenceText(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `TK${[...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

export function serviceBankDetails(currency: string, referenceText: string) {
  return {
    referenceText,
    account: {
      type:
        currency === 'EUR' ? ('sepa' as const) : currency === 'DKK' ? ('danish' as const) : ('international' as const),
      currency,
      bic: SERVICE_BANK.bic,
      number: SERVICE_BANK.iban,
    },
    bank: SERVICE_BANK.bank,
    holder: SERVICE_BANK.holder,
  };
}

// ——— Trades ———

interface BankAccountBody {
  account: { type: string; currency: string; bic: string; number: string; name?: string | null };
  bank: { name?: string | null; address: Record<string, unknown> };
  holder: { name: string; address: Record<string, unknown> };
}

function traderBankAccount(ctx: EmulatorContext, traderId: number, id: number): BankAccountBody {
  const row = ctx.db
    .prepare('SELECT body FROM trade_bank_accounts WHERE id = ? AND trader_id = ? AND deleted = 0')
    .get(id, traderId) as { body: string } | undefined;
  if (!row) throw refusal('bank_account_not_found', 'No bank account of this trader has this id.');
  return JSON.parse(row.body) as BankAccountBody;
}

/** A fresh testnet deposit address (P2WPKH) for a sell: random, so nobody else's payment lands on it. */
export const newDepositAddress = () => encodeSegwitAddress('tb', 0, randomBytes(20));

/** The next time a recurring buy of `frequency` makes a trade after `from`. */
export function nextSubscriptionTime(from: Date, frequency: SubscriptionFrequency): Date {
  const next = new Date(from.getTime());
  if (frequency === 'daily') next.setUTCDate(next.getUTCDate() + 1);
  else if (frequency === 'weekly') next.setUTCDate(next.getUTCDate() + 7);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export interface CreateTradeOptions {
  /** A recurring buy's own trade: made by the service, so an unpaid trade does not stop it. */
  subscriptionId?: number;
}

/** Trades quote `body.priceQuoteId` for `trader`; everything in one transaction with its webhook and email. */
export function createTrade(
  ctx: EmulatorContext,
  trader: TraderRow,
  body: CreateTradeRequest,
  now: Date,
  options: CreateTradeOptions = {},
): TradeRow {
  return ctx.db
    .transaction((): TradeRow => {
      const quote = traderQuote(ctx, trader.id, body.priceQuoteId);
      if (isQuoteUsed(ctx.db, quote.id)) throw refusal('quote_not_found', 'This price quote was already traded.');
      if (Date.parse(quote.expiry_time) <= now.getTime())
        throw refusal('quote_expired', 'The price quote expired; ask for a new one.');
      const inMedium = body.transferIn.medium;
      const outMedium = body.transferOut.medium;
      const side = tradeSide(inMedium, outMedium);
      if (!side)
        throw refusal(
          'invalid_argument',
          `${inMedium} to ${outMedium} is not a trade: buy card or bank to blockchain, or sell blockchain to bank.`,
        );
      if ((quote.in_medium && quote.in_medium !== inMedium) || (quote.out_medium && quote.out_medium !== outMedium))
        throw refusal('invalid_argument', 'The transfer media differ from the ones the price quote was made for.');
      const sending = quote.base_minor < 0;
      const sendCurrency = sending ? quote.base_currency : quote.quote_currency;
      const receiveCurrency = sending ? quote.quote_currency : quote.base_currency;
      const method = findPaymentMethod(sendCurrency, receiveCurrency, inMedium, outMedium);
      if (!method)
        throw refusal(
          'invalid_argument',
          `The quote's ${sendCurrency} to ${receiveCurrency} cannot be traded by ${inMedium} to ${outMedium}.`,
        );
      // The quote's rate and amounts; its fees, or the medium's when the quote was made without media.
      const sendMinor = Math.abs(sending ? quote.base_minor : quote.quote_minor);
      const quotedReceive = sending ? quote.quote_minor : quote.base_minor;
      const inFee = quote.in_fee_minor ?? feeMinor(sendMinor, method.inFee, sendCurrency);
      const gross = quotedReceive + (quote.out_fee_minor ?? 0);
      const outFee = quote.out_fee_minor ?? feeMinor(gross, method.outFee, receiveCurrency);
      const pricing: Pricing = {
        sendCurrency,
        receiveCurrency,
        sendMinor,
        inFeeMinor: inFee,
        grossReceiveMinor: gross,
        outFeeMinor: outFee,
      };
      if (netReceiveMinor(pricing) <= 0)
        throw refusal('limits_exceeded', 'The amount is too small to be traded after fees.');
      checkMethodBounds(method, sendCurrency, sendMinor);
      const eurMinor = eurValueOf(pricing, now);

      if (!countryTakes(trader, inMedium))
        throw refusal(
          'country_not_supported',
          `The service does not take ${inMedium} payments in this trader's country.`,
        );
      if (trader.forced_delay_until !== null && Date.parse(trader.forced_delay_until) > now.getTime())
        throw refusal('wait_after_first_trade', `This trader may trade again from ${trader.forced_delay_until}.`);
      const inProgress = options.subscriptionId === undefined ? tradeInProgress(ctx, trader.id) : undefined;
      if (inProgress !== undefined)
        throw refusal('trade_in_progress', `Trade ${inProgress} waits for payment: pay or cancel it first.`);
      checkTraderLimit(ctx, trader, inMedium, eurMinor, now);

      // The details of each transfer, by medium.
      let inDetails: object;
      let outDetails: object;
      let bankAccountId: number | null = null;
      let depositAddress: string | null = null;
      if (side === 'buy') {
        const account = body.transferOut.details?.account;
        if (!account || !isSandboxBtcAddress(account))
          throw refusal(
            'invalid_blockchain_account',
            'transferOut.details.account must be a bitcoin testnet address (tb1…, m…, n… or 2…) in the sandbox.',
          );
        outDetails = { account };
        if (inMedium === 'card') {
          const paymentId = randomUUID();
          inDetails = {
            provider: 'sandbox',
            paymentId,
            cardPaymentId: randomUUID(),
            redirectUrl: `${ctx.config.publicUrl}/sandbox/card-payments/${paymentId}`,
            returnUrl: body.transferIn.details?.returnUrl ?? null,
          };
        } else {
          inDetails = serviceBankDetails(sendCurrency, newReferenceText());
        }
      } else {
        const accountId = body.transferOut.mediumReceiveAccountId;
        if (accountId === undefined)
          throw refusal(
            'invalid_argument',
            'A sell needs transferOut.mediumReceiveAccountId: one of your bank accounts.',
          );
        const account = traderBankAccount(ctx, trader.id, accountId);
        if (account.account.currency !== receiveCurrency)
          throw refusal(
            'invalid_argument',
            `The bank account takes ${account.account.currency}; this quote pays out ${receiveCurrency}.`,
          );
        bankAccountId = accountId;
        depositAddress = newDepositAddress();
        inDetails = {
          account: depositAddress,
          paymentUri: `bitcoin:${depositAddress}?amount=${formatBtc(sendMinor + inFee)}`,
        };
        outDetails = {
          account: { bic: account.account.bic, currency: account.account.currency, number: account.account.number },
          bank: { name: account.bank.name ?? null, address: account.bank.address },
          holder: { name: account.holder.name, address: account.holder.address },
        };
      }

      let subscriptionId = options.subscriptionId ?? null;
      if (body.subscription) {
        if (inMedium !== 'card' || side !== 'buy')
          throw refusal('invalid_argument', 'Only card buys can be recurring.');
        if (!traderStates(traderFacts(trader)).tradeSubscriptionsAllowed)
          throw refusal('trader_cannot_trade', 'This trader may not make recurring buys (tradeSubscriptionsAllowed).');
        const endTime = body.subscription.endTime ?? null;
        subscriptionId = Number(
          ctx.db
            .prepare(
              `INSERT INTO trade_subscriptions (trader_id, amount_minor, currency, frequency, receiving_account,
               end_time, next_time, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(
              trader.id,
              sendMinor,
              sendCurrency,
              body.subscription.frequency,
              (outDetails as { account: string }).account,
              endTime === null ? null : new Date(endTime).toISOString(),
              nextSubscriptionTime(now, body.subscription.frequency).toISOString(),
              now.toISOString(),
            ).lastInsertRowid,
        );
      }

      let id: number;
      try {
        id = insertTrade(ctx.db, {
          trader_id: trader.id,
          quote_id: quote.id,
          subscription_id: subscriptionId,
          in_medium: inMedium,
          out_medium: outMedium,
          in_currency: sendCurrency,
          out_currency: receiveCurrency,
          in_send_minor: sendMinor + inFee,
          in_receive_minor: sendMinor,
          out_send_minor: gross,
          out_receive_minor: gross - outFee,
          in_details: JSON.stringify(inDetails),
          out_details: JSON.stringify(outDetails),
          bank_account_id: bankAccountId,
          deposit_address: depositAddress,
          eur_minor: eurMinor,
          quote_expire_time: quote.expiry_time,
          payment_deadline: paymentDeadline(inMedium, now, new Date(quote.expiry_time)).toISOString(),
          create_time: now.toISOString(),
        });
      } catch (error) {
        // Another trade took the quote first (UNIQUE quote_id): a quote is traded once.
        if (/UNIQUE constraint failed: trade_trades\.quote_id/.test(String(error)))
          throw refusal('quote_not_found', 'This price quote was already traded.');
        throw error;
      }
      const trade = findTrade(ctx.db, id) as TradeRow;
      afterTradeCreated(ctx, trade, now);
      return trade;
    })
    .immediate();
}
