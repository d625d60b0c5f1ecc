import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { merchantEndpoints } from './endpoints';
import { merchantErrorCodes } from './errors';

// The spec's endpoint table, plus confirm (named by the issue; the spec leaves it "not shown").
const specTable = [
  ['GET', '/rates', 'optionalApiKey'],
  ['GET', '/rates/{currency}', 'optionalApiKey'],
  ['GET', '/altrates', 'optionalApiKey'],
  ['GET', '/altrates/{altcoin}', 'optionalApiKey'],
  ['GET', '/balance', 'apiKey'],
  ['GET', '/invoices', 'apiKey'],
  ['GET', '/invoices/{ID}', 'apiKey'],
  ['POST', '/invoices', 'apiKey'],
  ['PUT', '/invoices/{ID}', 'apiKey'],
  ['POST', '/invoices/{ID}/inputs', 'apiKey'],
  ['GET', '/invoices/{ID}/refunds', 'apiKey'],
  ['POST', '/invoices/{ID}/refunds', 'apiKey'],
  ['GET', '/buys', 'apiKey'],
  ['GET', '/buys/{ID}', 'apiKey'],
  ['POST', '/buys', 'apiKey'],
  ['PUT', '/buys/{ID}/actions/confirm', 'apiKey'],
] as const;

const endpoints = Object.values(merchantEndpoints);

describe('merchant endpoint table', () => {
  it('spec: every endpoint of the table is there, with its auth (rates public, everything else keyed)', () => {
    const table = endpoints.map((endpoint) => [endpoint.method, endpoint.path, endpoint.auth]);
    expect(table).toEqual(specTable);
  });

  it('spec: every response is HTTP 200 with the success envelope; failures are listed as error codes', () => {
    for (const endpoint of endpoints) {
      expect(Object.keys(endpoint.responses)).toEqual(['200']);
      const response = endpoint.responses[200];
      expect(response.schema.safeParse({ success: false, error: { code: 'x', message: 'y' } }).success).toBe(false);
      for (const code of response.errorCodes) expect(Object.keys(merchantErrorCodes)).toContain(code);
      expect(response.errorCodes).toContain('rate_limit_exceeded');
      expect(response.errorCodes).toContain('internal_error');
      expect(new Set(response.errorCodes).size).toBe(response.errorCodes.length);
    }
  });

  it('spec: keyed endpoints can answer api_key_required; endpoints with input can answer invalid_request', () => {
    for (const endpoint of endpoints) {
      const codes: readonly string[] = endpoint.responses[200].errorCodes;
      expect(codes).toContain('api_key_required');
      const takesInput = 'params' in endpoint || 'query' in endpoint || 'body' in endpoint;
      expect(codes.includes('invalid_request')).toBe(takesInput);
    }
  });

  it('every error code is returned by some endpoint, except not_found for unknown routes', () => {
    const used = new Set(endpoints.flatMap((endpoint) => endpoint.responses[200].errorCodes));
    expect(Object.keys(merchantErrorCodes).filter((code) => !used.has(code as never))).toEqual([]);
  });

  it('path parameters match the path templates', () => {
    for (const endpoint of endpoints) {
      const names = [...endpoint.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const declared = 'params' in endpoint ? Object.keys(endpoint.params.shape) : [];
      expect(declared).toEqual(names);
    }
  });

  it('spec: the success data of each endpoint is what the table says', () => {
    const { getInvoice, listInvoices, getBalance, confirmBuyOrder, listInvoiceRefunds } = merchantEndpoints;
    expect(z.globalRegistry.get(getInvoice.responses[200].schema.shape.data)?.id).toBe('Invoice');
    expect(listInvoices.responses[200].schema.safeParse({ success: true, data: [] }).success).toBe(true);
    expect(listInvoiceRefunds.responses[200].schema.safeParse({ success: true, data: [] }).success).toBe(true);
    expect(z.globalRegistry.get(getBalance.responses[200].schema.shape.data)?.id).toBe('Balance');
    expect(z.globalRegistry.get(confirmBuyOrder.responses[200].schema.shape.data)?.id).toBe('BuyOrder');
  });
});
