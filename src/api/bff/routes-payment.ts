// Browser API routes of the payment page (the token in the path is the capability) and the demo shop.
// Browser-safe.
import { z } from 'zod';
import {
  ChooseInputCurrencyRequest,
  DemoInvoiceRequest,
  DemoInvoiceResult,
  InputCurrencyOptions,
  PaymentView,
} from './payment';
import { defineRoutes } from './route-types';

const TokenParams = z.object({ token: z.string().min(1).max(200) });

export const paymentRoutes = defineRoutes({
  // ---- payment page (the token is the capability; no session)
  getPayment: {
    method: 'GET',
    path: '/pay/:token',
    summary: 'The invoice as its payer sees it.',
    auth: 'public',
    params: TokenParams,
    response: PaymentView,
  },
  paymentEvents: {
    method: 'GET',
    path: '/pay/:token/events',
    summary: 'Server-sent events: `invoice` with the PaymentView on connect and on every change.',
    auth: 'public',
    params: TokenParams,
    response: 'event-stream',
  },
  getInputCurrencies: {
    method: 'GET',
    path: '/pay/:token/input-currencies',
    summary: 'Other currencies this invoice can be paid in, with prices.',
    auth: 'public',
    params: TokenParams,
    response: InputCurrencyOptions,
  },
  chooseInputCurrency: {
    method: 'POST',
    path: '/pay/:token/input-currency',
    summary: 'Pay in another currency: adds an input request to the invoice.',
    auth: 'public',
    params: TokenParams,
    body: ChooseInputCurrencyRequest,
    response: PaymentView,
  },
  createDemoInvoice: {
    method: 'POST',
    path: '/shop/invoices',
    summary: "The demo shop's checkout: create an invoice and get its payment page.",
    auth: 'public',
    body: DemoInvoiceRequest,
    status: 201,
    response: DemoInvoiceResult,
  },
});
