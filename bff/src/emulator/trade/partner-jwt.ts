// Verifies a JWT a partner signed with its own key pair. The header is checked by hand first because jose accepts
// extra header keys: exactly `typ: JWT` and one of six asymmetric algorithms, nothing else (no `jwk`, `jku`,
// `kid`, `x5u`: a token never names its own key or makes the server fetch anything). The key is always the one
// the partner registered; HMAC and `none` can never be chosen by a token because `algorithms` is pinned.
import { createPublicKey, type KeyObject } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import * as z from 'zod/mini';
import type { OffsetClock } from '../../clock';
import { PartnerJwtHeader, partnerJwtAlgorithms } from '#contract/trade/partner-jwt';
import type { Partner } from './partner-store';

export type PartnerJwtResult<T> = { ok: true; payload: T } | { ok: false; reason: string };

function publicKeyOf(partner: Partner): KeyObject | undefined {
  try {
    const key = createPublicKey(partner.publicKeyPem);
    return key.asymmetricKeyType === 'rsa' || key.asymmetricKeyType === 'ec' ? key : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks header, signature (with the partner's registered key), `exp` against the partner's clock ({@link partnerClockNow}),
 * then the payload shape. Never throws: every failure is a reason the caller words in its endpoint's own error code.
 */
export async function verifyPartnerJwt<S extends z.core.$ZodType>(
  token: string,
  partner: Partner,
  payloadSchema: S,
  clock: OffsetClock,
): Promise<PartnerJwtResult<z.output<S>>> {
  let header: unknown;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    return { ok: false, reason: 'the token is not a JWT' };
  }
  if (token.split('.').length !== 3) return { ok: false, reason: 'the token is not a signed JWT' };
  const checkedHeader = PartnerJwtHeader.safeParse(header);
  if (!checkedHeader.success) {
    return {
      ok: false,
      reason: `the JWT header must be exactly {typ: "JWT", alg} with alg one of ${partnerJwtAlgorithms.join(', ')}`,
    };
  }
  const key = publicKeyOf(partner);
  if (!key) return { ok: false, reason: 'the partner has no usable public key' };
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, key, {
      algorithms: [...partnerJwtAlgorithms],
      currentDate: partnerClockNow(clock),
      typ: 'JWT',
    }));
  } catch (error) {
    const code = (error as { code?: string }).code;
    return {
      ok: false,
      reason: code === 'ERR_JWT_EXPIRED' ? 'the JWT has expired' : 'the JWT does not verify with the partner key',
    };
  }
  const checked = z.safeParse(payloadSchema, payload);
  if (!checked.success) return { ok: false, reason: 'the JWT payload is missing a claim or has a malformed one' };
  return { ok: true, payload: checked.data };
}

/**
 * The time a partner's `exp` is judged by: the sandbox clock without the offset the sandbox moved it by. A partner
 * (the BFF included) signs with its own, real clock; judging its tokens by a clock moved days ahead would refuse
 * every short-lived token after any expiry test moved sandbox time.
 */
export function partnerClockNow(clock: OffsetClock): Date {
  return new Date(clock.now().getTime() - clock.offset);
}

/** The token of `Authorization: Bearer <token>`; undefined when there is none. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer +(\S+) *$/i.exec(authorization ?? '');
  return match?.[1];
}
