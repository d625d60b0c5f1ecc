// The call core both upstream clients share: the URL from the endpoint's table entry and the call's params and
// query, one send through the transport (retries, timeout), and "no answer" as the service's own unavailability.
// What an answer means (status codes, envelopes, error bodies) stays each client's.
import type { Endpoint } from '#contract/endpoint';
import { fillPath, parseJson, queryString } from './endpoint-types';
import { NoAnswerError, send, type TransportOptions, type TransportRequest } from './transport';
import { UpstreamUnavailableError, type UpstreamService } from './upstream-error';

export interface EndpointCall {
  service: UpstreamService;
  endpoint: Endpoint;
  /** The base URL the endpoint's path is relative to. */
  baseUrl: string;
  params?: unknown;
  query?: unknown;
  body?: unknown;
  headers?: Record<string, string>;
  freshHeaders?: TransportRequest['freshHeaders'];
  /** Whether sending it twice does no harm, so a lost answer may be retried. */
  safeToRepeat: boolean;
}

/** The status and parsed JSON body (undefined when empty, a marker symbol when not JSON) of one call. */
export async function callEndpoint(
  call: EndpointCall,
  transport: TransportOptions,
): Promise<{ status: number; body: unknown }> {
  const path = fillPath(call.endpoint.path, call.params as Record<string, unknown> | undefined);
  const url = `${call.baseUrl}${path}${queryString(call.query as Record<string, unknown> | undefined)}`;
  try {
    const response = await send(
      {
        method: call.endpoint.method,
        url,
        body: call.body,
        safeToRepeat: call.safeToRepeat,
        headers: call.headers,
        freshHeaders: call.freshHeaders,
      },
      transport,
    );
    return { status: response.status, body: parseJson(response.text) };
  } catch (error) {
    if (error instanceof NoAnswerError) throw new UpstreamUnavailableError(call.service, error.message);
    throw error;
  }
}
