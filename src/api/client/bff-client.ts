// A typed client of the browser API, built from the BFF's route table: a path or a field changes in one place.
import { z } from 'zod';
import { bffPath, bffRoutes, type BffRouteName } from '../bff/routes';
import type { BffFetcher } from './fetcher';

type Route<N extends BffRouteName> = (typeof bffRoutes)[N];
type Input<R, K extends string> = R extends { [P in K]: infer S extends z.ZodType } ? z.input<S> : undefined;

/** What a call of route `N` sends: its path params, query and body, as the route table types them. */
export interface BffCallInput<N extends BffRouteName> {
  params?: Input<Route<N>, 'params'>;
  query?: Input<Route<N>, 'query'>;
  body?: Input<Route<N>, 'body'>;
  signal?: AbortSignal;
}

/** What a successful call of route `N` answers (undefined for an empty answer). */
export type BffAnswer<N extends BffRouteName> = Route<N>['response'] extends z.ZodType
  ? z.output<Route<N>['response']>
  : undefined;

/** Calls browser API routes by name. */
export interface BffClient {
  call<N extends BffRouteName>(name: N, input?: BffCallInput<N>): Promise<BffAnswer<N>>;
}

const nothing = z.unknown().transform(() => undefined);

export function createBffClient(fetcher: BffFetcher): BffClient {
  return {
    async call<N extends BffRouteName>(name: N, input: BffCallInput<N> = {}): Promise<BffAnswer<N>> {
      const route: Route<BffRouteName> = bffRoutes[name];
      const schema = typeof route.response === 'string' ? nothing : route.response;
      const result = await fetcher(
        {
          method: route.method,
          path: bffPath(route.path, input.params as Record<string, string> | undefined),
          query: input.query as Record<string, string | number | undefined> | undefined,
          body: input.body,
          signal: input.signal,
        },
        schema,
      );
      return result as BffAnswer<N>;
    },
  };
}
