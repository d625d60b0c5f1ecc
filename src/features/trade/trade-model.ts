// What the order summary asks and shows, as plain functions: the price quote request of a selection (by the Trade
// API's sign convention), the figures of a priced quote in exact minor units, and when an unpaid trade expires.
import type { TradeView } from '../../api/contract/bff/trade';
import { currencyExponent, fiatToMinor, minorToFiat, unitPriceMinor } from '../../api/contract/money';
import type { TransferMedium } from '../../api/contract/trade/enums';
import { paymentDeadline, TRADE_MEDIUM_PAIRS } from '../../api/contract/trade/trade-states';
import type { PriceQuote, PriceQuoteRequest } from '../../api/contract/trade/trades';

/**
 * What the customer chose on the quote view. The quote view's `QuoteSelection` is one; it is named again here
 * because features do not import each other.
 */
export interface TradeSelection {
  side: 'buy' | 'sell';
  fiat: string;
  crypto: string;
  /** A plain positive decimal (`"100.5"`). */
  amount: string;
  /** Which currency `amount` is in. */
  amountIn: 'fiat' | 'crypto';
  /** How the customer pays in (a buy's card or bank; a sell pays in from a wallet). */
  medium: TransferMedium;
}

/** The two media of the trade a selection makes: a buy pays in by its medium to a wallet, a sell to a bank. */
export function tradeMedia(selection: Pick<TradeSelection, 'side' | 'medium'>): {
  in: TransferMedium;
  out: TransferMedium;
} {
  const pairs = TRADE_MEDIUM_PAIRS.filter((pair) => pair.side === selection.side);
  const pair = pairs.find((p) => p.in === selection.medium) ?? pairs[0]!;
  return { in: pair.in, out: pair.out };
}

/**
 * The price quote request of a selection, or undefined when its amount is not a positive amount of its currency.
 * `baseCurrency` is the currency the amount is in; its sign says whether the customer sends it (negative) or
 * receives it (positive): a buy of 100 EUR sends -100 EUR, a buy of 0.01 BTC receives +0.01 BTC, a sell of
 * 0.01 BTC sends -0.01 BTC, a sell for 100 EUR receives +100 EUR.
 */
export function priceQuoteRequest(selection: TradeSelection): PriceQuoteRequest | undefined {
  const [base, quote] =
    selection.amountIn === 'fiat' ? [selection.fiat, selection.crypto] : [selection.crypto, selection.fiat];
  let minor: number;
  try {
    minor = fiatToMinor(selection.amount, base);
  } catch {
    return undefined;
  }
  if (minor <= 0) return undefined;
  const sends = (selection.side === 'buy') === (selection.amountIn === 'fiat');
  const media = tradeMedia(selection);
  return {
    baseCurrency: base,
    quoteCurrency: quote,
    baseAmount: minorToFiat(sends ? -minor : minor, base),
    transferInMedium: media.in,
    transferOutMedium: media.out,
  };
}

/** A priced quote as the customer reads it; amounts are wire numbers computed from exact minor units. */
export interface QuoteFigures {
  sendCurrency: string;
  /** What the amount converts from, before the payment fee. */
  send: number;
  /** The payment fee, in `sendCurrency`, charged on top. */
  inFee: number;
  /** `send + inFee`: what leaves the customer. */
  total: number;
  receiveCurrency: string;
  /** The payout fee, in `receiveCurrency`, already taken out of `receive`. */
  outFee: number;
  /** What the customer gets in the end. */
  receive: number;
  /** The price of one `crypto` in `fiat`, before fees. */
  rate: number;
  fiat: string;
  crypto: string;
}

const abs = (value: number) => (value < 0 ? -value : value);

