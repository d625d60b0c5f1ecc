import { describe, expect, it } from 'vitest';
import type { Endpoint, EndpointAuth } from '../endpoint';
import { tradeEndpoints } from './endpoints';
import { isTradeErrorCode, tradeErrorStatus } from './errors';

interface Row {
  method: string;
  path: string;
  auth: EndpointAuth;
  /** Statuses the spec's endpoint table gives. */
  spec: number[];
  /** Statuses this contract adds (Authentication rule 1 for 401/403, and the designed 404/429). */
  designed: number[];
  /** Error codes the spec names for the endpoint. */
  codes?: string[];
}

// The spec's endpoint table, row by row, plus the PEP declaration it leaves out.
const table: Row[] = [
  {
    method: 'POST',
    path: '/signup/trader',
    auth: 'none',
    spec: [201, 400, 500],
    designed: [429],
    codes: [
      'invalid_request',
      'email_address_and_partner_id_in_use',
      'invalid_trusted_email_validation_token',
      'internal_error',
    ],
  },
  { method: 'POST', path: '/auth', auth: 'none', spec: [200, 400], designed: [429] },
  { method: 'POST', path: '/auth/revoke', auth: 'none', spec: [204, 400], designed: [] },
  { method: 'PUT', path: '/me/deactivate', auth: 'bearer', spec: [204, 500], designed: [401, 403] },
  {
    method: 'GET',
    path: '/partners/{partner_id}/approximate-quote',
    auth: 'none',
    spec: [],
    designed: [200, 400, 404, 429],
  },
  {
    method: 'POST',
    path: '/partners/{partner_id}/kyc',
    auth: 'partnerJwt',
    spec: [200, 201, 400, 401],
    designed: [403, 404],
  },
  {
    method: 'POST',
    path: '/partners/{partner_id}/kyc/{review_id}/documents',
    auth: 'partnerJwt',
    spec: [201, 400, 401],
    designed: [403, 404],
  },
  {
    method: 'GET',
    path: '/countries/{id}',
    auth: 'none',
    spec: [200, 400, 404],
    designed: [429],
    codes: ['invalid_request', 'not_found'],
  },
  {
    method: 'GET',
    path: '/partners/{id}/payment-methods',
    auth: 'none',
    spec: [200, 400, 404],
    designed: [429],
    codes: ['invalid_request', 'not_found'],
  },
  {
    method: 'POST',
    path: '/users/me/request-email-verification',
    auth: 'bearer',
    spec: [200, 400],
    designed: [401, 403, 429],
    codes: ['invalid_request'],
  },
  {
    method: 'POST',
    path: '/users/me/verify-email',
    auth: 'bearer',
    spec: [200, 400, 404],
    designed: [401, 403],
    codes: ['invalid_verification_code', 'verification_attempts_exceeded'],
  },
  {
    method: 'PATCH',
    path: '/users/me',
    auth: 'bearer',
    spec: [200, 400, 401],
    designed: [403],
    codes: ['wrong_password', 'invalid_request'],
  },
  {
    method: 'POST',
    path: '/users/request-password-reset',
    auth: 'none',
    spec: [200, 400],
    designed: [429],
    codes: ['invalid_request'],
  },
  {
    method: 'POST',
    path: '/users/validate-security-code',
    auth: 'none',
    spec: [200, 400, 404],
    designed: [429],
    codes: ['security_code_not_found', 'invalid_security_code', 'security_code_attempts_exceeded'],
  },
  {
    method: 'POST',
    path: '/users/reset-password',
    auth: 'none',
    spec: [200, 400, 404],
    designed: [429],
    codes: ['invalid_password_reset_token', 'user_not_found'],
  },
  {
    method: 'POST',
    path: '/users/reset-offline-token',
    auth: 'partnerJwt',
    spec: [200, 400, 401, 404],
    designed: [],
    codes: ['missing_argument', 'user_not_found', 'invalid_partner_token'],
  },
  { method: 'GET', path: '/traders/me', auth: 'bearer', spec: [200, 404], designed: [401, 403] },
  // Not in the spec: the profile change older clients make (docs/trade-api-choices.md, trades compatibility).
  {
    method: 'PATCH',
    path: '/traders/me',
    auth: 'bearer',
    spec: [],
    designed: [200, 400, 401, 403, 404],
    codes: ['invalid_request', 'trader_not_found'],
  },
  { method: 'POST', path: '/traders/me/address', auth: 'bearer', spec: [201, 400, 401, 403], designed: [] },
  { method: 'GET', path: '/traders/me/address', auth: 'bearer', spec: [200, 401, 403], designed: [] },
  { method: 'POST', path: '/kyc/identification-attempts', auth: 'bearer', spec: [201, 400, 401, 403], designed: [] },
  {
    method: 'GET',
    path: '/kyc/identification-attempts/{id}',
    auth: 'bearer',
    spec: [200, 401, 403, 404],
    designed: [],
  },
  { method: 'GET', path: '/kyc/identification-attempts', auth: 'bearer', spec: [200, 401, 403], designed: [] },
  { method: 'POST', path: '/traders/me/corporate-details', auth: 'bearer', spec: [201, 400, 401, 403], designed: [] },
  {
    method: 'GET',
    path: '/traders/me/source-of-funds/annual-trade-volume-buckets',
    auth: 'bearer',
    spec: [],
    designed: [200, 401, 403],
  },
  { method: 'POST', path: '/traders/me/source-of-funds', auth: 'bearer', spec: [201, 400, 401, 403], designed: [] },
  {
    method: 'POST',
    path: '/traders/me/shareholder-relation',
    auth: 'bearer',
    spec: [200, 400, 401, 403],
    designed: [],
  },
  { method: 'POST', path: '/traders/me/pep', auth: 'bearer', spec: [], designed: [201, 400, 401, 403] },
  // trades.md: the trading endpoints. Their statuses are the real service's where clients show them, else choices.
  {
    method: 'GET',
    path: '/trades/payment-methods',
    auth: 'optionalBearer',
    spec: [200],
    designed: [400, 401, 403],
  },
  { method: 'POST', path: '/trades/quote', auth: 'optionalBearer', spec: [201], designed: [400, 401, 403] },
  { method: 'GET', path: '/trades/quote/{id}', auth: 'bearer', spec: [200], designed: [401, 403, 404] },
  {
    method: 'POST',
    path: '/trades',
    auth: 'bearer',
    spec: [201, 400],
    designed: [401, 403, 404],
    codes: ['invalid_argument', 'invalid_blockchain_account', 'wait_after_first_trade'],
  },
  { method: 'GET', path: '/trades', auth: 'bearer', spec: [200], designed: [401, 403] },
  { method: 'GET', path: '/trades/{id}', auth: 'bearer', spec: [200, 404], designed: [401, 403] },
  { method: 'PATCH', path: '/trades/{id}/cancel', auth: 'bearer', spec: [200, 400], designed: [401, 403, 404] },
  {
    method: 'POST',
    path: '/trades/{id}/test/bank-transfer',
    auth: 'bearer',
    spec: [200],
    designed: [400, 401, 403, 404],
  },
  { method: 'GET', path: '/trades/subscriptions', auth: 'bearer', spec: [200], designed: [401, 403] },
  {
    method: 'PATCH',
    path: '/trades/subscriptions/{id}',
    auth: 'bearer',
    spec: [200],
    designed: [400, 401, 403, 404],
  },
  { method: 'GET', path: '/bank-accounts', auth: 'bearer', spec: [200], designed: [401, 403] },
  { method: 'GET', path: '/bank-accounts/{id}', auth: 'bearer', spec: [200], designed: [401, 403, 404] },
  {
    method: 'POST',
    path: '/bank-accounts',
    auth: 'bearer',
    spec: [201, 400],
    designed: [401, 403],
    codes: ['invalid_iban'],
  },
  { method: 'DELETE', path: '/bank-accounts/{id}', auth: 'bearer', spec: [204], designed: [401, 403, 404] },
];

