// What a merchant sends to create, update and list invoices and to ask for payment in another currency.
import * as z from 'zod/mini';
import { checked, described, withMeta } from '../schema';
import {
  CoinCodeParam,
  CurrencyCodeParam,
  CustomData,
  Email,
  HttpUrl,
  PositiveAmount,
  checkAmountFitsCurrency,
  listPage,
  queryBoolean,
} from './primitives';

export const ListInvoicesQuery = z.object({
  ...listPage,
  include_expired: described(queryBoolean(false), 'Whether expired invoices are listed too; default false.'),
});
export type ListInvoicesQuery = z.infer<typeof ListInvoicesQuery>;

// The callback and redirect fields stay undefined when absent: their defaults are the merchant's IPN and
// redirect settings, which only the service knows when it creates the invoice.
export const CreateInvoiceRequest = withMeta(
  checked(
    z.object({
      amount: described(PositiveAmount, 'Price in `currency`.'),
      currency: described(CurrencyCodeParam, 'ISO 4217 code of `amount`.'),
      plugin_name: checked(
        z.string({ error: 'is required: name of the calling plugin' }),
        z.trim(),
        z.minLength(1, { error: 'is required: name of the calling plugin' }),
      ),
      plugin_version: checked(
        z.string({ error: 'is required: version of the calling plugin' }),
        z.trim(),
        z.minLength(1, { error: 'is required: version of the calling plugin' }),
      ),
      description: described(z._default(z.string(), ''), 'Custom text.'),
      custom: z._default(CustomData, {}),
      callback_url: described(z.optional(HttpUrl), "Called on invoice state change; default the merchant's IPN URL."),
      callback_email: described(z.optional(Email), "Mailed on invoice state change; default the merchant's IPN email."),
      return_url: described(
        z.optional(HttpUrl),
        'Where the customer goes after paying; default per redirect settings.',
      ),
      cancel_url: described(
        z.optional(HttpUrl),
        'Where the customer goes if they fail to pay in time; default per redirect settings.',
      ),
      input_currency: described(z._default(CoinCodeParam, 'BTC'), 'Currency the invoice is to be paid in.'),
      input_return_address: described(
        z._default(z.nullable(checked(z.string(), z.trim(), z.minLength(1, { error: 'must not be empty' }))), null),
        'Where funds in `input_currency` go back on error; required unless `input_currency` is BTC.',
      ),
    }),
    z.superRefine((body, ctx) => {
      checkAmountFitsCurrency(ctx, body.amount, body.currency);
      if (body.input_currency !== 'BTC' && body.input_return_address === null)
        ctx.addIssue({
          code: 'custom',
          path: ['input_return_address'],
          message: `is required when input_currency is not BTC: the ${body.input_currency} address to return funds to on error`,
          input: body.input_return_address,
        });
    }),
  ),
  { id: 'CreateInvoiceRequest', description: 'Body of POST /invoices.' },
);
export type CreateInvoiceRequest = z.infer<typeof CreateInvoiceRequest>;
export type CreateInvoiceRequestInput = z.input<typeof CreateInvoiceRequest>;

const UpdateInvoiceFields = withMeta(
  z.strictObject(
    {
      description: z.optional(z.string()),
      custom: z.optional(CustomData),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `only description and custom can be updated; remove ${issue.keys.join(', ')}`
          : undefined,
    },
  ),
  {
    id: 'UpdateInvoiceRequest',
    description:
      'Body of PUT /invoices/{ID}: only `description` and `custom` can change; an empty body changes nothing.',
  },
);

// A PUT with no body at all is the same "change nothing" as `{}`.
export const UpdateInvoiceRequest = z._default(UpdateInvoiceFields, {});
export type UpdateInvoiceRequest = z.infer<typeof UpdateInvoiceRequest>;

export const CreateInvoiceInputRequest = withMeta(
  z.object({
    currency: described(CoinCodeParam, 'Currency to pay the invoice in.'),
    return_address: checked(
      z.string({ error: 'is required: the address to return funds to on error' }),
      z.trim(),
      z.minLength(1, { error: 'is required: the address to return funds to on error' }),
    ),
  }),
  { id: 'CreateInvoiceInputRequest', description: 'Body of POST /invoices/{ID}/inputs.' },
);
export type CreateInvoiceInputRequest = z.infer<typeof CreateInvoiceInputRequest>;
