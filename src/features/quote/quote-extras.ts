// What the quote needs beyond pricing an amount paid, in a chunk of its own that loads once the quote is on screen
// (the widget's first view has a size budget, load-quote-extras.ts): pricing an amount to receive and telling its
// limits, the limit a refusal of the service names, and the partner's starting choices that could not be kept.
import type { TFunction } from 'i18next';
import type { PartnerConfig } from '../../api/contract/bff/schemas';
import { fiatToMinor, minorToFiat, scaleUnits } from '../../api/contract/money';
import type { ApproximateQuote, ApproximateQuoteQuery, PartnerPaymentMethod } from '../../api/contract/trade/partners';
import { formatAmount } from '../../i18n/format';
import {
  amountIsPaid,
  checkLimits,
  initialSelection,
  parseAmount,
  payAndReceive,
  paymentQuery,
  type LimitCheck,
  type QuoteSelection,
} from './quote-model';

/**
 * For an amount to receive, the quote that tells the method's price first: what its largest payment (else its
 * smallest) buys. Undefined when the amount typed is the one paid, or there is nothing to price.
 */
export function probeQuery(selection: QuoteSelection, method: PartnerPaymentMethod | undefined) {
  // Asked before anything is typed too: it also tells the limits in the currency the amount is typed in.
  if (amountIsPaid(selection) || !method) return undefined;
  const { pay } = payAndReceive(selection);
  const amount = method.limitInAmounts[pay] ?? method.minimumInAmounts[pay];
  return amount === undefined ? undefined : paymentQuery(selection, method, amount);
}

/**
 * What pays for the amount typed to receive, in the pay currency, at the price of `probe` ({@link probeQuery}'s
 * answer). The payout's fixed fee is added first (its percentage is in the probe's ratio) and the ratio rounds up,
 * so the customer is priced to receive at least what they asked for. Undefined while it cannot be told.
 */
export function payToReceive(
  selection: QuoteSelection,
  method: PartnerPaymentMethod | undefined,
  probe: ApproximateQuote | undefined,
): number | undefined {
  const amount = parseAmount(selection.amount);
  const { pay, receive } = payAndReceive(selection);
  if (amount === undefined || !method || probe?.baseCurrency !== pay || probe.quoteCurrency !== receive) return;
  try {
    const fixed = fiatToMinor(method.outFee.fixed[receive] ?? 0, receive);
    const received = fiatToMinor(probe.quoteAmount, receive) + fixed;
    // Two minor units more for the quote's own rounding: its gross rounds down and its fee up.
    const wanted = fiatToMinor(amount, receive) + fixed + 2;
    return minorToFiat(scaleUnits(wanted, fiatToMinor(probe.baseAmount, pay), received), pay);
  } catch {
    // More places than the currency has, or a probe that bought nothing: no price to tell.
    return undefined;
  }
}

/**
 * The method's limits (set on what is paid) in the currency of an amount typed to receive, at the price of `probe`
 * ({@link probeQuery}'s answer), as the view tells them: the largest payment gets what the probe says, the smallest
 * its share of that before the payout's fixed fee. Both lie inward by what {@link payToReceive} adds for rounding,
 * so an amount between them is priced within the method's limits; both are "about", the price moving. Undefined
 * while it cannot be told.
 */
export function receiveLimits(
  selection: QuoteSelection,
  method: PartnerPaymentMethod | undefined,
  probe: ApproximateQuote | undefined,
  t: TFunction,
  locale: string,
): { minimum: string; maximum: string } | undefined {
  const { pay, receive } = payAndReceive(selection);
  const minimum = method?.minimumInAmounts[pay];
  // The probe is the largest payment's quote only when there is a largest payment.
  if (!method || minimum === undefined || method.limitInAmounts[pay] === undefined) return;
  if (probe?.baseCurrency !== pay || probe.quoteCurrency !== receive) return;
  const about = (minor: number) =>
    t('quote.about', { amount: formatAmount(minorToFiat(minor, receive), receive, locale) });
  try {
    const fixed = fiatToMinor(method.outFee.fixed[receive] ?? 0, receive);
    const most = fiatToMinor(probe.quoteAmount, receive);
    const least = scaleUnits(most + fixed, fiatToMinor(minimum, pay), fiatToMinor(probe.baseAmount, pay)) - fixed;
    return { minimum: about(Math.max(least, 1)), maximum: about(most - 2) };
  } catch {
    return undefined;
  }
}

/**
 * Which limit the service's refusal of an asked amount names (the Trade API's "baseAmount: must be from 10 to 5000
 * EUR"): limits can be narrower than the partner's listed ones, and the customer is told which, with the number.
 */
export function refusedLimit(error: unknown, query: ApproximateQuoteQuery | undefined): LimitCheck {
  const [, minimum, limit, currency] = /from ([\d.]+) to ([\d.]+) ([A-Z]{3})\b/.exec(String(error)) ?? [];
  return currency && query
    ? checkLimits(
        { minimumInAmounts: { [currency]: Number(minimum) }, limitInAmounts: { [currency]: Number(limit) } },
        currency,
        query.baseAmount,
      )
    : { kind: 'ok' };
}

/** A starting choice (a partner's option) the quote could not keep. */
export interface RefusedChoice {
  option: keyof QuoteSelection;
  value: string;
  reason: string;
}

/** The choices in `given` that {@link initialSelection} replaced, and an amount that is not one, with why. */
export function refusedChoices(config: PartnerConfig, given: Partial<QuoteSelection> = {}): RefusedChoice[] {
  const chosen = initialSelection(config, given);
  return (Object.keys(given) as (keyof QuoteSelection)[])
    .filter((option) =>
      option === 'amount'
        ? given.amount && !parseAmount(given.amount)
        : given[option] && given[option] !== chosen[option],
    )
    .map((option) => ({
      option,
      value: String(given[option]),
      reason: option === 'amount' ? 'not a number greater than 0' : 'not offered by this partner',
    }));
}
