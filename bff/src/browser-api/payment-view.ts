// The invoice as its payer sees it: only the fields of PaymentView, so a field the merchant adds to an invoice
// (callback URL, custom data, credited amount) can never leak to the payment page by accident.
import { paymentViewKeys, type PaymentView } from '#contract/bff/payment';
import type { Invoice } from '#contract/merchant/invoices';

export function toPaymentView(invoice: Invoice): PaymentView {
  const view: Record<string, unknown> = {};
  for (const key of paymentViewKeys) view[key] = invoice[key];
  return view as PaymentView;
}
