// One valid example of each Merchant resource, in the spec's shapes: for tests, msw handlers, stories and the
// OpenAPI document. Each is checked against its schema by the tests.
import type { Balance } from './balance';
import type { BuyOrder } from './buy-orders';
import type { Invoice } from './invoices';
import type { AltRate, RateEntry } from './rates';
import type { Refund } from './refunds';

export const exampleRateEntry = { name: 'Euro', buy: 43_500.12, sell: 43_210.55 } satisfies RateEntry;

export const exampleAltRate = {
  name: 'Litecoin',
  rate: 512.3456,
  baseCurrency: 'BTC',
  limits: { minimum: 0.0001, maximum: 2 },
} satisfies AltRate;

export const exampleBalance = { btc: 1.5, fiat: 1250.75, fiat_currency: 'EUR' } satisfies Balance;

export const exampleInvoice = {
  id: 12_345,
  create_time: '2024-05-01T12:00:00Z',
  expire_time: '2024-05-01T12:15:00Z',
  state: 'new',
  type: 'normal',
  bitcoin: {
    amount: 0.00231426,
    address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    amount_paid: 0,
    amount_due: 0.00231426,
    payment_uri: 'bitcoin:tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx?amount=0.00231426',
  },
  native: { amount: 100, currency: 'EUR' },
  transfer: { amount: 100, currency: 'EUR' },
  description: 'Order #1001',
  custom: { order_id: 1001, lines: [{ sku: 'TEE-M', qty: 2 }] },
  payment_url: 'https://merchant.example/pay/12345',
  inputs: [],
  callback_url: 'https://shop.example/ipn',
  callback_email: null,
  return_url: 'https://shop.example/thanks',
  cancel_url: 'https://shop.example/cart',
  payments: [],
} satisfies Invoice;

export const exampleRefund = {
  id: 77,
  invoice_id: 12_345,
  create_time: '2024-05-02T09:30:00Z',
  state: 'awaiting_btc_address',
  amount: 25.5,
  currency: 'EUR',
  email_address: 'customer@example.com',
} satisfies Refund;

export const exampleBuyOrder = {
  id: 501,
  create_time: '2024-05-01T12:00:00Z',
  expire_time: '2024-05-01T12:01:00Z',
  state: 'waiting',
  fiat_currency: 'EUR',
  fiat_amount: 1000,
  btc_rate: 43_500.12,
  btc_amount: 0.02298844,
  btc_address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
  btc_txid: null,
  failure_reason: null,
  callback_url: 'https://shop.example/ipn',
  callback_email: null,
  custom: {},
} satisfies BuyOrder;
