// What every Trade API route module is handed, and the guard each `auth` kind of its endpoints asks for.
import type { EmulatorContext } from '../context';
import type { Guards } from '../define-endpoint';
import { optionalUser, requireUser } from './bearer';
import { requirePartnerJwtPresent } from './partner-auth';
import type { RateLimiter } from './rate-limit';

export interface TradeDeps {
  ctx: EmulatorContext;
  limiter: RateLimiter;
  guards: Guards;
}

/**
 * Bearer endpoints need a live user token, optional-bearer ones a live one only if sent; partner-JWT ones a bearer
 * JWT, which each endpoint then verifies.
 */
export function tradeGuards(ctx: EmulatorContext): Guards {
  return {
    none: {},
    bearer: { onRequest: requireUser(ctx) },
    optionalBearer: { onRequest: optionalUser(ctx) },
    partnerJwt: { onRequest: requirePartnerJwtPresent },
  };
}
