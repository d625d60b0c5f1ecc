import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MerchantFailure, merchantEnvelope, merchantSuccess } from './envelope';
import { MerchantErrorCode, commonErrorCodes, merchantErrorCodes } from './errors';

describe('envelope', () => {
  it('spec: success is {success: true, data}', () => {
    const schema = merchantSuccess(z.object({ btc: z.number() }));
    expect(schema.parse({ success: true, data: { btc: 1 } })).toEqual({ success: true, data: { btc: 1 } });
    expect(schema.safeParse({ success: false, data: { btc: 1 } }).success).toBe(false);
  });

  it('spec: failure is {success: false, error: {code, message, url?}}', () => {
    const body = { success: false, error: { code: 'api_key_required', message: 'No Authorization header.' } };
    expect(MerchantFailure.parse(body)).toEqual(body);
    const withUrl = { success: false, error: { ...body.error, url: 'https://docs.example/auth' } };
    expect(MerchantFailure.parse(withUrl)).toEqual(withUrl);
    expect(MerchantFailure.safeParse({ success: false, error: { code: 'x' } }).success).toBe(false);
  });

  it('parses a code this contract does not know, so a client survives new codes of the real service', () => {
    expect(MerchantFailure.safeParse({ success: false, error: { code: 'brand_new', message: 'm' } }).success).toBe(
      true,
    );
  });

  it('merchantEnvelope tells the two bodies apart by `success`', () => {
    const schema = merchantEnvelope(z.array(z.number()));
    expect(schema.parse({ success: true, data: [1, 2] })).toEqual({ success: true, data: [1, 2] });
    const failure = schema.parse({ success: false, error: { code: 'not_found', message: 'm' } });
    expect(failure.success).toBe(false);
  });
});

describe('error codes', () => {
  it('spec: api_key_required and rate_limit_exceeded are codes', () => {
    expect(merchantErrorCodes).toHaveProperty('api_key_required');
    expect(merchantErrorCodes).toHaveProperty('rate_limit_exceeded');
  });

  it('every code is snake_case and explained, and the zod enum lists exactly the record', () => {
    for (const [code, when] of Object.entries(merchantErrorCodes)) {
      expect(code).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
      expect(when.length).toBeGreaterThan(20);
    }
    expect(MerchantErrorCode.options).toEqual(Object.keys(merchantErrorCodes));
    for (const code of commonErrorCodes) expect(merchantErrorCodes).toHaveProperty(code);
  });
});
