// Typed client of the Trade API, driven by the contract's endpoint table: each answer is parsed with the
// contract's schema, errors come back as UpstreamError with the service's own code.
import { z } from 'zod';
import type { Endpoint } from '#contract/endpoint';
import { tradeEndpoints, type TradeEndpointName } from '#contract/trade/endpoints';
import { fillPath, parseJson, queryString, type CallInput, type SuccessBody } from './endpoint-types';
import { NoAnswerError, send, type TransportOptions } from './transport';
import { UpstreamError, UpstreamProtocolError, UpstreamUnavailableError } from './upstream-error';

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
      const base = endpoint.server === 'user' ? options.userUrl : options.baseUrl;
      const url = `${base}${fillPath(endpoint.path, input.params as Record<string, unknown>)}${queryString(input.query as Record<string, unknown>)}`;
      const safeToRepeat = endpoint.method === 'GET' || endpoint.method === 'PUT' || repeatablePosts.has(name);
      let response;
      try {
        response = await send(
          {
            method: endpoint.method,
            url,
            body: input.body,
            safeToRepeat,
            headers: { ...(input.bearer ? { authorization: `Bearer ${input.bearer}` } : {}), ...input.headers },
          },
          options.transport,
        );
      } catch (error) {
        if (error instanceof NoAnswerError) throw new UpstreamUnavailableError('trade', error.message);
        throw error;
      }
      const body = parseJson(response.text);
      const documented = endpoint.responses[response.status];
      if (response.status >= 200 && response.status < 300) {
        if (!documented) throw new UpstreamProtocolError('trade', `${name} answered undocumented ${response.status}`);
        if (!documented.schema) return undefined as SuccessBody<Endpoints[typeof name]>;
        // Some services send no body where the contract documents `{}`; that is the same answer.
        const parsed = z.safeParse(documented.schema, body === undefined ? {} : body);
        if (!parsed.success)
          throw new UpstreamProtocolError('trade', `${name} answered a body the contract does not allow`);
        return parsed.data as SuccessBody<Endpoints[typeof name]>;
      }
      const error = TradeErrorBody.safeParse(body);
      if (!error.success || response.status >= 500) {
        throw new UpstreamProtocolError(
          'trade',
          `${name} failed with HTTP ${response.status}${error.success ? ` (${error.data.error})` : ''}`,
        );
      }
      throw new UpstreamError(
        'trade',
        response.status,
        error.data.error,
        error.data.error_description ?? error.data.error,
      );
    },
  };
}