const endpoints: Endpoint[] = Object.values(tradeEndpoints);
const find = (row: Row) => endpoints.find((endpoint) => endpoint.method === row.method && endpoint.path === row.path);

describe('tradeEndpoints', () => {
  it('spec: every endpoint of the table is there, and nothing else', () => {
    for (const row of table) expect(find(row), `${row.method} ${row.path}`).toBeDefined();
    expect(endpoints).toHaveLength(table.length);
  });

  it.each(table)('spec: $method $path has its auth and exactly its statuses', (row) => {
    const endpoint = find(row)!;
    expect(endpoint.auth).toBe(row.auth);
    const statuses = Object.keys(endpoint.responses).map(Number).sort();
    expect(statuses).toEqual([...row.spec, ...row.designed].sort());
    const listed = Object.values(endpoint.responses).flatMap((response) => response.errorCodes ?? []);
    for (const code of row.codes ?? []) expect(listed).toContain(code);
  });

  it('spec: the deactivate endpoint lives at {user_url}, every other one at {base_url}', () => {
    expect(tradeEndpoints.deactivateUser.server).toBe('user');
    for (const endpoint of endpoints.filter((e) => e !== tradeEndpoints.deactivateUser))
      expect(endpoint.server).toBeUndefined();
  });

  it('design: every error status lists its codes, each a Trade API code of that very status', () => {
    for (const endpoint of endpoints) {
      for (const [status, response] of Object.entries(endpoint.responses)) {
        const where = `${endpoint.operationId} ${status}`;
        if (Number(status) < 400) {
          expect(response.errorCodes, where).toBeUndefined();
          continue;
        }
        expect(response.errorCodes?.length, where).toBeGreaterThan(0);
        for (const code of response.errorCodes ?? []) {
          expect(isTradeErrorCode(code), `${where} ${code}`).toBe(true);
          expect(tradeErrorStatus[code as keyof typeof tradeErrorStatus], `${where} ${code}`).toBe(Number(status));
        }
      }
    }
  });

  it('spec: the document upload takes raw bytes and the upload headers', () => {
    const upload = tradeEndpoints.uploadPartnerKycDocument;
    expect(upload.rawBody).toBeDefined();
    expect('body' in upload).toBe(false);
    expect(Object.keys(upload.headers.shape)).toEqual([
      'content-type',
      'x-upload-external-id',
      'x-upload-document-type',
      'x-upload-filename',
    ]);
  });

  it('the key of each endpoint is its operationId, and path templates match params', () => {
    for (const [key, endpoint] of Object.entries(tradeEndpoints)) {
      expect(endpoint.operationId).toBe(key);
      const names = [...endpoint.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const params = Object.keys((endpoint as Endpoint).params?._zod.def.shape ?? {});
      expect(params.sort()).toEqual(names.sort());
    }
  });
});
