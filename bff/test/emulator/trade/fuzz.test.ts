// Property: whatever body a client sends to any Trade API endpoint, the answer is never a 5xx; an error is the
// spec's shape `{error, error_description, request_id}` with a status and a code the contract lists for that
// endpoint. Bodies are arbitrary JSON and near-misses (the endpoint's own field names with arbitrary values).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from '#contract/endpoint';
import { tradeEndpoints } from '#contract/trade/endpoints';
import { TradeErrorResponse } from '#contract/trade/errors';
import { NumericIdParams } from '#contract/trade/trades';
import { partnerJwt, signedInTrader, startTrade, type TestServer } from './helpers';

let server: TestServer;
let bearer: Record<string, string>;
let email: string;

beforeAll(async () => {
  // The abuse limit is configuration; a property test sends far more than a person would.
  server = await startTrade({ TRADE_AUTH_RATE_LIMIT_PER_MINUTE: '1000000' });
  const trader = await signedInTrader(server);
  bearer = trader.auth;
  email = trader.email;
});
afterAll(() => server.app.close());

/** Field names of a body schema (each option of a union), so near-miss bodies use them. */
function fieldNames(schema: z.core.$ZodType | undefined): string[] {
  if (!schema) return [];
  // Core classes: the contract's schemas are zod/mini ones, which classic's ZodObject and friends do not match.
  if (schema instanceof z.core.$ZodObject) return Object.keys(schema._zod.def.shape);
  if (schema instanceof z.core.$ZodUnion)
    return [...new Set(schema._zod.def.options.flatMap((option) => fieldNames(option)))];
  if (schema instanceof z.core.$ZodPipe) return fieldNames(schema._zod.def.in);
  return [];
}

const fieldValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string(),
  fc.constantFrom('', 'corporate', 'password', 'refresh_token', 'US', 'other', 'non_pep', 'pep', 'completed', '123456'),
  fc.uuid(),
  fc.emailAddress(),
  fc.integer(),
  fc.double(),
);

function bodies(endpoint: Endpoint) {
  const names = fieldNames(endpoint.body);
  const nearMiss = names.length
    ? fc.record(Object.fromEntries(names.map((name) => [name, fieldValue])), { requiredKeys: [] })
    : fc.constant({});
  return fc.oneof(fc.jsonValue({ maxDepth: 3 }), nearMiss);
}

function url(endpoint: Endpoint): string {
  const prefix = endpoint.server === 'user' ? '/user' : '/trade';
  return (
    prefix +
    endpoint.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
      name.includes('partner') || name === 'id' ? server.sandbox.partnerId : '00000000-0000-4000-8000-000000000000',
    )
  );
}

async function headersFor(endpoint: Endpoint): Promise<Record<string, string>> {
  if (endpoint.auth === 'bearer') return bearer;
  if (endpoint.auth === 'partnerJwt')
    return {
      authorization: `Bearer ${await partnerJwt(server, { email, traderId: 1, externalId: 'x', reviewId: '00000000-0000-4000-8000-000000000000' })}`,
    };
  return {};
}

function expectContractAnswer(endpoint: Endpoint, response: { statusCode: number; body: string; json: () => unknown }) {
  expect(response.statusCode, response.body).toBeLessThan(500);
  if (response.statusCode < 400) return;
  const body = TradeErrorResponse.parse(response.json());
  const listed = endpoint.responses[response.statusCode];
  expect(listed, `${endpoint.operationId} answered ${response.statusCode} ${response.body}`).toBeDefined();
  expect(listed?.errorCodes ?? [], `${endpoint.operationId}: ${response.body}`).toContain(body.error);
}

const withJsonBody = Object.values(tradeEndpoints as Record<string, Endpoint>).filter(
  (endpoint) => endpoint.body !== undefined,
);

