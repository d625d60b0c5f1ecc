// Where browser sessions are kept: rows keyed by the keyed hash of the cookie value, holding the session already
// sealed (encrypted) by the caller, so no implementation ever sees a token in the clear.

/** One stored session. `sealed` is opaque here: session-store.ts seals and opens it. */
export interface SessionRecord {
  idHash: string;
  sealed: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface SessionStorage {
  /**
   * Stores a new session. With `replacing`, deletes that session in the same atomic step (sign-in moves a session
   * to a new id): another instance sees either the old session or the new one, never both or neither.
   */
  insert(record: SessionRecord, replacing?: string): Promise<void>;
  /** The stored session, expired or not (the caller judges expiry by its clock); undefined when unknown. */
  find(idHash: string): Promise<Pick<SessionRecord, 'sealed' | 'expiresAt'> | undefined>;
  /** Replaces what an existing session holds and when it ends; an unknown (deleted) session stays deleted. */
  update(idHash: string, sealed: string, expiresAt: Date): Promise<void>;
  delete(idHash: string): Promise<void>;
  /** Deletes every session that ended at or before `now`; the number deleted. */
  deleteExpired(now: Date): Promise<number>;
}
