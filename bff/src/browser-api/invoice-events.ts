// Live updates of payment pages: verified merchant callbacks publish an invoice's new view at once; while a page
// is open, the invoice is also polled upstream now and then, so a lost callback only delays an update. Each
// watcher sees every distinct view once. In-process: several BFF instances each poll for their own pages.
import { EventEmitter } from 'node:events';
import type { PaymentView } from '../../../src/api/bff/payment';
import { isSettled } from './payment-view';

export type ViewListener = (view: PaymentView) => void;

export class InvoiceEvents {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  /** A callback (or our own change) says invoice `invoiceId` now looks like `view`. */
  publish(invoiceId: number, view: PaymentView): void {
    this.emitter.emit(String(invoiceId), view);
  }

  /**
   * Calls `listener` with `first` and then with each view that differs from the last one sent, from callbacks or
   * from `load` every `pollMs` until the invoice settles. Returns the function that stops watching.
   */
  watch(
    invoiceId: number,
    first: PaymentView,
    load: () => Promise<PaymentView>,
    pollMs: number,
    listener: ViewListener,
  ): () => void {
    let last = JSON.stringify(first);
    let timer: NodeJS.Timeout | undefined;
    const offer = (view: PaymentView) => {
      const text = JSON.stringify(view);
      if (text === last) return;
      last = text;
      listener(view);
      if (isSettled(view) && timer) {
        clearInterval(timer);
        timer = undefined;
      }
    };
    const key = String(invoiceId);
    this.emitter.on(key, offer);
    listener(first);
    if (!isSettled(first)) {
      timer = setInterval(() => {
        // A failed poll is skipped; the next one or a callback catches up.
        load().then(offer, () => undefined);
      }, pollMs);
      timer.unref();
    }
    return () => {
      this.emitter.off(key, offer);
      if (timer) clearInterval(timer);
    };
  }
}
