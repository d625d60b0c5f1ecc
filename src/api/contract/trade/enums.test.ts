import { describe, expect, it } from 'vitest';
import {
  AccountType,
  CorporateOriginOfFunds,
  DeviceType,
  GrantType,
  IdentificationAttemptState,
  IndividualOriginOfFunds,
  Industry,
  notReadableIdRejectReasonSuffixes,
  OriginOfFunds,
  RejectReason,
  ShareholderRelation,
  TransferMedium,
  UploadDocumentType,
} from './enums';

describe('enums', () => {
  it('spec: account type is individual or corporate', () => {
    expect(AccountType.options).toEqual(['individual', 'corporate']);
  });

  it('spec: identification attempt states', () => {
    expect(IdentificationAttemptState.options).toEqual(['pending', 'processing', 'approved', 'expired', 'rejected']);
  });

  it('spec: every ERROR_NOT_READABLE_ID reason is spelled out in full, prefixed', () => {
    const prefixed = RejectReason.options.filter((reason) => reason.startsWith('ERROR_NOT_READABLE_ID.'));
    expect(prefixed).toEqual(notReadableIdRejectReasonSuffixes.map((suffix) => `ERROR_NOT_READABLE_ID.${suffix}`));
    expect(prefixed).toHaveLength(16);
    expect(RejectReason.options).toHaveLength(9 + 16);
    expect(RejectReason.safeParse('ERROR_NOT_READABLE_ID.NOT_READABLE_DOCUMENT.BLURRED').success).toBe(true);
    expect(RejectReason.safeParse('NOT_READABLE_DOCUMENT.BLURRED').success).toBe(false);
  });

  it('spec: the twelve industries', () => {
    expect(Industry.options).toHaveLength(12);
    expect(Industry.options).toContain('professional_or_scientific_and_technical_activities');
  });

  it('spec: individual and corporate origins of funds, and their union', () => {
    expect(IndividualOriginOfFunds.options).toHaveLength(9);
    expect(CorporateOriginOfFunds.options).toEqual(['investment-proceeds', 'crypto-mining', 'business-income']);
    expect(new Set(OriginOfFunds.options)).toEqual(
      new Set([...IndividualOriginOfFunds.options, ...CorporateOriginOfFunds.options]),
    );
    expect(OriginOfFunds.options).toHaveLength(10);
  });

  it('spec: device types, shareholder relation, transfer media, document types, grant types', () => {
    expect(DeviceType.options).toEqual(['android', 'ios', 'desktop']);
    expect(ShareholderRelation.options).toEqual(['related', 'not_related']);
    expect(TransferMedium.options).toEqual(['card', 'bank', 'blockchain']);
    expect(UploadDocumentType.options).toEqual(['passport', 'national_id', 'drivers_license']);
    expect(GrantType.options).toEqual(['password', 'refresh_token', 'offline_token']);
  });
});
