// The browser API's route table: every route a view (or the partner's server) calls, with its schemas. The BFF
// registers its routes from this table and the kit's client builds its fetchers from it, so a path or a field
// changes in one place. Browser-safe: no Node imports.
import type { z } from 'zod';
import { defineRoutes } from './route-types';
import { accountRoutes } from './routes-account';
import { paymentRoutes } from './routes-payment';
import { serverRoutes } from './routes-server';
import { traderRoutes } from './routes-trader';

export type { BffAuth, BffMethod, BffResponse, BffRoute } from './route-types';

/** Every route of the browser API, keyed by a name the kit's client uses. */
export const bffRoutes = defineRoutes({ ...accountRoutes, ...traderRoutes, ...paymentRoutes, ...serverRoutes });
export type BffRouteName = keyof typeof bffRoutes;

/** The response body type of a JSON route. */
export type BffResponseOf<N extends BffRouteName> = (typeof bffRoutes)[N]['response'] extends z.ZodType
  ? z.output<(typeof bffRoutes)[N]['response']>
  : undefined;

/** `/kyc/attempts/:id` with `{id: 'x'}` → `/kyc/attempts/x`, each value URL-encoded. */
export function bffPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`bffPath: missing parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}

/** Routes whose method changes state: the CSRF header and an allowed Origin are required on browser calls. */
export function isStateChanging(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
}
