// Browser API routes of the payment page (the token in the path is the capability) and the demo shop.
// Browser-safe.
import * as z from 'zod/mini';
import { checked } from '../schema';
import {
  ChooseInputCurrencyRequest,
  DemoInvoiceRequest,
  DemoInvoiceResult,
  InputCurrencyOptions,
  PaymentView,
  SandboxPaymentRequest,
} from './payment';
import { defineRoute } from './route-types';

const TokenParams = z.object({ token: checked(z.string(), z.minLength(1), z.maxLength(200)) });

// ---- payment page (the token is the capability; no session)
export const getPayment = defineRoute({
  method: 'GET',
  path: '/pay/:token',
  summary: 'The invoice as its payer sees it.',
  auth: 'public',
  params: TokenParams,
  response: PaymentView,
});

export const paymentEvents = defineRoute({
  method: 'GET',
  path: '/pay/:token/events',
  summary: 'Server-sent events: `invoice` with the PaymentView on connect and on every change.',
  auth: 'public',
  params: TokenParams,
  response: 'event-stream',
});

export const getInputCurrencies = defineRoute({
  method: 'GET',
  path: '/pay/:token/input-currencies',
  summary: 'Other currencies this invoice can be paid in, with prices.',
  auth: 'public',
  params: TokenParams,
  response: InputCurrencyOptions,
});

export const chooseInputCurrency = defineRoute({
  method: 'POST',
  path: '/pay/:token/input-currency',
  summary: 'Pay in another currency: adds an input request to the invoice.',
  auth: 'public',
  params: TokenParams,
  body: ChooseInputCurrencyRequest,
  response: PaymentView,
});

// ---- sandbox only: the payment page's simulated blockchain (absent in production mode, where these answer 404)
export const simulateSandboxPayment = defineRoute({
  method: 'POST',
  path: '/pay/:token/sandbox/payments',
  summary: 'Sandbox only: a simulated payment to the invoice (what is due, half, or over); answers the new view.',
  auth: 'public',
  params: TokenParams,
  body: SandboxPaymentRequest,
  response: PaymentView,
});

export const confirmSandboxPayments = defineRoute({
  method: 'POST',
  path: '/pay/:token/sandbox/confirmations',
  summary: "Sandbox only: six confirmations for each of the invoice's unconfirmed payments; answers the new view.",
  auth: 'public',
  params: TokenParams,
  response: PaymentView,
});

export const createDemoInvoice = defineRoute({
  method: 'POST',
  path: '/shop/invoices',
  summary: "The demo shop's checkout: create an invoice and get its payment page.",
  auth: 'public',
  body: DemoInvoiceRequest,
  status: 201,
  response: DemoInvoiceResult,
});
