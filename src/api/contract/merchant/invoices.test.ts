import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { describeIssues } from '../issues';
import { exampleInvoice } from './examples';
import {
  CreateInvoiceInputRequest,
  CreateInvoiceRequest,
  ListInvoicesQuery,
  UpdateInvoiceRequest,
} from './invoice-requests';
import { InputRequest, Invoice, InvoicePayment } from './invoices';
import { IdParams } from './primitives';

function issues(schema: z.core.$ZodType, input: unknown): string[] {
  const result = z.safeParse(schema, input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be rejected`);
  return describeIssues(result.error);
}

const payment = {
  time: '2024-05-01T12:05:00Z',
  amount: 0.00231426,
  txid: 'ab'.repeat(32),
  confirmations: 0,
  expired: false,
};
const input = {
  currency: 'LTC',
  amount: 1.185,
  address: 'LQ3B36Yv2rBTxdgAdYpU2UcEZsaNwXeATk',
  return_address: 'LZ4hj6ZBmpFzBHWJF5cY4q6tkygvFZpVGy',
  payment_uri: 'litecoin:LQ3B36Yv2rBTxdgAdYpU2UcEZsaNwXeATk?amount=1.185',
  verified: false,
  timestamp: '2024-05-01T12:01:00+02:00',
};

describe('invoice resource', () => {
  it('spec: a new invoice has every field, payment_uri while new', () => {
    expect(Invoice.parse(exampleInvoice)).toEqual(exampleInvoice);
  });

  it('spec: payment_uri is available only while new, so it may be absent', () => {
    const { payment_uri: _uri, ...bitcoin } = exampleInvoice.bitcoin;
    const paid = { ...exampleInvoice, state: 'paid', bitcoin, payments: [payment] };
    expect(Invoice.parse(paid)).toEqual(paid);
  });

  it('spec: sub-invoices carry original_invoice_id, originals sub_invoice_ids', () => {
    const extra = { ...exampleInvoice, id: 2, type: 'extra', original_invoice_id: 1 };
    expect(Invoice.parse(extra).original_invoice_id).toBe(1);
    expect(Invoice.parse({ ...exampleInvoice, sub_invoice_ids: [2, 3] }).sub_invoice_ids).toEqual([2, 3]);
  });

  it('spec: state is new/paid/complete/expired and type normal/underpaid/extra', () => {
    for (const state of ['new', 'paid', 'complete', 'expired'])
      expect(Invoice.safeParse({ ...exampleInvoice, state }).success).toBe(true);
    for (const type of ['normal', 'underpaid', 'extra'])
      expect(Invoice.safeParse({ ...exampleInvoice, type }).success).toBe(true);
    expect(issues(Invoice, { ...exampleInvoice, state: 'cancelled', type: 'partial' })).toEqual([
      'state: Invalid option: expected one of "new"|"paid"|"complete"|"expired"',
      'type: Invalid option: expected one of "normal"|"underpaid"|"extra"',
    ]);
  });

  it('spec: callback_email is a string or null; timestamps are ISO 8601', () => {
    expect(Invoice.parse({ ...exampleInvoice, callback_email: 'ipn@shop.example' }).callback_email).toBe(
      'ipn@shop.example',
    );
    expect(issues(Invoice, { ...exampleInvoice, create_time: '01.05.2024' })).toEqual([
      'create_time: must be an ISO 8601 date-time, e.g. 2024-05-01T12:00:00Z',
    ]);
  });

  it('spec: payment is {time, amount, txid, confirmations, expired}', () => {
    expect(InvoicePayment.parse(payment)).toEqual(payment);
    expect(issues(InvoicePayment, { ...payment, confirmations: 1.5 })).toEqual([
      'confirmations: Invalid input: expected int, received number',
    ]);
  });

  it('spec: input request has every field; destination_tag is optional', () => {
    expect(InputRequest.parse(input)).toEqual(input);
    expect(InputRequest.parse({ ...input, currency: 'XRP', destination_tag: '12345' }).destination_tag).toBe('12345');
    expect(Invoice.parse({ ...exampleInvoice, inputs: [input] }).inputs).toEqual([input]);
  });
});

const minimal = { amount: 100, currency: 'EUR', plugin_name: 'shop', plugin_version: '1.0.0' };

describe('create invoice body', () => {
  it('spec: defaults: description "", custom {}, input_currency BTC, input_return_address null', () => {
    expect(CreateInvoiceRequest.parse(minimal)).toEqual({
      ...minimal,
      description: '',
      custom: {},
      input_currency: 'BTC',
      input_return_address: null,
    });
  });

  it('spec: callback and redirect URLs stay unset so the merchant settings apply', () => {
    const body = CreateInvoiceRequest.parse(minimal);
    expect(body.callback_url).toBeUndefined();
    expect(body.callback_email).toBeUndefined();
    expect(body.return_url).toBeUndefined();
    expect(body.cancel_url).toBeUndefined();
  });

  it('spec: every field of the body is accepted', () => {
    const full = {
      ...minimal,
      description: 'Order #1001',
      custom: { order: { id: 1001, tags: ['a', 'b'] } },
      callback_url: 'https://shop.example/ipn',
      callback_email: 'ipn@shop.example',
      return_url: 'http://localhost:3000/thanks',
      cancel_url: 'https://shop.example/cart',
      input_currency: 'LTC',
      input_return_address: 'LZ4hj6ZBmpFzBHWJF5cY4q6tkygvFZpVGy',
    };
    expect(CreateInvoiceRequest.parse(full)).toEqual(full);
  });

  it('spec: amount, currency, plugin_name and plugin_version are required', () => {
    expect(issues(CreateInvoiceRequest, {})).toEqual([
      'amount: must be a number',
      'currency: must be a 3-letter ISO 4217 currency code, e.g. EUR',
      'plugin_name: is required: name of the calling plugin',
      'plugin_version: is required: version of the calling plugin',
    ]);
    expect(issues(CreateInvoiceRequest, { ...minimal, plugin_name: ' ' })).toEqual([
      'plugin_name: is required: name of the calling plugin',
    ]);
  });

  it('spec: amount is a positive float with no more decimals than the currency has', () => {
    expect(issues(CreateInvoiceRequest, { ...minimal, amount: 0 })).toEqual(['amount: must be greater than 0']);
    expect(issues(CreateInvoiceRequest, { ...minimal, amount: '10' })).toEqual(['amount: must be a number']);
    expect(issues(CreateInvoiceRequest, { ...minimal, amount: 10.123 })).toEqual([
      'amount: 10.123 has 3 decimal places but EUR allows at most 2',
    ]);
    expect(issues(CreateInvoiceRequest, { ...minimal, amount: 10.5, currency: 'JPY' })).toEqual([
      'amount: 10.5 has 1 decimal place but JPY allows at most 0',
    ]);
  });

  it('spec: currency is an ISO 4217 code; lower case is read as upper case', () => {
    expect(CreateInvoiceRequest.parse({ ...minimal, currency: 'eur' }).currency).toBe('EUR');
    expect(issues(CreateInvoiceRequest, { ...minimal, currency: 'EURO' })).toEqual([
      'currency: must be a 3-letter ISO 4217 currency code, e.g. EUR',
    ]);
  });

  it('spec: custom is any JSON object, nesting allowed, but an object', () => {
    expect(CreateInvoiceRequest.parse({ ...minimal, custom: { a: { b: [1, null, { c: true }] } } }).custom).toEqual({
      a: { b: [1, null, { c: true }] },
    });
    expect(issues(CreateInvoiceRequest, { ...minimal, custom: [1] })).toEqual(['custom: must be a JSON object']);
  });

  it('spec: input_return_address is mandatory when input_currency is not BTC', () => {
    expect(issues(CreateInvoiceRequest, { ...minimal, input_currency: 'ltc' })).toEqual([
      'input_return_address: is required when input_currency is not BTC: the LTC address to return funds to on error',
    ]);
    expect(
      CreateInvoiceRequest.parse({ ...minimal, input_currency: 'BTC', input_return_address: 'x' }).input_return_address,
    ).toBe('x');
  });

  it('design: callback and redirect URLs must be http(s), callback_email an email', () => {
    expect(
      issues(CreateInvoiceRequest, {
        ...minimal,
        callback_url: 'ftp://shop.example/ipn',
        return_url: 'javascript:alert(1)',
        cancel_url: 'shop.example',
        callback_email: 'not-an-email',
      }),
    ).toEqual([
      'callback_url: must be an absolute http or https URL',
      'callback_email: must be an email address',
      'return_url: must be an absolute http or https URL',
      'cancel_url: must be an absolute http or https URL',
    ]);
  });

  it('reports every problem at once, the input_return_address rule included', () => {
    expect(issues(CreateInvoiceRequest, { ...minimal, amount: -1, input_currency: 'LTC' })).toEqual([
      'amount: must be greater than 0',
      'input_return_address: is required when input_currency is not BTC: the LTC address to return funds to on error',
    ]);
  });
});

describe('update invoice body', () => {
  it('spec: invoices can be updated only in description and custom', () => {
    expect(UpdateInvoiceRequest.parse({ description: 'new', custom: { a: 1 } })).toEqual({
      description: 'new',
      custom: { a: 1 },
    });
    expect(UpdateInvoiceRequest.parse({ description: 'only this' })).toEqual({ description: 'only this' });
    expect(issues(UpdateInvoiceRequest, { description: 'x', amount: 5, currency: 'USD' })).toEqual([
      '(root): only description and custom can be updated; remove amount, currency',
    ]);
  });

  it('design: an empty body is allowed and changes nothing', () => {
    expect(UpdateInvoiceRequest.parse({})).toEqual({});
    expect(UpdateInvoiceRequest.parse(undefined)).toEqual({});
  });

  it('spec: description is a string and custom an object', () => {
    expect(issues(UpdateInvoiceRequest, { description: 5, custom: 'x' })).toEqual([
      'description: Invalid input: expected string, received number',
      'custom: must be a JSON object',
    ]);
  });
});

describe('list invoices query', () => {
  it('spec: limit default 100, offset default 0, include_expired default false', () => {
    expect(ListInvoicesQuery.parse({})).toEqual({ limit: 100, offset: 0, include_expired: false });
  });

  it('spec: values come from the query string', () => {
    expect(ListInvoicesQuery.parse({ limit: '200', offset: '40', include_expired: 'true' })).toEqual({
      limit: 200,
      offset: 40,
      include_expired: true,
    });
  });

  it('spec: include_expired "false" and "0" are false, "1" is true', () => {
    expect(ListInvoicesQuery.parse({ include_expired: 'false' }).include_expired).toBe(false);
    expect(ListInvoicesQuery.parse({ include_expired: '0' }).include_expired).toBe(false);
    expect(ListInvoicesQuery.parse({ include_expired: '1' }).include_expired).toBe(true);
    expect(ListInvoicesQuery.parse({ include_expired: 'TRUE' }).include_expired).toBe(true);
    expect(issues(ListInvoicesQuery, { include_expired: 'yes' })).toEqual([
      'include_expired: must be true or false (1 or 0 also work)',
    ]);
  });

  it('spec: limit max 200', () => {
    expect(issues(ListInvoicesQuery, { limit: '201' })).toEqual(['limit: must be at most 200']);
    expect(issues(ListInvoicesQuery, { limit: '0' })).toEqual(['limit: must be at least 1']);
  });

  it('spec: limit and offset are integers; offset not negative', () => {
    expect(issues(ListInvoicesQuery, { limit: '1.5', offset: '-1' })).toEqual([
      'limit: must be a whole number',
      'offset: must be 0 or more',
    ]);
    expect(issues(ListInvoicesQuery, { limit: '0x10' })).toEqual(['limit: must be a whole number']);
    expect(issues(ListInvoicesQuery, { limit: '' })).toEqual(['limit: must be a whole number']);
  });
});

describe('ID path parameter and create input body', () => {
  it('spec: ID is an integer, read from the path', () => {
    expect(IdParams.parse({ ID: '42' })).toEqual({ ID: 42 });
    expect(issues(IdParams, { ID: 'abc' })).toEqual(['ID: must be a whole number']);
    expect(issues(IdParams, { ID: '0' })).toEqual(['ID: must be a positive whole number']);
    expect(issues(IdParams, { ID: '1e3' })).toEqual(['ID: must be a whole number']);
  });

  it('spec: create input needs currency and return_address', () => {
    expect(CreateInvoiceInputRequest.parse({ currency: 'ltc', return_address: 'LZ4h' })).toEqual({
      currency: 'LTC',
      return_address: 'LZ4h',
    });
    expect(issues(CreateInvoiceInputRequest, {})).toEqual([
      'currency: must be a currency code of 2 to 10 letters or digits, e.g. LTC',
      'return_address: is required: the address to return funds to on error',
    ]);
  });
});
