// The invoice change bus within one process: what the embedded SQLite deployment needs (one process owns the
// file), and what tests use to stand two BFF instances side by side.
import type { Change, ChangeBus, ChangeListener } from './change-bus';

export class LocalChangeBus implements ChangeBus {
  private readonly listeners = new Set<ChangeListener>();

  publish(change: Change): Promise<void> {
    // Delivered at once, in order; one listener's failure is not the publisher's nor the other listeners'.
    for (const listener of [...this.listeners]) {
      try {
        listener(change);
      } catch {
        // A listener serves pages; a broken page must not stop the others.
      }
    }
    return Promise.resolve();
  }

  subscribe(listener: ChangeListener): Promise<() => Promise<void>> {
    // Wrapped, so the same function subscribed twice is two subscriptions, each ended on its own.
    const own: ChangeListener = (change) => listener(change);
    this.listeners.add(own);
    return Promise.resolve(async () => {
      this.listeners.delete(own);
    });
  }
}
