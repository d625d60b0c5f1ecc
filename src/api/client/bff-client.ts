// A typed client of the browser API. A call names its route object (from src/api/contract/bff/routes-*.ts), not a key of
// the whole route table, so a view's bundle carries the schemas of the routes it calls and no others.
import * as z from 'zod/mini';
import { bffPath, type BffRoute } from '../contract/bff/route-types';
import type { BffFetcher } from './fetcher';

type Input<R, K extends string> = R extends { [P in K]: infer S extends z.core.$ZodType } ? z.input<S> : undefined;

/** What a call of route `R` sends: its path params, query and body, as the route types them. */
export interface BffCallInput<R extends BffRoute> {
  params?: Input<R, 'params'>;
  query?: Input<R, 'query'>;
  body?: Input<R, 'body'>;
  signal?: AbortSignal;
}

/** What a successful call of route `R` answers (undefined for an empty answer). */
export type BffAnswer<R extends BffRoute> = R['response'] extends z.core.$ZodType ? z.output<R['response']> : undefined;

/** The request body a call of route `R` takes. */
export type BffBody<R extends BffRoute> = NonNullable<BffCallInput<R>['body']>;

/** Calls browser API routes. */
export interface BffClient {
  call<R extends BffRoute>(route: R, input?: BffCallInput<R>): Promise<BffAnswer<R>>;
}

const nothing = z.pipe(
  z.unknown(),
  z.transform(() => undefined),
);

export function createBffClient(fetcher: BffFetcher): BffClient {
  return {
    async call<R extends BffRoute>(route: R, input: BffCallInput<R> = {}): Promise<BffAnswer<R>> {
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
      return result as BffAnswer<R>;
    },
  };
}
