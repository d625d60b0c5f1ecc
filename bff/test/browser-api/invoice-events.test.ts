import { describe, expect, it, vi } from 'vitest';
import type { PaymentView } from '../../../src/api/bff/payment';
import { InvoiceEvents } from '../../src/browser-api/invoice-events';

const view = (state: PaymentView['state'], amountPaid = 0): PaymentView =>
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
    payments: [],
  }) as PaymentView;

describe('payment page live updates', () => {
  it('sends the first view, then each published change once, and nothing after stopping', () => {
    const events = new InvoiceEvents();
    const seen: string[] = [];
    const stop = events.watch(
      1,
      view('new'),
      async () => view('new'),
      600_000,
      (v) => seen.push(v.state),
    );
    events.publish(1, view('paid', 0.001));
    events.publish(1, view('paid', 0.001)); // a repeated callback changes nothing
    events.publish(2, view('expired')); // another invoice
    stop();
    events.publish(1, view('complete', 0.001));
    expect(seen).toEqual(['new', 'paid']);
  });

  it('falls back to polling upstream when no callback comes, and stops once the invoice settles', async () => {
    const events = new InvoiceEvents();
    const seen: string[] = [];
    const answers = [view('new'), view('paid', 0.001), view('complete', 0.001)];
    const load = vi.fn(async () => answers[Math.min(load.mock.calls.length - 1, answers.length - 1)]!);
    vi.useFakeTimers();
    try {
      const stop = events.watch(1, view('new'), load, 5000, (v) => seen.push(v.state));
      await vi.advanceTimersByTimeAsync(5000 * 3);
      expect(seen).toEqual(['new', 'paid', 'complete']);
      const calls = load.mock.calls.length;
      await vi.advanceTimersByTimeAsync(5000 * 10);
      expect(load.mock.calls.length).toBe(calls);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed poll is skipped, the next one catches up', async () => {
    const events = new InvoiceEvents();
    const seen: string[] = [];
    let n = 0;
    const load = async () => {
      n += 1;
      if (n === 1) throw new Error('upstream down');
      return view('paid', 0.001);
    };
    vi.useFakeTimers();
    try {
      const stop = events.watch(1, view('new'), load, 5000, (v) => seen.push(v.state));
      await vi.advanceTimersByTimeAsync(5000);
      expect(seen).toEqual(['new']);
      await vi.advanceTimersByTimeAsync(5000);
      expect(seen).toEqual(['new', 'paid']);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
