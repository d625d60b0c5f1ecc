// A payment page's view of a 0.001 BTC invoice in `state`, with `amountPaid` of it paid in one payment.
import type { PaymentView } from '#contract/bff/payment';

export const view = (state: PaymentView['state'], amountPaid = 0, confirmations = 0): PaymentView =>
  ({
    create_time: '2026-01-01T00:00:00Z',
    expire_time: '2026-01-01T00:15:00Z',
    state,
    type: 'normal',
    bitcoin: { amount: 0.001, address: 'tb1qexample', amount_paid: amountPaid, amount_due: 0.001 - amountPaid },
    native: { amount: 10, currency: 'EUR' },
    description: '',
    inputs: [],
    return_url: '',
    cancel_url: '',
    payments:
      amountPaid > 0
        ? [{ time: '2026-01-01T00:01:00Z', amount: amountPaid, txid: 'a'.repeat(64), confirmations, expired: false }]
        : [],
  }) as PaymentView;
