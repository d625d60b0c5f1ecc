// Browser sessions: an opaque random id in the cookie, its keyed hash as the storage key, and everything the
// session holds (user tokens included) encrypted before it reaches storage. Expiry is by the BFF's clock.
import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock';
import type { SessionCrypto } from './session-crypto';
import type { SessionRecord, SessionStorage } from './storage/session-storage';

/** What a session holds. Never sent to the browser. */
export interface SessionData {
  user?: {
    email: string;
    accessToken: string;
    /** By the BFF's clock: when the service said the access token ends. */
    accessExpiresAt: string;
    refreshToken: string;
    refreshExpiresAt: string;
    /** From sign-up; lets the BFF sign the user in again after the refresh token ends. */
    offlineToken?: string;
  };
  /** A trusted widget session: this email is verified by the partner. */
  trustedEmail?: { email: string; expiresAt: string };
  /** Password reset step 2 done: what step 3 needs. */
  passwordReset?: { email: string; id: number; time: number; token: string };
}

export interface StoredSession {
  /** The cookie value; only known when the session was created in this request. */
  id?: string;
  idHash: string;
  data: SessionData;
  expiresAt: Date;
}

/** A session nobody signed into lives an hour; a signed-in one a day after its last token refresh. */
export const ANONYMOUS_SESSION_SECONDS = 60 * 60;
export const SIGNED_IN_SESSION_SECONDS = 24 * 60 * 60;

export class SessionStore {
  constructor(
    private readonly storage: SessionStorage,
    private readonly crypto: SessionCrypto,
    private readonly clock: Clock,
  ) {}

  private expiry(ttlSeconds: number): Date {
    return new Date(this.clock.now().getTime() + ttlSeconds * 1000);
  }

  private fresh(data: SessionData, ttlSeconds: number): { session: StoredSession; record: SessionRecord } {
    const id = randomBytes(32).toString('base64url');
    const idHash = this.crypto.hashId(id);
    const expiresAt = this.expiry(ttlSeconds);
    const sealed = this.crypto.seal(JSON.stringify(data), idHash);
    return {
      session: { id, idHash, data, expiresAt },
      record: { idHash, sealed, createdAt: this.clock.now(), expiresAt },
    };
  }

  async create(data: SessionData, ttlSeconds: number): Promise<StoredSession> {
    // Abandoned sessions are never loaded again, so each new one sweeps the expired (an indexed range delete).
    await this.purgeExpired();
    const { session, record } = this.fresh(data, ttlSeconds);
    await this.storage.insert(record);
    return session;
  }

  /** The session of a cookie value; undefined when unknown, expired (then deleted) or unreadable. */
  async load(id: string): Promise<StoredSession | undefined> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(id)) return undefined;
    return this.loadByHash(this.crypto.hashId(id));
  }

  async loadByHash(idHash: string): Promise<StoredSession | undefined> {
    const row = await this.storage.find(idHash);
    if (!row) return undefined;
    const plain = this.crypto.open(row.sealed, idHash);
    if (row.expiresAt <= this.clock.now() || plain === undefined) {
      await this.delete(idHash);
      return undefined;
    }
    return { idHash, data: JSON.parse(plain) as SessionData, expiresAt: row.expiresAt };
  }

  async save(session: StoredSession, ttlSeconds?: number): Promise<void> {
    if (ttlSeconds !== undefined) session.expiresAt = this.expiry(ttlSeconds);
    await this.storage.update(
      session.idHash,
      this.crypto.seal(JSON.stringify(session.data), session.idHash),
      session.expiresAt,
    );
  }

  delete(idHash: string): Promise<void> {
    return this.storage.delete(idHash);
  }

  /** Moves a session to a new id (on sign-in), so an id planted before sign-in is worth nothing after it. */
  async rotate(session: StoredSession, ttlSeconds: number): Promise<StoredSession> {
    await this.purgeExpired();
    const next = this.fresh(session.data, ttlSeconds);
    await this.storage.insert(next.record, session.idHash);
    return next.session;
  }

  purgeExpired(): Promise<number> {
    return this.storage.deleteExpired(this.clock.now());
  }
}
