import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { bffErrorCodes, bffErrorStatus, BffErrorBody } from './errors';
import { PaymentView, paymentViewKeys } from './payment';
import { bffPath, bffRoutes, isStateChanging } from './routes';
import { SignupRequest } from './sign-in';

describe('browser API route table', () => {
  it('has one route per method and path', () => {
    const keys = Object.values(bffRoutes).map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('declares params for every path parameter, and none that the path lacks', () => {
    for (const route of Object.values(bffRoutes)) {
      const inPath = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]).sort();
      const declared = 'params' in route && route.params ? Object.keys(route.params.shape).sort() : [];
      expect(declared, route.path).toEqual(inPath);
    }
  });

  it('gives GET routes no body', () => {
    for (const route of Object.values(bffRoutes)) if (route.method === 'GET') expect('body' in route).toBe(false);
  });

  it('attempts at signing in spend the auth budget: sign-up, login, the email code and the password reset steps, no other route', () => {
    const limited = Object.entries(bffRoutes)
      .filter(([, route]) => 'rateLimit' in route && route.rateLimit === 'auth')
      .map(([name]) => name)
      .sort();
    expect(limited).toEqual(
      [
        'signup',
        'login',
        'resendEmailCode',
        'verifyEmailCode',
        'startPasswordReset',
        'checkPasswordResetCode',
        'completePasswordReset',
      ].sort(),
    );
    for (const route of Object.values(bffRoutes)) if ('rateLimit' in route) expect(route.rateLimit).toBe('auth');
  });

  it('fills path parameters URL-encoded and refuses a missing one', () => {
    expect(bffPath('/kyc/attempts/:id', { id: 'a/b' })).toBe('/kyc/attempts/a%2Fb');
    expect(() => bffPath('/pay/:token')).toThrow(/token/);
  });

  it('treats every method but GET, HEAD and OPTIONS as state-changing', () => {
    expect(['GET', 'HEAD', 'OPTIONS'].map(isStateChanging)).toEqual([false, false, false]);
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].map(isStateChanging)).toEqual([true, true, true, true]);
  });
});

describe('browser API schemas', () => {
  it('sign-up takes no partner id, trusted token or offline token flag from the browser', () => {
    const parsed = SignupRequest.parse({
      email: 'a@example.com',
      password: 'pw-123456',
      consentAdditionalMails: false,
      partnerId: '00000000-0000-0000-0000-000000000000',
      trustedEmailValidationToken: 'forged',
      generateOfflineToken: true,
    });
    expect(parsed).not.toHaveProperty('partnerId');
    expect(parsed).not.toHaveProperty('trustedEmailValidationToken');
    expect(parsed).not.toHaveProperty('generateOfflineToken');
    expect(parsed.accountType).toBe('individual');
  });

  it('the payment view leaves out every merchant-only invoice field', () => {
    for (const key of ['custom', 'callback_url', 'callback_email', 'transfer', 'payment_url', 'id'])
      expect(paymentViewKeys).not.toContain(key);
    expect(PaymentView).toBeInstanceOf(z.ZodMiniObject);
  });

  it('the error body carries an optional field and every BFF code has a 4xx or 5xx status', () => {
    expect(BffErrorBody.parse({ error: 'invalid_request', message: 'm', field: 'street' }).field).toBe('street');
    for (const code of bffErrorCodes) expect(bffErrorStatus[code]).toBeGreaterThanOrEqual(400);
  });
});
