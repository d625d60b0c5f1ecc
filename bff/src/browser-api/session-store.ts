// Browser sessions in SQLite: an opaque random id in the cookie, its keyed hash as the row key, and everything
// the session holds (user tokens included) encrypted at rest. Expiry is by the BFF's clock.
import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { SessionCrypto } from './session-crypto';

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
    private readonly db: Database,
    private readonly crypto: SessionCrypto,
    private readonly clock: Clock,
  ) {}

  private expiry(ttlSeconds: number): Date {
    return new Date(this.clock.now().getTime() + ttlSeconds * 1000);
  }

  create(data: SessionData, ttlSeconds: number): StoredSession {
    // Abandoned sessions are never loaded again, so each new one sweeps the expired (an indexed range delete).
    this.purgeExpired();
    const id = randomBytes(32).toString('base64url');
    const idHash = this.crypto.hashId(id);
    const expiresAt = this.expiry(ttlSeconds);
    this.db
      .prepare('INSERT INTO bff_sessions (id_hash, created_at, expires_at, data) VALUES (?, ?, ?, ?)')
      .run(
        idHash,
        this.clock.now().toISOString(),
        expiresAt.toISOString(),
        this.crypto.seal(JSON.stringify(data), idHash),
      );
    return { id, idHash, data, expiresAt };
  }

  /** The session of a cookie value; undefined when unknown, expired (then deleted) or unreadable. */
  load(id: string): StoredSession | undefined {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(id)) return undefined;
    return this.loadByHash(this.crypto.hashId(id));
  }

  loadByHash(idHash: string): StoredSession | undefined {
    const row = this.db.prepare('SELECT expires_at, data FROM bff_sessions WHERE id_hash = ?').get(idHash) as
      { expires_at: string; data: string } | undefined;
    if (!row) return undefined;
    const expiresAt = new Date(row.expires_at);
    const plain = this.crypto.open(row.data, idHash);
    if (expiresAt <= this.clock.now() || plain === undefined) {
      this.delete(idHash);
      return undefined;
    }
    return { idHash, data: JSON.parse(plain) as SessionData, expiresAt };
  }

  save(session: StoredSession, ttlSeconds?: number): void {
    if (ttlSeconds !== undefined) session.expiresAt = this.expiry(ttlSeconds);
    this.db
      .prepare('UPDATE bff_sessions SET data = ?, expires_at = ? WHERE id_hash = ?')
      .run(
        this.crypto.seal(JSON.stringify(session.data), session.idHash),
        session.expiresAt.toISOString(),
        session.idHash,
      );
  }

  delete(idHash: string): void {
    this.db.prepare('DELETE FROM bff_sessions WHERE id_hash = ?').run(idHash);
  }

  /** Moves a session to a new id (on sign-in), so an id planted before sign-in is worth nothing after it. */
  rotate(session: StoredSession, ttlSeconds: number): StoredSession {
    const next = this.db.transaction(() => {
      this.delete(session.idHash);
      return this.create(session.data, ttlSeconds);
    })();
    return next;
  }

  purgeExpired(): number {
    return this.db.prepare('DELETE FROM bff_sessions WHERE expires_at <= ?').run(this.clock.now().toISOString())
      .changes;
  }
}
