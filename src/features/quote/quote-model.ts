// What the quote view offers and asks, from the partner's payment methods: plain functions, no React.
import type { PartnerConfig } from '../../api/contract/bff/schemas';
import type { TransferMedium } from '../../api/contract/trade/enums';
import type { ApproximateQuote, ApproximateQuoteQuery, PartnerPaymentMethod } from '../../api/contract/trade/partners';
import { fiatToMinor, minorToFiat } from '../../api/contract/money';

export type TradeSide = 'buy' | 'sell';

/** What the customer chose on the quote view; the flow carries it on to sign-up. */
export interface QuoteSelection {
  side: TradeSide;
  fiat: string;
  crypto: string;
  /** The amount as typed, normalised to a plain decimal (`"100.5"`), or empty. */
  amount: string;
  /** Which currency the amount is in. */
  amountIn: 'fiat' | 'crypto';
  /** How the customer pays in. */
  medium: TransferMedium;
}

/** Buying pays fiat in and gets crypto out on the blockchain; selling is the other way round. */
export function methodsForSide(config: PartnerConfig, side: TradeSide): PartnerPaymentMethod[] {
  return config.paymentMethods.filter((method) =>
    side === 'buy' ? method.outMedium === 'blockchain' : method.inMedium === 'blockchain',
  );
}

// In the order the partner lists them: the first is the default.
const unique = (values: string[]) => [...new Set(values)];

export function currenciesForSide(config: PartnerConfig, side: TradeSide): { fiats: string[]; cryptos: string[] } {
  const methods = methodsForSide(config, side);
  const ins = unique(methods.flatMap((m) => m.inCurrencies));
  const outs = unique(methods.flatMap((m) => m.outCurrencies));
  return side === 'buy' ? { fiats: ins, cryptos: outs } : { fiats: outs, cryptos: ins };
}

/** The methods that trade this pair, each named by how money comes in (buy) or goes out (sell). */
export function methodsForPair(config: PartnerConfig, selection: Pick<QuoteSelection, 'side' | 'fiat' | 'crypto'>) {
  const [payIn, payOut] =
    selection.side === 'buy' ? [selection.fiat, selection.crypto] : [selection.crypto, selection.fiat];
  return methodsForSide(config, selection.side).filter(
    (m) => m.inCurrencies.includes(payIn) && m.outCurrencies.includes(payOut),
  );
}

/** A typed amount as a plain decimal: spaces dropped, a decimal comma accepted; undefined when it is not one. */
export function parseAmount(text: string): string | undefined {
  const compact = text.replace(/[\s\u00a0']/g, '');
  const normalised = compact.includes('.') ? compact.replace(/,/g, '') : compact.replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalised) && Number(normalised) > 0 ? normalised : undefined;
}

/** Currency the customer pays in and receives. */
export function payAndReceive(selection: QuoteSelection): { pay: string; receive: string } {
  return selection.side === 'buy'
    ? { pay: selection.fiat, receive: selection.crypto }
    : { pay: selection.crypto, receive: selection.fiat };
}

/** The selection the view starts from: what was given where the partner offers it, else the partner's first choices. */
export function initialSelection(config: PartnerConfig, given: Partial<QuoteSelection> = {}): QuoteSelection {
  const side: TradeSide = given.side ?? 'buy';
  const { fiats, cryptos } = currenciesForSide(config, side);
  const fiat = given.fiat && fiats.includes(given.fiat) ? given.fiat : (fiats[0] ?? '');
  const crypto = given.crypto && cryptos.includes(given.crypto) ? given.crypto : (cryptos[0] ?? '');
  const methods = methodsForPair(config, { side, fiat, crypto });
  const medium =
    given.medium && methods.some((m) => m.inMedium === given.medium) ? given.medium : (methods[0]?.inMedium ?? 'bank');
  return { side, fiat, crypto, medium, amount: given.amount ?? '', amountIn: given.amountIn ?? 'fiat' };
}

/** Whether the typed amount is what the customer pays; else it is what they want to receive. */
export const amountIsPaid = (selection: Pick<QuoteSelection, 'side' | 'amountIn'>) =>
  (selection.amountIn === 'fiat') === (selection.side === 'buy');

/** The method the selection names, else the pair's first. */
export function chosenMethod(config: PartnerConfig, selection: QuoteSelection): PartnerPaymentMethod | undefined {
  const methods = methodsForPair(config, selection);
  return methods.find((m) => m.inMedium === selection.medium) ?? methods[0];
}

/**
 * The approximate quote of `baseAmount` paid. The service prices only an amount paid: the base currency is the one
 * paid in and the quote currency the one received, in the method's own media (a sell's pair with a buy's media,
 * or the pair turned round, is "no matching payment method"). An amount to receive is priced by quote-extras.ts.
 */
export function paymentQuery(
  selection: QuoteSelection,
  method: PartnerPaymentMethod,
  baseAmount: number,
): ApproximateQuoteQuery {
  const { pay, receive } = payAndReceive(selection);
  return {
    baseAmount,
    baseCurrency: pay,
    quoteCurrency: receive,
    transferInMedium: method.inMedium,
    transferOutMedium: method.outMedium,
  };
}

/**
 * The approximate quote to ask for `paying` (default: the amount typed, when it is the one paid); undefined while
 * there is no amount to pay within the method's limits.
 */
export function quoteQuery(
  selection: QuoteSelection,
  method: PartnerPaymentMethod | undefined,
  paying: number | string | undefined = amountIsPaid(selection) ? parseAmount(selection.amount) : undefined,
): ApproximateQuoteQuery | undefined {
  return paying !== undefined && method && checkLimits(method, payAndReceive(selection).pay, paying).kind === 'ok'
    ? paymentQuery(selection, method, Number(paying))
    : undefined;
}

/** Where a pay-in amount stands against the method's limits, compared exactly in minor units. */
export type LimitCheck =
  | { kind: 'ok' }
  | { kind: 'below'; minimum: number; currency: string }
  | { kind: 'above'; limit: number; currency: string };

export function checkLimits(
  method: Pick<PartnerPaymentMethod, 'minimumInAmounts' | 'limitInAmounts'>,
  currency: string,
  amount: number | string,
): LimitCheck {
  try {
    const value = fiatToMinor(amount, currency);
    const minimum = method.minimumInAmounts[currency];
    const limit = method.limitInAmounts[currency];
    if (minimum !== undefined && value < fiatToMinor(minimum, currency)) return { kind: 'below', minimum, currency };
    if (limit !== undefined && value > fiatToMinor(limit, currency)) return { kind: 'above', limit, currency };
  } catch {
    // An amount with more places than the currency has, or a ticker money.ts does not know: nothing to compare.
  }
  return { kind: 'ok' };
}

/** `a + b` in `currency`, exactly (the pay-in fee comes on top of the amount). */
export function addAmounts(a: number, b: number, currency: string): number | undefined {
  try {
    return minorToFiat(fiatToMinor(a, currency) + fiatToMinor(b, currency), currency);
  } catch {
    return undefined;
  }
}

/** What the customer pays for `quote` ("Total to pay"): the amount priced and the pay-in fee on top, when in its currency. */
export const totalToPay = (quote: ApproximateQuote): number =>
  (quote.transferIn.currency === quote.baseCurrency
    ? addAmounts(quote.baseAmount, quote.transferIn.feeAmount, quote.baseCurrency)
    : undefined) ?? quote.baseAmount;
