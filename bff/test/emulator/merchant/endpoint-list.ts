// The contract's Merchant endpoints, filtered by what they take: sweeps test every endpoint the contract lists.
import type { Endpoint } from '#contract/endpoint';
import { merchantEndpoints } from '#contract/merchant/endpoints';

export function endpointsOf(takes?: 'body' | 'params' | 'query'): Endpoint[] {
  const all = Object.values(merchantEndpoints) as Endpoint[];
  return takes ? all.filter((endpoint) => endpoint[takes] !== undefined) : all;
}
