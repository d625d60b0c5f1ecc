import { describe, expect, it } from 'vitest';
import {
  oauthErrorCodes,
  revokeRequestErrorCode,
  RevokeTokenRequest,
  TokenRequest,
  tokenRequestErrorCode,
  TokenResponse,
} from './auth';
import { issuesOf, partnerId } from './test-support';

describe('TokenRequest (POST /auth)', () => {
  it('spec: password grant carries partnerId, email and password', () => {
    const body = { grant_type: 'password', partnerId, email: 'ada@example.com', password: 'pw' };
    expect(TokenRequest.parse(body)).toEqual(body);
    expect(issuesOf(TokenRequest, { grant_type: 'password', partnerId, email: 'ada@example.com' })).toEqual([
      'password: Invalid input: expected string, received undefined',
    ]);
  });

  it('spec: refresh_token grant carries refresh_token', () => {
    expect(TokenRequest.parse({ grant_type: 'refresh_token', refresh_token: 'r' })).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'r',
    });
    expect(issuesOf(TokenRequest, { grant_type: 'refresh_token', refresh_token: '' })).toEqual([
      'refresh_token: must be the refresh token of an earlier token response, not empty',
    ]);
  });

  it('spec: offline_token grant carries offline_token', () => {
    expect(TokenRequest.parse({ grant_type: 'offline_token', offline_token: 'o' }).grant_type).toBe('offline_token');
    expect(issuesOf(TokenRequest, { grant_type: 'offline_token' })).toEqual([
      'offline_token: Invalid input: expected string, received undefined',
    ]);
  });

  it('design (RFC 6749 §5.2): an unknown grant_type is unsupported_grant_type, a missing one invalid_request', () => {
    expect(issuesOf(TokenRequest, { grant_type: 'client_credentials' })[0]).toMatch(/^grant_type: /);
    expect(tokenRequestErrorCode({ grant_type: 'client_credentials' })).toBe('unsupported_grant_type');
    expect(tokenRequestErrorCode({})).toBe('invalid_request');
    expect(tokenRequestErrorCode({ grant_type: 42 })).toBe('invalid_request');
    expect(tokenRequestErrorCode('grant_type=password')).toBe('invalid_request');
    expect(tokenRequestErrorCode({ grant_type: 'password' })).toBe('invalid_request');
  });

  it('design: the OAuth error codes of POST /auth, a deactivated account included (invalid_grant)', () => {
    expect(oauthErrorCodes).toEqual(['invalid_request', 'invalid_grant', 'unsupported_grant_type']);
  });
});

describe('TokenResponse', () => {
  it('spec: access_token, token_type bearer, expires_in seconds, refresh_token', () => {
    const body = { access_token: 'a.b.c', token_type: 'bearer', expires_in: 1200, refresh_token: 'r' };
    expect(TokenResponse.parse(body)).toEqual(body);
    expect(issuesOf(TokenResponse, { ...body, token_type: 'mac' })).toEqual([
      'token_type: Invalid input: expected "bearer"',
    ]);
    expect(issuesOf(TokenResponse, { ...body, expires_in: 12.5 })).toHaveLength(1);
  });
});

describe('RevokeTokenRequest (POST /auth/revoke)', () => {
  it('spec: token_type_hint must be refresh_token', () => {
    expect(RevokeTokenRequest.parse({ token_type_hint: 'refresh_token', token: 'r' })).toEqual({
      token_type_hint: 'refresh_token',
      token: 'r',
    });
    expect(issuesOf(RevokeTokenRequest, { token_type_hint: 'access_token', token: 'r' })).toEqual([
      'token_type_hint: must be refresh_token: only refresh tokens can be revoked',
    ]);
    expect(issuesOf(RevokeTokenRequest, { token_type_hint: 'refresh_token' })).toEqual([
      'token: Invalid input: expected string, received undefined',
    ]);
  });

  it('design (RFC 7009 §2.2.1): another token type hint is unsupported_token_type', () => {
    expect(revokeRequestErrorCode({ token_type_hint: 'access_token', token: 'x' })).toBe('unsupported_token_type');
    expect(revokeRequestErrorCode({ token: 'x' })).toBe('invalid_request');
  });
});
