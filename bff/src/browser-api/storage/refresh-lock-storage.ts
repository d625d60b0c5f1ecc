// Leases that every BFF instance sees, so one session's refresh token is spent by one request at a time. A lease
// ends when released or at its expiry, so an instance that dies while holding one blocks nobody for long.

export interface RefreshLockStorage {
  /**
   * Takes the lease `key` for `owner` until `until`, atomically: true when it was free, had expired at or before
   * `now`, or is already `owner`'s (then extended); false while another owner holds it.
   */
  tryAcquire(key: string, owner: string, until: Date, now: Date): Promise<boolean>;
  /** Gives the lease back if `owner` still holds it; a lease taken over after expiry is left to its new owner. */
  release(key: string, owner: string): Promise<void>;
}
