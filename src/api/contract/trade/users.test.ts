import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issuesOf, partnerId } from './test-support';
import {
  PasswordResetToken,
  RequestPasswordResetRequest,
  ResetOfflineTokenRequest,
  ResetOfflineTokenResponse,
  ResetPasswordRequest,
  UpdateUserRequest,
  User,
  ValidateSecurityCodeRequest,
  VerifyEmailRequest,
} from './users';
import { passwordPolicyMessage } from './password-policy';

describe('VerifyEmailRequest', () => {
  it('spec: any string of exactly 6 digits is a valid code', () => {
    fc.assert(fc.property(fc.stringMatching(/^[0-9]{6}$/), (code) => VerifyEmailRequest.safeParse({ code }).success));
  });

  it('spec: anything that is not exactly 6 digits is refused with a message saying so', () => {
    fc.assert(
      fc.property(
        fc.string().filter((code) => !/^[0-9]{6}$/.test(code)),
        (code) => issuesOf(VerifyEmailRequest, { code })[0] === 'code: must be exactly 6 digits, as in the email',
      ),
    );
    for (const code of ['12345', '1234567', '12345a', ' 123456', '١٢٣٤٥٦']) {
      expect(issuesOf(VerifyEmailRequest, { code })).toEqual(['code: must be exactly 6 digits, as in the email']);
    }
    expect(issuesOf(VerifyEmailRequest, { code: 123456 })).toHaveLength(1);
  });
});

describe('PATCH /users/me', () => {
  it('spec: oldPassword and newPassword are strings', () => {
    expect(UpdateUserRequest.parse({ oldPassword: 'a', newPassword: 'b and c!' })).toEqual({
      oldPassword: 'a',
      newPassword: 'b and c!',
    });
    expect(issuesOf(UpdateUserRequest, { oldPassword: 'a', newPassword: 'b' })).toEqual([
      `newPassword: ${passwordPolicyMessage}`,
    ]);
    expect(issuesOf(UpdateUserRequest, { newPassword: 'b and c!' })).toEqual([
      'oldPassword: Invalid input: expected string, received undefined',
    ]);
  });

  it('spec: returns id (integer) and email', () => {
    expect(User.parse({ id: 3, email: 'ada@example.com' })).toEqual({ id: 3, email: 'ada@example.com' });
    expect(issuesOf(User, { id: '3', email: 'ada@example.com' })).toHaveLength(1);
  });
});

describe('password reset', () => {
  it('spec: request-password-reset takes email and partnerId (UUID)', () => {
    expect(RequestPasswordResetRequest.parse({ email: 'ada@example.com', partnerId })).toEqual({
      email: 'ada@example.com',
      partnerId,
    });
    expect(issuesOf(RequestPasswordResetRequest, { email: 'ada@example.com', partnerId: '42' })).toEqual([
      'partnerId: must be a UUID (8-4-4-4-12 hexadecimal digits)',
    ]);
  });

  it('spec: validate-security-code takes email, partnerId and code, and returns id, time, token', () => {
    expect(ValidateSecurityCodeRequest.parse({ email: 'ada@example.com', partnerId, code: '123456' }).code).toBe(
      '123456',
    );
    expect(issuesOf(ValidateSecurityCodeRequest, { email: 'ada@example.com', partnerId, code: '' })).toEqual([
      'code: must be the code from the email, not empty',
    ]);
    expect(PasswordResetToken.parse({ id: 1, time: 1714564800, token: 't' })).toEqual({
      id: 1,
      time: 1714564800,
      token: 't',
    });
    expect(issuesOf(PasswordResetToken, { id: 1, time: '1714564800', token: 't' })).toHaveLength(1);
  });

  it('spec: reset-password takes id (integer), token, time (integer) and password', () => {
    const body = { id: 1, token: 't', time: 1714564800, password: 'new password' };
    expect(ResetPasswordRequest.parse(body)).toEqual(body);
    expect(issuesOf(ResetPasswordRequest, { ...body, time: 1.5 })).toEqual([
      'time: Invalid input: expected int, received number',
    ]);
  });
});

describe('offline token reset', () => {
  it('spec: takes email and partnerId, returns offlineToken', () => {
    expect(ResetOfflineTokenRequest.parse({ email: 'ada@example.com', partnerId })).toEqual({
      email: 'ada@example.com',
      partnerId,
    });
    expect(issuesOf(ResetOfflineTokenRequest, { partnerId })).toEqual([
      'email: Invalid input: expected string, received undefined',
    ]);
    expect(ResetOfflineTokenResponse.parse({ offlineToken: 'o' })).toEqual({ offlineToken: 'o' });
  });
});
