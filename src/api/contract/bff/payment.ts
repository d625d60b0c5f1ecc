// The payment page's view of an invoice: what the merchant's customer needs to pay, and nothing that is the
// merchant's business (callback URL and email, custom data, the fiat it is credited, ids of related invoices).
import * as z from 'zod/mini';
import { checked, described, withMeta } from '../schema';
import { AltRate } from '../merchant/rates';
import { Invoice } from '../merchant/invoices';
import { CoinCodeParam, CurrencyCodeParam, PositiveAmount, checkAmountFitsCurrency } from '../merchant/primitives';

/** The invoice's own fields the payer sees. */
const payerFields = z.pick(Invoice, {
  create_time: true,
  expire_time: true,
  state: true,
  type: true,
  bitcoin: true,
  native: true,
  description: true,
  inputs: true,
  return_url: true,
  cancel_url: true,
  payments: true,
});

export const PaymentView = withMeta(
  z.extend(payerFields, {
    // The page's one setting, so it need not read the partner config (and carry its schema) to know it.
    sandbox: z.optional(
      described(z.boolean(), 'The BFF runs in sandbox mode (the page offers simulated payments); in GET only.'),
    ),
  }),
  { id: 'PaymentView', description: 'An invoice as its payer sees it.' },
);
export type PaymentView = z.infer<typeof PaymentView>;

/** The invoice's fields in {@link PaymentView}: the BFF copies exactly these from an invoice. */
export const paymentViewKeys = Object.keys(payerFields.shape) as (keyof z.infer<typeof payerFields>)[];

/** Each server-sent event on `/api/pay/:token/events` is `event: invoice` with this as `data`. */
export const PaymentEvent = PaymentView;
export const PAYMENT_EVENT_NAME = 'invoice';

/** An altcoin the invoice can be paid in instead of bitcoin, with its price in the invoice's currency. */
export const InputCurrencyOption = withMeta(z.extend(z.object({ currency: z.string() }), AltRate.shape), {
  id: 'InputCurrencyOption',
});
export type InputCurrencyOption = z.infer<typeof InputCurrencyOption>;

export const InputCurrencyOptions = z.object({ currencies: z.array(InputCurrencyOption) });
export type InputCurrencyOptions = z.infer<typeof InputCurrencyOptions>;

/** Pay in another currency: the customer's own address in that currency, for returns on error. */
export const ChooseInputCurrencyRequest = withMeta(
  z.object({
    currency: CoinCodeParam,
    return_address: checked(
      z.string(),
      z.trim(),
      z.minLength(1, { error: 'is required: your address to return funds to on error' }),
    ),
  }),
  { id: 'ChooseInputCurrencyRequest' },
);
export type ChooseInputCurrencyRequest = z.infer<typeof ChooseInputCurrencyRequest>;

/** The demo shop: a price, and the BFF creates the invoice with the merchant's key. */
export const DemoInvoiceRequest = withMeta(
  checked(
    z.object({
      amount: PositiveAmount,
      currency: CurrencyCodeParam,
      description: z._default(checked(z.string(), z.maxLength(200)), ''),
    }),
    z.superRefine((body, ctx) => checkAmountFitsCurrency(ctx, body.amount, body.currency)),
  ),
  { id: 'DemoInvoiceRequest' },
);
export type DemoInvoiceRequest = z.infer<typeof DemoInvoiceRequest>;

export const DemoInvoiceResult = withMeta(
  z.object({ paymentUrl: described(z.url(), 'Payment page of the new invoice; open it to pay.') }),
  { id: 'DemoInvoiceResult' },
);
export type DemoInvoiceResult = z.infer<typeof DemoInvoiceResult>;

/** Sandbox only: a simulated payment to the invoice's own address, of what is still due, half of it, or 10 % more. */
export const SandboxPaymentRequest = withMeta(
  z.object({
    amount: described(
      z.enum(['full', 'partial', 'over']),
      '`full` pays what is still due, `partial` half of it, `over` a tenth more than it.',
    ),
  }),
  { id: 'SandboxPaymentRequest' },
);
export type SandboxPaymentRequest = z.infer<typeof SandboxPaymentRequest>;
