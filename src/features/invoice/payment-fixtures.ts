// Invoices as the payment page receives them, for the component tests and the stories: one builder, so every
// state in both is the same shape the BFF sends.
import type { PaymentView } from '../../api/contract/bff/payment';

/** A testnet-shaped address for the fixtures' bitcoin block. */
export const fixtureAddress = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';

const minutesFromNow = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

/** A payment of `amount` BTC seen now, unconfirmed unless told. */
export function paymentFixture(
  amount: number,
  extra: Partial<PaymentView['payments'][number]> = {},
): PaymentView['payments'][number] {
  return { time: new Date().toISOString(), amount, txid: 'a'.repeat(64), confirmations: 0, expired: false, ...extra };
}

/** A 12.50 EUR invoice for 0.00025 BTC, `new` with 15 minutes to go, changed by `overrides` and `bitcoin`. */
export function paymentViewFixture(
  overrides: Partial<PaymentView> = {},
  bitcoin: Partial<PaymentView['bitcoin']> = {},
): PaymentView {
  return {
    create_time: new Date().toISOString(),
    expire_time: minutesFromNow(15),
    state: 'new',
    type: 'normal',
    bitcoin: { amount: 0.00025, address: fixtureAddress, amount_paid: 0, amount_due: 0.00025, ...bitcoin },
    native: { amount: 12.5, currency: 'EUR' },
    description: 'Green tea, 100 g',
    inputs: [],
    return_url: 'https://shop.example/?paid=1',
    cancel_url: 'https://shop.example/?cancelled=1',
    payments: [],
    ...overrides,
  };
}

/** An XRP input request (with its destination tag), as choosing XRP adds it. */
export function xrpInputFixture(): PaymentView['inputs'][number] {
  return {
    currency: 'XRP',
    amount: 25.123456,
    address: 'rDemoAddress',
    return_address: 'rMine',
    payment_uri: 'ripple:rDemoAddress?amount=25.123456&dt=1234',
    verified: false,
    destination_tag: '1234',
    timestamp: new Date().toISOString(),
  };
}
