// Access and refresh tokens of the Trade API. The access token is a JWT (the spec's type), but the database is
// the authority: every token is looked up by its SHA-256, so a revoked or deactivated user's token stops working
// at once. Tokens issued together (one sign-in) form a session; revoking its refresh token ends all of it.
import { randomBytes, randomUUID, type webcrypto } from 'node:crypto';
import { SignJWT } from 'jose';
import { tradeLimits } from '#contract/trade/limits';
import type { TokenResponse } from '#contract/trade/auth';
import type { Database } from '../../db/database';
import { readSandboxState, writeSandboxState } from '../sandbox/state';
import { findUser, type UserRow } from './account-store';
import { newToken, secretHash } from './secrets';

const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

/** The emulator's own signing key for access tokens, made once per database and kept in it. */
function accessTokenKeyBytes(db: Database): Uint8Array {
  let hex = readSandboxState(db, 'tradeAccessTokenKey');
  if (!hex) {
    hex = randomBytes(32).toString('hex');
    writeSandboxState(db, 'tradeAccessTokenKey', hex);
  }
  return Buffer.from(hex, 'hex');
}

/**
 * The access-token signing key, imported for HMAC on first use and kept: importing it was a tenth of a refresh
 * grant. The emulator's context holds one (context.ts).
 */
export class AccessTokenKey {
  private imported: Promise<webcrypto.CryptoKey> | undefined;

  constructor(private readonly db: Database) {}

  get(): Promise<webcrypto.CryptoKey> {
    this.imported ??= crypto.subtle.importKey(
      'raw',
      new Uint8Array(accessTokenKeyBytes(this.db)),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    return this.imported;
  }
}

function storeToken(
  db: Database,
  token: string,
  kind: 'access' | 'refresh',
  user: number,
  session: string,
  expires: Date,
) {
  db.prepare('INSERT INTO trade_tokens (hash, kind, user_id, session_id, expire_time) VALUES (?, ?, ?, ?, ?)').run(
    secretHash(token),
    kind,
    user,
    session,
    expires.toISOString(),
  );
}

/** A token response for a user: a new session unless `sessionId` continues one (the refresh grant). */
export async function issueTokens(
  { db, accessTokenKey }: { db: Database; accessTokenKey: AccessTokenKey },
  userId: number,
  now: Date,
  sessionId: string = randomUUID(),
): Promise<TokenResponse> {
  const lifetime = tradeLimits.accessTokenLifetimeSeconds;
  const accessToken = await new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setJti(randomUUID())
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(now.getTime() / 1000) + lifetime)
    .sign(await accessTokenKey.get());
  const refreshToken = newToken('rt');
  db.transaction(() => {
    // Expired tokens can never be used again: drop the user's old ones so the table does not grow without end.
    db.prepare('DELETE FROM trade_tokens WHERE user_id = ? AND expire_time <= ?').run(userId, now.toISOString());
    storeToken(db, accessToken, 'access', userId, sessionId, addSeconds(now, lifetime));
    storeToken(
      db,
      refreshToken,
      'refresh',
      userId,
      sessionId,
      addSeconds(now, tradeLimits.refreshTokenLifetimeSeconds),
    );
  })();
  return { access_token: accessToken, token_type: 'bearer', expires_in: lifetime, refresh_token: refreshToken };
}

interface TokenRow {
  user_id: number;
  session_id: string;
  expire_time: string;
  revoked: number;
}

function liveToken(db: Database, token: string, kind: 'access' | 'refresh', now: Date): TokenRow | undefined {
  const row = db
    .prepare('SELECT user_id, session_id, expire_time, revoked FROM trade_tokens WHERE hash = ? AND kind = ?')
    .get(secretHash(token), kind) as TokenRow | undefined;
  if (!row || row.revoked === 1 || new Date(row.expire_time) <= now) return undefined;
  return row;
}

/** The active user an access token belongs to; undefined for an unknown, expired, revoked or deactivated one. */
export function userOfAccessToken(db: Database, token: string, now: Date): UserRow | undefined {
  const row = liveToken(db, token, 'access', now);
  const user = row && findUser(db, row.user_id);
  return user && user.deactivated === 0 ? user : undefined;
}

/** The session and user a live refresh token belongs to. */
export function refreshTokenSession(
  db: Database,
  token: string,
  now: Date,
): { user: UserRow; sessionId: string } | undefined {
  const row = liveToken(db, token, 'refresh', now);
  const user = row && findUser(db, row.user_id);
  return row && user ? { user, sessionId: row.session_id } : undefined;
}

/** Sign-out: the refresh token and every token of its session stop working. Unknown tokens are ignored. */
export function revokeSessionOf(db: Database, refreshToken: string): void {
  const row = db
    .prepare("SELECT session_id FROM trade_tokens WHERE hash = ? AND kind = 'refresh'")
    .get(secretHash(refreshToken)) as { session_id: string } | undefined;
  if (row) db.prepare('UPDATE trade_tokens SET revoked = 1 WHERE session_id = ?').run(row.session_id);
}

/** Every access and refresh token of the user stops working (deactivation, password reset). */
export function revokeAllTokensOf(db: Database, userId: number): void {
  db.prepare('UPDATE trade_tokens SET revoked = 1 WHERE user_id = ?').run(userId);
}