/** The figures of `quote`, whose crypto side is `crypto` (the other side is fiat). */
export function quoteFigures(quote: PriceQuote, crypto: string): QuoteFigures {
  const sending = quote.baseAmount < 0;
  const [sendCurrency, receiveCurrency] = sending
    ? [quote.baseCurrency, quote.quoteCurrency]
    : [quote.quoteCurrency, quote.baseCurrency];
  const minor = (value: number, currency: string) => fiatToMinor(value, currency, { allowNegative: true });
  const sendMinor = abs(minor(sending ? quote.baseAmount : quote.quoteAmount, sendCurrency));
  const receiveMinor = abs(minor(sending ? quote.quoteAmount : quote.baseAmount, receiveCurrency));
  const inFeeMinor = quote.transferIn ? minor(quote.transferIn.feeAmount, sendCurrency) : 0;
  const outFeeMinor = quote.transferOut ? minor(quote.transferOut.feeAmount, receiveCurrency) : 0;
  const grossReceiveMinor = receiveMinor + outFeeMinor;
  const buying = receiveCurrency === crypto;
  const fiat = buying ? sendCurrency : receiveCurrency;
  // The receipt works out its rate from the same two sides, with the same function.
  const rateMinor = buying
    ? unitPriceMinor(sendMinor, grossReceiveMinor, currencyExponent(crypto))
    : unitPriceMinor(grossReceiveMinor, sendMinor, currencyExponent(crypto));
  return {
    sendCurrency,
    send: minorToFiat(sendMinor, sendCurrency),
    inFee: minorToFiat(inFeeMinor, sendCurrency),
    total: minorToFiat(sendMinor + inFeeMinor, sendCurrency),
    receiveCurrency,
    outFee: minorToFiat(outFeeMinor, receiveCurrency),
    receive: minorToFiat(receiveMinor, receiveCurrency),
    rate: minorToFiat(rateMinor, fiat),
    fiat,
    crypto,
  };
}

/** What a trade's pay-in comes to, as the customer reads it; amounts are wire numbers in `currency`. */
export interface PayInFigures {
  currency: string;
  /** What the trade covers, before the fee: its `inAmount`. */
  amount: number;
  /** The payment fee on top: `transferIn.sendAmount - transferIn.receiveAmount`, worked out in minor units. */
  fee: number;
  /** What the customer pays (or sends): `transferIn.sendAmount`. */
  total: number;
}

export function payInFigures(trade: TradeView): PayInFigures {
  const { currency, sendAmount, receiveAmount } = trade.transferIn;
  const feeMinor = fiatToMinor(sendAmount, currency) - fiatToMinor(receiveAmount, currency);
  return { currency, amount: trade.inAmount, fee: minorToFiat(feeMinor, currency), total: sendAmount };
}

/** The pay-in details of each medium, as the trade view carries them. */
type InDetails = TradeView['transferIn']['details'];
export type BankInView = Extract<InDetails, { referenceText: string }>;
export type DepositInView = Extract<InDetails, { paymentUri: string }>;
export type CardInDetails = Extract<InDetails, { redirectUrl: string }>;

/** When an unpaid trade expires: its quote's expiry (card, sell), or 7 days after it was made (bank). */
export function tradeDeadline(trade: TradeView): string | undefined {
  if (trade.transferIn.medium !== 'bank' && trade.quoteExpireTime === undefined) return undefined;
  const quoteExpiry = new Date(trade.quoteExpireTime ?? trade.createTime);
  return paymentDeadline(trade.transferIn.medium, new Date(trade.createTime), quoteExpiry).toISOString();
}

/** An IBAN in groups of four, as banks print it; other account numbers as they are. */
export function groupedAccountNumber(number: string): string {
  const compact = number.replace(/\s+/g, '');
  return /^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(compact) ? compact.replace(/(.{4})(?=.)/g, '$1 ') : number;
}

/** The side of a trade: a buy pays out on the blockchain. */
export function tradeSideOf(trade: TradeView): 'buy' | 'sell' {
  return trade.transferOut.medium === 'blockchain' ? 'buy' : 'sell';
}
