// What a merchant sends to create, update and list invoices and to ask for payment in another currency.
import { z } from 'zod';
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
  include_expired: queryBoolean(false).describe('Whether expired invoices are listed too; default false.'),
});
export type ListInvoicesQuery = z.infer<typeof ListInvoicesQuery>;

// The callback and redirect fields stay undefined when absent: their defaults are the merchant's IPN and
// redirect settings, which only the service knows when it creates the invoice.
export const CreateInvoiceRequest = z
  .object({
    amount: PositiveAmount.describe('Price in `currency`.'),
    currency: CurrencyCodeParam.describe('ISO 4217 code of `amount`.'),
    plugin_name: z
      .string({ error: 'is required: name of the calling plugin' })
      .trim()
      .min(1, { error: 'is required: name of the calling plugin' }),
    plugin_version: z
      .string({ error: 'is required: version of the calling plugin' })
      .trim()
      .min(1, { error: 'is required: version of the calling plugin' }),
    description: z.string().default('').describe('Custom text.'),
    custom: CustomData.default({}),
    callback_url: HttpUrl.optional().describe("Called on invoice state change; default the merchant's IPN URL."),
    callback_email: Email.optional().describe("Mailed on invoice state change; default the merchant's IPN email."),
    return_url: HttpUrl.optional().describe('Where the customer goes after paying; default per redirect settings.'),
    cancel_url: HttpUrl.optional().describe(
      'Where the customer goes if they fail to pay in time; default per redirect settings.',
    ),
    input_currency: CoinCodeParam.default('BTC').describe('Currency the invoice is to be paid in.'),
    input_return_address: z
      .string()
      .trim()
      .min(1, { error: 'must not be empty' })
      .nullable()
      .default(null)
      .describe('Where funds in `input_currency` go back on error; required unless `input_currency` is BTC.'),
  })
  .superRefine((body, ctx) => {
    checkAmountFitsCurrency(ctx, body.amount, body.currency);
    if (body.input_currency !== 'BTC' && body.input_return_address === null)
      ctx.addIssue({
        code: 'custom',
        path: ['input_return_address'],
        message: `is required when input_currency is not BTC: the ${body.input_currency} address to return funds to on error`,
        input: body.input_return_address,
      });
  })
  .meta({ id: 'CreateInvoiceRequest', description: 'Body of POST /invoices.' });
export type CreateInvoiceRequest = z.infer<typeof CreateInvoiceRequest>;
export type CreateInvoiceRequestInput = z.input<typeof CreateInvoiceRequest>;

const UpdateInvoiceFields = z
  .strictObject(
    {
      description: z.string().optional(),
      custom: CustomData.optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `only description and custom can be updated; remove ${issue.keys.join(', ')}`
          : undefined,
    },
  )
  .meta({
    id: 'UpdateInvoiceRequest',
    description:
      'Body of PUT /invoices/{ID}: only `description` and `custom` can change; an empty body changes nothing.',
  });

// A PUT with no body at all is the same "change nothing" as `{}`.
export const UpdateInvoiceRequest = UpdateInvoiceFields.default({});
export type UpdateInvoiceRequest = z.infer<typeof UpdateInvoiceRequest>;

export const CreateInvoiceInputRequest = z
  .object({
    currency: CoinCodeParam.describe('Currency to pay the invoice in.'),
    return_address: z
      .string({ error: 'is required: the address to return funds to on error' })
      .trim()
      .min(1, { error: 'is required: the address to return funds to on error' }),
  })
  .meta({ id: 'CreateInvoiceInputRequest', description: 'Body of POST /invoices/{ID}/inputs.' });
export type CreateInvoiceInputRequest = z.infer<typeof CreateInvoiceInputRequest>;
