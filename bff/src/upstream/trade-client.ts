// Typed client of the Trade API, driven by the contract's endpoint table: each answer is parsed with the
// contract's schema, errors come back as UpstreamError with the service's own code.
import { z } from 'zod';
import type { Endpoint } from '#contract/endpoint';
import { tradeEndpoints, type TradeEndpointName } from '#contract/trade/endpoints';
import { callEndpoint } from './endpoint-call';
import type { CallInput, SuccessBody } from './endpoint-types';
import type { TransportOptions } from './transport';
import { UpstreamError, UpstreamProtocolError } from './upstream-error';

type Endpoints = typeof tradeEndpoints;

export type TradeCallInput<N extends TradeEndpointName> = CallInput<Endpoints[N]> & {
  /** `Authorization: Bearer …`: a user's access token or a partner JWT. */
  bearer?: string;
};

export interface TradeClient {
  call<N extends TradeEndpointName>(name: N, input: TradeCallInput<N>): Promise<SuccessBody<Endpoints[N]>>;
}

export interface TradeClientOptions {
  baseUrl: string;
  userUrl: string;
  transport: TransportOptions;
}

/**
 * POSTs that are safe to send twice: revoking a revoked token is a 204 (RFC 7009), and a partner KYC review with
 * the same `externalId` answers 200 "already exists, nothing changed".
 */
const repeatablePosts: ReadonlySet<TradeEndpointName> = new Set(['revokeToken', 'createPartnerKycReview']);

// Lenient on purpose: a code must reach the views even if the service adds a field to its error object.
const TradeErrorBody = z.object({ error: z.string().min(1), error_description: z.string().optional() });

export function createTradeClient(options: TradeClientOptions): TradeClient {
  return {
    async call(name, input) {
      const endpoint: Endpoint = tradeEndpoints[name];
      const { status, body } = await callEndpoint(
        {
          service: 'trade',
          endpoint,
          baseUrl: endpoint.server === 'user' ? options.userUrl : options.baseUrl,
          ...input,
          safeToRepeat: endpoint.method === 'GET' || endpoint.method === 'PUT' || repeatablePosts.has(name),
          headers: { ...(input.bearer ? { authorization: `Bearer ${input.bearer}` } : {}), ...input.headers },
        },
        options.transport,
      );
      const documented = endpoint.responses[status];
      if (status >= 200 && status < 300) {
        if (!documented) throw new UpstreamProtocolError('trade', `${name} answered undocumented ${status}`);
        if (!documented.schema) return undefined as SuccessBody<Endpoints[typeof name]>;
        // Some services send no body where the contract documents `{}`; that is the same answer.
        const parsed = z.safeParse(documented.schema, body === undefined ? {} : body);
        if (!parsed.success)
          throw new UpstreamProtocolError('trade', `${name} answered a body the contract does not allow`);
        return parsed.data as SuccessBody<Endpoints[typeof name]>;
      }
      const error = TradeErrorBody.safeParse(body);
      if (!error.success || status >= 500) {
        throw new UpstreamProtocolError(
          'trade',
          `${name} failed with HTTP ${status}${error.success ? ` (${error.data.error})` : ''}`,
        );
      }
      throw new UpstreamError('trade', status, error.data.error, error.data.error_description ?? error.data.error);
    },
  };
}
