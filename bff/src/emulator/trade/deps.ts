// What every Trade API route module is handed, and the guard each `auth` kind of its endpoints asks for.
import type { EmulatorContext } from '../context';
import type { Guards } from '../define-endpoint';
import { requireUser } from './bearer';
import { requirePartnerJwtPresent } from './partner-auth';
import type { RateLimiter } from './rate-limit';

export interface TradeDeps {
  ctx: EmulatorContext;
  limiter: RateLimiter;
  guards: Guards;
}

/** Bearer endpoints need a live user token; partner-JWT ones a bearer JWT, which each endpoint then verifies. */
export function tradeGuards(ctx: EmulatorContext): Guards {
  return {
    none: {},
    bearer: { onRequest: requireUser(ctx) },
    partnerJwt: { onRequest: requirePartnerJwtPresent },
  };
}
