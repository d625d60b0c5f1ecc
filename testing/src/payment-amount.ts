// How much a simulated bitcoin payment sends, chosen as a tester chooses it on the payment page's sandbox panel.
import { btcToSatoshi } from '../../src/api/contract/money';

/**
 * What to pay: all that is due (`full`), half of it (`part`: too little), a tenth more than it (`too-much`), as the
 * payment page's sandbox buttons pay, or an exact amount of BTC.
 */
export type PaymentAmount = 'full' | 'part' | 'too-much' | { btc: number | string };

/** Satoshi that `amount` sends when `dueSatoshi` is due: at least one, so a payment always reaches the address. */
export function paymentSatoshi(amount: PaymentAmount, dueSatoshi: number): number {
  if (typeof amount === 'object') return btcToSatoshi(amount.btc);
  if (amount === 'full') return Math.max(1, dueSatoshi);
  if (amount === 'part') return Math.max(1, Math.floor(dueSatoshi / 2));
  return dueSatoshi + Math.max(1, Math.ceil(dueSatoshi / 10));
}
