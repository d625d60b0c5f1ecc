import { describe, expect, it } from 'vitest';
import {
  designedTradeErrorCodes,
  isTradeErrorCode,
  specTradeErrorCodes,
  tradeError,
  tradeErrorCodes,
  TradeErrorResponse,
  tradeErrorStatus,
} from './errors';
import { issuesOf } from './test-support';

describe('TradeErrorResponse', () => {
  it('spec: error and error_description, optionally request_id', () => {
    expect(TradeErrorResponse.parse({ error: 'invalid_request', error_description: 'x' })).toEqual({
      error: 'invalid_request',
      error_description: 'x',
    });
    const three = { error: 'not_found', error_description: 'x', request_id: 'req-1' };
    expect(TradeErrorResponse.parse(three)).toEqual(three);
  });

  it('spec: two or three string fields and no others', () => {
    expect(issuesOf(TradeErrorResponse, { error: 'x', error_description: 'y', detail: 'z' })).toEqual([
      '(root): Unrecognized key: "detail"',
    ]);
    expect(issuesOf(TradeErrorResponse, { error: 'x' })).toEqual([
      'error_description: Invalid input: expected string, received undefined',
    ]);
    expect(issuesOf(TradeErrorResponse, { error: 400, error_description: 'y' })).toHaveLength(1);
  });

  it('spec: tradeError builds a body of two fields without request id, three with one', () => {
    expect(Object.keys(tradeError('invalid_request', 'email: required'))).toEqual(['error', 'error_description']);
    expect(tradeError('internal_error', 'oops', 'req-9')).toEqual({
      error: 'internal_error',
      error_description: 'oops',
      request_id: 'req-9',
    });
  });
});

describe('error codes', () => {
  it('spec: every code the spec names is listed', () => {
    expect([...specTradeErrorCodes].sort()).toEqual(
      [
        'invalid_request',
        'email_address_and_partner_id_in_use',
        'invalid_trusted_email_validation_token',
        'internal_error',
        'not_found',
        'invalid_verification_code',
        'verification_attempts_exceeded',
        'wrong_password',
        'security_code_not_found',
        'invalid_security_code',
        'security_code_attempts_exceeded',
        'invalid_password_reset_token',
        'user_not_found',
        'missing_argument',
        'invalid_partner_token',
      ].sort(),
    );
  });

  it('design: the designed codes answer 401, 403, 404 and 429 and the OAuth errors', () => {
    expect(tradeErrorStatus.missing_token).toBe(401);
    expect(tradeErrorStatus.invalid_token).toBe(403);
    expect(tradeErrorStatus.rate_limited).toBe(429);
    expect(tradeErrorStatus.invalid_grant).toBe(400);
    expect(designedTradeErrorCodes.every((code) => !(specTradeErrorCodes as string[]).includes(code))).toBe(true);
  });

  it('every code is a machine-readable snake_case word with one status', () => {
    for (const code of tradeErrorCodes) {
      expect(code).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
      expect(isTradeErrorCode(code)).toBe(true);
    }
    expect(isTradeErrorCode('toString')).toBe(false);
    expect(new Set(tradeErrorCodes).size).toBe(tradeErrorCodes.length);
  });
});
