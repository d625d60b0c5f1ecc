// One-time codes a user proves with: the emailed email-verification code, the emailed password-reset security
// code, and the reset token that a validated security code is exchanged for. One live code per user and purpose;
// a new one replaces the old. Stored as a hash (salted with the user and purpose), with an expiry and a count of
// wrong tries: more than the limit burns the code.
import type { Database } from '../../db/database';
import { matchesHash, secretHash } from './secrets';

export type CodePurpose = 'email_verification' | 'password_reset' | 'reset_token';

/** How long each kind of code stays valid. */
export const codeLifetimeSeconds: Readonly<Record<CodePurpose, number>> = {
  email_verification: 24 * 60 * 60,
  password_reset: 15 * 60,
  reset_token: 15 * 60,
};

/** More wrong tries than this and the code is refused even when right. */
export const maxInvalidAttempts = 5;

const salted = (userId: number, purpose: CodePurpose, code: string) => `${purpose}:${userId}:${code}`;

export function storeCode(db: Database, userId: number, purpose: CodePurpose, code: string, now: Date): void {
  const expires = new Date(now.getTime() + codeLifetimeSeconds[purpose] * 1000);
  db.prepare(
    `INSERT INTO trade_codes (user_id, purpose, code_hash, expire_time, invalid_attempts) VALUES (?, ?, ?, ?, 0)
     ON CONFLICT (user_id, purpose) DO UPDATE SET code_hash = excluded.code_hash,
       expire_time = excluded.expire_time, invalid_attempts = 0`,
  ).run(userId, purpose, secretHash(salted(userId, purpose, code)), expires.toISOString());
}

export type CodeCheck = 'ok' | 'not_found' | 'invalid' | 'exceeded';

interface CodeRow {
  code_hash: string;
  expire_time: string;
  invalid_attempts: number;
}

/** Checks a presented code; a wrong one counts against the limit, a right one is used up. */
export function checkCode(db: Database, userId: number, purpose: CodePurpose, code: string, now: Date): CodeCheck {
  const row = db
    .prepare('SELECT code_hash, expire_time, invalid_attempts FROM trade_codes WHERE user_id = ? AND purpose = ?')
    .get(userId, purpose) as CodeRow | undefined;
  if (!row || new Date(row.expire_time) <= now) return 'not_found';
  if (row.invalid_attempts >= maxInvalidAttempts + 1) return 'exceeded';
  if (!matchesHash(salted(userId, purpose, code), row.code_hash)) {
    const attempts = row.invalid_attempts + 1;
    db.prepare('UPDATE trade_codes SET invalid_attempts = ? WHERE user_id = ? AND purpose = ?').run(
      attempts,
      userId,
      purpose,
    );
    return attempts > maxInvalidAttempts ? 'exceeded' : 'invalid';
  }
  deleteCode(db, userId, purpose);
  return 'ok';
}

export function deleteCode(db: Database, userId: number, purpose: CodePurpose): void {
  db.prepare('DELETE FROM trade_codes WHERE user_id = ? AND purpose = ?').run(userId, purpose);
}
