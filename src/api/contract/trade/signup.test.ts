import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordPolicyMessage } from './password-policy';
import { SignupTraderRequest, SignupTraderResponse } from './signup';
import { issuesOf, partnerId } from './test-support';

const minimal = { email: 'ada@example.com', partnerId, consentAdditionalMails: false };

describe('SignupTraderRequest', () => {
  it('spec: fills every default (password, accountType, profile, token, generateOfflineToken)', () => {
    expect(SignupTraderRequest.parse(minimal)).toEqual({
      email: 'ada@example.com',
      partnerId,
      consentAdditionalMails: false,
      password: null,
      accountType: 'individual',
      profile: null,
      trustedEmailValidationToken: null,
      generateOfflineToken: false,
      defaultCurrency: null,
    });
  });

  it('spec: accepts a full request', () => {
    const full = {
      ...minimal,
      password: 's3cret!pass',
      accountType: 'corporate',
      profile: { address: { country: 'US', state: 'CA' } },
      trustedEmailValidationToken: 'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.e30.c2ln',
      generateOfflineToken: true,
      consentAdditionalMails: true,
      defaultCurrency: 'DKK',
    };
    expect(SignupTraderRequest.parse(full)).toEqual(full);
  });

  it('spec: accountType corporate stays corporate', () => {
    expect(SignupTraderRequest.parse({ ...minimal, accountType: 'corporate' }).accountType).toBe('corporate');
  });

  it('spec: accountType anything other than corporate becomes individual', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string().filter((value) => value !== 'corporate')),
        (accountType) => SignupTraderRequest.parse({ ...minimal, accountType }).accountType === 'individual',
      ),
    );
    expect(SignupTraderRequest.parse({ ...minimal, accountType: 'Corporate' }).accountType).toBe('individual');
  });

  it('spec: profile and profile.address default to null', () => {
    expect(SignupTraderRequest.parse({ ...minimal, profile: {} }).profile).toEqual({ address: null });
    expect(SignupTraderRequest.parse({ ...minimal, profile: null }).profile).toBeNull();
  });

  it('spec: profile.address.state defaults to null outside the US', () => {
    const parsed = SignupTraderRequest.parse({ ...minimal, profile: { address: { country: 'DE' } } });
    expect(parsed.profile?.address).toEqual({ country: 'DE', state: null });
  });

  it('spec: state is required when country is US', () => {
    expect(issuesOf(SignupTraderRequest, { ...minimal, profile: { address: { country: 'US' } } })).toEqual([
      'profile.address.state: required when country is US',
    ]);
    expect(issuesOf(SignupTraderRequest, { ...minimal, profile: { address: { country: 'US', state: null } } })).toEqual(
      ['profile.address.state: required when country is US'],
    );
  });

  it('spec: state is an ISO 3166-2 code, full (US-NY) or bare (NY), of the same country', () => {
    for (const state of ['NY', 'US-NY']) {
      expect(issuesOf(SignupTraderRequest, { ...minimal, profile: { address: { country: 'US', state } } })).toEqual([]);
    }
    expect(
      issuesOf(SignupTraderRequest, { ...minimal, profile: { address: { country: 'US', state: 'CA-ON' } } }),
    ).toEqual(['profile.address.state: must be a subdivision of US (US-…), or the bare subdivision code']);
    expect(
      issuesOf(SignupTraderRequest, { ...minimal, profile: { address: { country: 'US', state: 'New York' } } }),
    ).toEqual(['profile.address.state: must be an ISO 3166-2 subdivision code such as US-CA or CA']);
  });

  it('spec: profile.address.country is an ISO 3166-1 alpha-2 code, required within address', () => {
    expect(issuesOf(SignupTraderRequest, { ...minimal, profile: { address: {} } })[0]).toMatch(
      /^profile\.address\.country: /,
    );
    for (const country of ['DEU', 'de', 'D', '12']) {
      expect(issuesOf(SignupTraderRequest, { ...minimal, profile: { address: { country } } })).toEqual([
        'profile.address.country: must be an ISO 3166-1 alpha-2 country code in upper case, e.g. DE',
      ]);
    }
  });

  it('choice: sign-up without consentAdditionalMails means false; a non-boolean is still refused', () => {
    const { consentAdditionalMails: _omitted, ...withoutConsent } = minimal;
    expect(SignupTraderRequest.parse(withoutConsent).consentAdditionalMails).toBe(false);
    expect(issuesOf(SignupTraderRequest, { ...minimal, consentAdditionalMails: 'yes' })).toHaveLength(1);
  });

  it('compat: partnerId may be a partner number, as a JSON number or a string of digits', () => {
    expect(SignupTraderRequest.parse({ ...minimal, partnerId: 1 }).partnerId).toBe(1);
    expect(SignupTraderRequest.parse({ ...minimal, partnerId: '42' }).partnerId).toBe(42);
    for (const partnerId of [0, -1, 1.5, '01', '1e3', '', 'partner-1', true, null]) {
      expect(issuesOf(SignupTraderRequest, { ...minimal, partnerId }), String(partnerId)).toEqual([
        'partnerId: must be a partner UUID or a partner number',
      ]);
    }
  });

  it('compat: defaultCurrency is an ISO 4217 code in upper case, optional', () => {
    expect(SignupTraderRequest.parse({ ...minimal, defaultCurrency: 'EUR' }).defaultCurrency).toBe('EUR');
    for (const defaultCurrency of ['eur', 'EURO', 'BTCX', 12]) {
      expect(issuesOf(SignupTraderRequest, { ...minimal, defaultCurrency })[0]).toMatch(/^defaultCurrency: /);
    }
  });

  it('spec: email and partnerId are required', () => {
    expect(issuesOf(SignupTraderRequest, { ...minimal, email: 'not-an-email' })).toEqual([
      'email: must be an email address',
    ]);
    const { partnerId: _omitted, ...withoutPartner } = minimal;
    expect(issuesOf(SignupTraderRequest, withoutPartner)).toEqual([
      'partnerId: must be a partner UUID or a partner number',
    ]);
  });

  it('choice: a password follows the password policy (an empty one too); null means "set it later by reset"', () => {
    for (const password of ['', 'abc', 'abcdefgh', '12345678']) {
      expect(issuesOf(SignupTraderRequest, { ...minimal, password })).toEqual([`password: ${passwordPolicyMessage}`]);
    }
    expect(SignupTraderRequest.parse({ ...minimal, password: 'abcdefg1' }).password).toBe('abcdefg1');
    expect(SignupTraderRequest.parse({ ...minimal, password: null }).password).toBeNull();
  });

  it('design: any trusted email validation token string parses, so a bad one fails as its own error code', () => {
    expect(
      SignupTraderRequest.parse({ ...minimal, trustedEmailValidationToken: 'garbage' }).trustedEmailValidationToken,
    ).toBe('garbage');
  });
});

describe('SignupTraderResponse', () => {
  it('spec: trader.id is an integer; offlineToken only when asked for', () => {
    expect(SignupTraderResponse.parse({ trader: { id: 7 } })).toEqual({ trader: { id: 7 } });
    expect(SignupTraderResponse.parse({ trader: { id: 7 }, offlineToken: 'off' }).offlineToken).toBe('off');
    expect(issuesOf(SignupTraderResponse, { trader: { id: 1.5 } })).toEqual([
      'trader.id: Invalid input: expected int, received number',
    ]);
  });
});