describe('every request body of every endpoint (fast-check)', () => {
  it.each(withJsonBody.map((endpoint) => [endpoint.operationId, endpoint] as const))(
    '%s answers 4xx in the spec error shape, never 5xx',
    async (_name, endpoint) => {
      const headers = await headersFor(endpoint);
      await fc.assert(
        fc.asyncProperty(bodies(endpoint), async (body) => {
          const response = await server.app.inject({
            method: endpoint.method,
            url: url(endpoint),
            headers: { ...headers, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          expectContractAnswer(endpoint, response);
        }),
        { numRuns: 40 },
      );
    },
    60_000,
  );

  it('uploadPartnerKycDocument: arbitrary bytes and header values never give a 5xx', async () => {
    const endpoint = tradeEndpoints.uploadPartnerKycDocument as Endpoint;
    const headers = await headersFor(endpoint);
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 64 }),
        fc.record({
          'content-type': fc.oneof(fc.constant('image/png'), fc.string({ minLength: 1 })),
          'x-upload-external-id': fc.string(),
          'x-upload-document-type': fc.oneof(
            fc.constantFrom('passport', 'national_id', 'drivers_license'),
            fc.string(),
          ),
          'x-upload-filename': fc.string(),
        }),
        async (bytes, extra) => {
          // Header values must be legal HTTP header text for the request to be sent at all.
          const legal = Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, v.replace(/[^\x20-\x7e]/g, '')]));
          const response = await server.app.inject({
            method: 'POST',
            url: url(endpoint),
            headers: { ...headers, ...legal },
            payload: Buffer.from(bytes),
          });
          expectContractAnswer(endpoint, response);
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);

  it('getApproximateQuote: arbitrary query strings never give a 5xx', async () => {
    const endpoint = tradeEndpoints.getApproximateQuote as Endpoint;
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            baseAmount: fc.oneof(
              fc.string(),
              fc.double().map(String),
              fc.constantFrom('1e400', '-0', '0.00000001', '100'),
            ),
            baseCurrency: fc.oneof(fc.string(), fc.constantFrom('EUR', 'BTC', 'JPY', 'XXXXXXXXXX')),
            quoteCurrency: fc.oneof(fc.string(), fc.constantFrom('EUR', 'BTC')),
            transferInMedium: fc.oneof(fc.string(), fc.constantFrom('card', 'bank', 'blockchain')),
            transferOutMedium: fc.oneof(fc.string(), fc.constantFrom('card', 'bank', 'blockchain')),
          },
          { requiredKeys: [] },
        ),
        async (query) => {
          const response = await server.app.inject({ method: 'GET', url: url(endpoint), query });
          expectContractAnswer(endpoint, response);
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);

  it('listTraderPaymentMethods: arbitrary query strings, with and without a token, never give a 5xx', async () => {
    const endpoint = tradeEndpoints.listTraderPaymentMethods as Endpoint;
    const amount = fc.oneof(fc.string(), fc.double().map(String), fc.constantFrom('1e400', '-0', '0', '10', '0.0005'));
    const currency = fc.oneof(fc.string(), fc.constantFrom('EUR', 'BTC', 'DKK', 'JPY', 'eur'));
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          { inCurrency: currency, outCurrency: currency, inAmount: amount, outAmount: amount },
          { requiredKeys: [] },
        ),
        fc.boolean(),
        async (query, withToken) => {
          const response = await server.app.inject({
            method: 'GET',
            url: url(endpoint),
            query,
            headers: withToken ? bearer : {},
          });
          expectContractAnswer(endpoint, response);
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);

  it('every trading endpoint with an id in its path: arbitrary ids never give a 5xx', async () => {
    const withId = Object.values(tradeEndpoints as Record<string, Endpoint>).filter(
      (endpoint) => endpoint.params === NumericIdParams,
    );
    expect(withId.length).toBeGreaterThanOrEqual(7);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...withId),
        fc.oneof(
          fc.string({ minLength: 1 }),
          fc.integer().map(String),
          fc.constantFrom('0', '-1', '1.5', '9'.repeat(30)),
        ),
        async (endpoint, id) => {
          const response = await server.app.inject({
            method: endpoint.method,
            url: `/trade${endpoint.path.replace('{id}', encodeURIComponent(id))}`,
            headers: { ...bearer, 'content-type': 'application/json' },
            ...(endpoint.body ? { payload: '{}' } : {}),
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
          // An id that cannot name anything is malformed (400) or simply not found (404); either is the API's shape.
          if (response.statusCode >= 400) TradeErrorResponse.parse(response.json());
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);
});
