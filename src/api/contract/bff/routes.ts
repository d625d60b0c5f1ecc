// The browser API's route table: every route a view (or the partner's server) calls, with its schemas. The BFF
// registers its routes from this table, so a path or a field changes in one place. The kit's client does not
// read the table: each view imports the routes it calls from routes-*.ts, so a bundle carries only their schemas.
// Browser-safe: no Node imports.
import type * as z from 'zod/mini';
import * as accountRoutes from './routes-account';
import * as kycRoutes from './routes-kyc';
import * as paymentRoutes from './routes-payment';
import * as profileRoutes from './routes-profile';
import * as serverRoutes from './routes-server';
import * as serviceTimeRoutes from './routes-service-time';
import * as signInRoutes from './routes-sign-in';
import * as traderRoutes from './routes-trader';
import * as tradeRoutes from './routes-trades';
import type { BffRoute } from './route-types';

export type { BffAuth, BffMethod, BffRateLimit, BffResponse, BffRoute } from './route-types';
export { bffPath, isStateChanging } from './route-types';

/** Every route of the browser API, keyed by its name (the name it is exported under). */
export const bffRoutes = {
  ...accountRoutes,
  ...signInRoutes,
  ...traderRoutes,
  ...profileRoutes,
  ...kycRoutes,
  ...tradeRoutes,
  ...paymentRoutes,
  ...serverRoutes,
  ...serviceTimeRoutes,
} satisfies Record<string, BffRoute>;
export type BffRouteName = keyof typeof bffRoutes;

/** The response body type of a JSON route. */
export type BffResponseOf<N extends BffRouteName> = (typeof bffRoutes)[N]['response'] extends z.core.$ZodType
  ? z.output<(typeof bffRoutes)[N]['response']>
  : undefined;
