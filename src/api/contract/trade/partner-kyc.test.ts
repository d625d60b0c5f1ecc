import { describe, expect, it } from 'vitest';
import {
  DocumentUploadHeaders,
  DocumentUploadParams,
  DocumentUploadResponse,
  PartnerKycReviewRequest,
  PartnerKycReviewResponse,
} from './partner-kyc';
import { issuesOf, otherUuid, partnerId } from './test-support';

const review = {
  traderId: 12,
  externalId: 'rev-001',
  state: 'completed',
  approveTime: '2024-05-01T12:00:00Z',
  createTime: '2024-05-01T11:00:00+02:00',
  pep: { approved: true, approveTime: '2024-05-01T12:00:00Z' },
  sanction: { approved: true, approveTime: '2024-05-01T12:00:00Z' },
  profile: {
    citizenCountry: 'DE',
    name: 'Ada Lovelace',
    dateOfBirth: '1990-12-10',
    address: { street: 'Main St 1', city: 'Berlin', state: '', postalCode: '10115', country: 'DE' },
  },
};

describe('PartnerKycReviewRequest', () => {
  it('spec: accepts a complete review', () => {
    expect(PartnerKycReviewRequest.parse(review)).toEqual(review);
  });

  it('spec: all fields are required', () => {
    for (const key of Object.keys(review)) {
      const { [key]: _dropped, ...missing } = review as Record<string, unknown>;
      expect(issuesOf(PartnerKycReviewRequest, missing)[0], key).toMatch(new RegExp(`^${key}: `));
    }
    const { postalCode: _dropped, ...address } = review.profile.address;
    expect(issuesOf(PartnerKycReviewRequest, { ...review, profile: { ...review.profile, address } })).toEqual([
      'profile.address.postalCode: Invalid input: expected string, received undefined',
    ]);
  });

  it('spec: only the state completed is accepted', () => {
    expect(issuesOf(PartnerKycReviewRequest, { ...review, state: 'pending' })).toEqual([
      'state: must be completed: only completed reviews are accepted',
    ]);
  });

  it('spec: dateOfBirth is YYYY-MM-DD, times are ISO 8601, countries ISO 3166 alpha-2', () => {
    expect(
      issuesOf(PartnerKycReviewRequest, { ...review, profile: { ...review.profile, dateOfBirth: '10.12.1990' } }),
    ).toEqual(['profile.dateOfBirth: must be a date in the form YYYY-MM-DD']);
    expect(issuesOf(PartnerKycReviewRequest, { ...review, approveTime: 'yesterday' })).toEqual([
      'approveTime: must be an ISO 8601 date-time, e.g. 2024-05-01T12:00:00Z',
    ]);
    expect(
      issuesOf(PartnerKycReviewRequest, { ...review, pep: { approved: true, approveTime: '2024-05-01' } }),
    ).toEqual(['pep.approveTime: must be an ISO 8601 date-time, e.g. 2024-05-01T12:00:00Z']);
    expect(
      issuesOf(PartnerKycReviewRequest, { ...review, profile: { ...review.profile, citizenCountry: 'GER' } }),
    ).toEqual(['profile.citizenCountry: must be an ISO 3166-1 alpha-2 country code in upper case, e.g. DE']);
  });

  it('spec: the response is the review id (UUID) and the echoed externalId', () => {
    expect(PartnerKycReviewResponse.parse({ id: otherUuid, externalId: 'rev-001' })).toEqual({
      id: otherUuid,
      externalId: 'rev-001',
    });
    expect(issuesOf(PartnerKycReviewResponse, { id: 'r1', externalId: 'rev-001' })).toEqual([
      'id: must be a UUID (8-4-4-4-12 hexadecimal digits)',
    ]);
  });
});

describe('document upload', () => {
  const headers = {
    'content-type': 'image/jpeg',
    'x-upload-external-id': 'rev-001',
    'x-upload-document-type': 'passport',
    'x-upload-filename': 'passport.jpg',
  };

  it('spec: the four headers, in lower case as Node presents them; others pass through', () => {
    expect(DocumentUploadHeaders.parse({ ...headers, 'user-agent': 'x', authorization: 'Bearer j' })).toEqual(headers);
  });

  it('spec: every upload header is required; a missing one is an error', () => {
    for (const name of Object.keys(headers)) {
      const { [name]: _dropped, ...missing } = headers as Record<string, string>;
      expect(issuesOf(DocumentUploadHeaders, missing)[0], name).toMatch(new RegExp(`^${name}: `));
    }
    const { 'x-upload-filename': _dropped, ...withoutFilename } = headers;
    expect(issuesOf(DocumentUploadHeaders, withoutFilename)).toEqual(['x-upload-filename: required header is missing']);
  });

  it('spec: document type is passport, national_id or drivers_license', () => {
    for (const type of ['passport', 'national_id', 'drivers_license']) {
      expect(DocumentUploadHeaders.safeParse({ ...headers, 'x-upload-document-type': type }).success).toBe(true);
    }
    expect(issuesOf(DocumentUploadHeaders, { ...headers, 'x-upload-document-type': 'selfie' })[0]).toMatch(
      /^x-upload-document-type: /,
    );
  });

  it('spec: content-type is the MIME type of the document', () => {
    expect(DocumentUploadHeaders.safeParse({ ...headers, 'content-type': 'application/pdf; name=a.pdf' }).success).toBe(
      true,
    );
    expect(issuesOf(DocumentUploadHeaders, { ...headers, 'content-type': 'jpeg' })).toEqual([
      'content-type: must be the MIME type of the document, e.g. image/jpeg or application/pdf',
    ]);
  });

  it('spec: partner id and review id in the path are UUIDs', () => {
    expect(DocumentUploadParams.parse({ partner_id: partnerId, review_id: otherUuid })).toEqual({
      partner_id: partnerId,
      review_id: otherUuid,
    });
    expect(issuesOf(DocumentUploadParams, { partner_id: partnerId, review_id: 'r1' })).toEqual([
      'review_id: must be a UUID (8-4-4-4-12 hexadecimal digits)',
    ]);
  });

  it('spec: the response is the document id (UUID) and the echoed externalId', () => {
    expect(DocumentUploadResponse.parse({ id: otherUuid, externalId: 'rev-001' }).externalId).toBe('rev-001');
  });
});
