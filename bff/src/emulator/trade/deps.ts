// What every Trade API route module is handed.
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from '../../http/validation';
import type { EmulatorContext } from '../context';
import type { RateLimiter } from './rate-limit';

export interface TradeDeps {
  ctx: EmulatorContext;
  limiter: RateLimiter;
}

/** A Fastify scope whose route schemas are the contract's zod schemas. */
export type TradeRoutes = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
