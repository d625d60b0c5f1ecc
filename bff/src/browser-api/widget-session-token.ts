// Trusted widget sessions: the partner's server (admin token) asks for a short-lived token carrying an email it
// has already verified; the widget hands it to the BFF once, and sign-ups in that session skip the emailed code.
// The token is signed with a key derived from SESSION_SECRET and can open one session only.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../clock';
import type { SessionCrypto } from './session-crypto';
import type { UsedWidgetTokenStorage } from './storage/used-widget-token-storage';

const Payload = z.object({ v: z.literal(1), jti: z.string(), email: z.string(), exp: z.int() });

/** How long after the token is used the session stays trusted: time enough to fill in sign-up. */
export const TRUSTED_SESSION_SECONDS = 30 * 60;

export function mintWidgetSessionToken(
  crypto: SessionCrypto,
  clock: Clock,
  email: string,
  ttlSeconds: number,
): { token: string; expiresAt: Date } {
  const expiresAt = new Date(clock.now().getTime() + ttlSeconds * 1000);
  const payload = { v: 1, jti: randomUUID(), email, exp: Math.floor(expiresAt.getTime() / 1000) };
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return { token: `${data}.${crypto.signToken(data)}`, expiresAt };
}

/**
 * The email of a genuine, unexpired, unused token, marking it used; undefined otherwise (which one is not told,
 * so a probe learns nothing).
 */
export async function redeemWidgetSessionToken(
  used: UsedWidgetTokenStorage,
  crypto: SessionCrypto,
  clock: Clock,
  token: string,
): Promise<string | undefined> {
  const [data, signature, extra] = token.split('.');
  if (!data || !signature || extra !== undefined || !crypto.verifyToken(data, signature)) return undefined;
  let payload: z.infer<typeof Payload>;
  try {
    payload = Payload.parse(JSON.parse(Buffer.from(data, 'base64url').toString('utf8')));
  } catch {
    return undefined;
  }
  const now = clock.now();
  if (payload.exp * 1000 <= now.getTime()) return undefined;
  const first = await used.markUsed(payload.jti, new Date(payload.exp * 1000), now);
  return first ? payload.email : undefined;
}
