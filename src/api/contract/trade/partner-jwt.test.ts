import { describe, expect, it } from 'vitest';
import {
  DocumentUploadJwtPayload,
  EmailValidationJwtPayload,
  PartnerJwtHeader,
  partnerJwtAlgorithms,
  PartnerKycJwtPayload,
  ResetOfflineTokenJwtPayload,
} from './partner-jwt';
import { issuesOf, otherUuid } from './test-support';

describe('PartnerJwtHeader', () => {
  it('spec: exactly typ JWT and one of the six algorithms', () => {
    for (const alg of partnerJwtAlgorithms)
      expect(PartnerJwtHeader.parse({ typ: 'JWT', alg })).toEqual({ typ: 'JWT', alg });
    expect(partnerJwtAlgorithms).toEqual(['RS256', 'RS384', 'RS512', 'ES256', 'ES384', 'ES512']);
  });

  it('spec: the header has exactly two keys', () => {
    expect(issuesOf(PartnerJwtHeader, { typ: 'JWT', alg: 'RS256', kid: 'k1' })).toEqual([
      '(root): Unrecognized key: "kid"',
    ]);
    expect(issuesOf(PartnerJwtHeader, { alg: 'RS256' })).toEqual(['typ: must be JWT']);
  });

  it('spec: other algorithms are refused, none and HS256 included', () => {
    for (const alg of ['none', 'HS256', 'PS256', 'rs256']) {
      expect(issuesOf(PartnerJwtHeader, { typ: 'JWT', alg })).toEqual([
        'alg: must be one of RS256, RS384, RS512, ES256, ES384, ES512',
      ]);
    }
  });
});

describe('partner JWT payloads', () => {
  it('spec: email validation carries email and an optional integer exp', () => {
    expect(EmailValidationJwtPayload.parse({ email: 'ada@example.com' })).toEqual({ email: 'ada@example.com' });
    expect(EmailValidationJwtPayload.parse({ email: 'ada@example.com', exp: 1714564800 }).exp).toBe(1714564800);
    expect(issuesOf(EmailValidationJwtPayload, { email: 'ada@example.com', exp: 1.5 })).toEqual([
      'exp: Invalid input: expected int, received number',
    ]);
  });

  it('spec: partner KYC carries traderId and externalId', () => {
    expect(PartnerKycJwtPayload.parse({ traderId: 12, externalId: 'rev-001', iat: 1 })).toEqual({
      traderId: 12,
      externalId: 'rev-001',
    });
  });

  it('spec: upload carries reviewId (UUID) and externalId', () => {
    expect(DocumentUploadJwtPayload.parse({ reviewId: otherUuid, externalId: 'rev-001' }).reviewId).toBe(otherUuid);
    expect(issuesOf(DocumentUploadJwtPayload, { reviewId: '12', externalId: 'rev-001' })).toEqual([
      'reviewId: must be a UUID (8-4-4-4-12 hexadecimal digits)',
    ]);
  });

  it('spec: offline token reset carries email', () => {
    expect(ResetOfflineTokenJwtPayload.parse({ email: 'ada@example.com' })).toEqual({ email: 'ada@example.com' });
    expect(issuesOf(ResetOfflineTokenJwtPayload, {})).toHaveLength(1);
  });
});
