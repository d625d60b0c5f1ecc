// What each storage contract suite runs against: a way to open the storage as one BFF instance after another,
// all sharing the same state, as instances behind one load balancer share one database.
import type { BffStorage } from '../../../src/browser-api/storage/bff-storage';

export interface StorageHarness {
  /** The storage as one more BFF instance (its own connection), sharing state with every other one opened. */
  open(): Promise<BffStorage>;
  /** Closes every storage opened and whatever the harness holds. */
  close(): Promise<void>;
}

/** Opens a fresh harness per test and closes it after: each test starts from empty shared state. */
export type HarnessFactory = () => Promise<StorageHarness>;
