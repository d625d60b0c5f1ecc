import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, kycReview, partnerJwt, signedInTrader, startTrade, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTrade();
});
afterAll(() => server.app.close());

async function postReview(body: ReturnType<typeof kycReview>, token?: string, partnerId = server.sandbox.partnerId) {
  const jwt = token ?? (await partnerJwt(server, { traderId: body.traderId, externalId: body.externalId }));
  return server.app.inject({
    method: 'POST',
    url: `/trade/partners/${partnerId}/kyc`,
    headers: { authorization: `Bearer ${jwt}` },
    payload: body,
  });
}

async function upload(
  reviewId: string,
  externalId: string,
  overrides: Record<string, string | undefined> = {},
  body: string | Buffer = 'PDFBYTES',
) {
  const jwt = await partnerJwt(server, { reviewId, externalId });
  const headers: Record<string, string> = {};
  const all: Record<string, string | undefined> = {
    authorization: `Bearer ${jwt}`,
    'content-type': 'application/pdf',
    'x-upload-external-id': externalId,
    'x-upload-document-type': 'passport',
    'x-upload-filename': 'passport.pdf',
    ...overrides,
  };
  for (const [key, value] of Object.entries(all)) if (value !== undefined) headers[key] = value;
  return server.app.inject({
    method: 'POST',
    url: `/trade/partners/${server.sandbox.partnerId}/kyc/${reviewId}/documents`,
    headers,
    payload: body,
  });
}

describe('POST /partners/{partner_id}/kyc', () => {
  it('201 with {id, externalId} when new; the trader is identified and named', async () => {
    const { traderId, auth } = await signedInTrader(server);
    const response = await postReview(kycReview(traderId, 'ext-1'));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(String), externalId: 'ext-1' });
    const trader = (await server.app.inject({ method: 'GET', url: '/trade/traders/me', headers: auth })).json();
    expect(trader).toMatchObject({
      identificationState: 'approved',
      personalInformation: { name: 'Erika Mustermann' },
    });
  });

  it('200 when the review already exists (same externalId): same id, nothing changed', async () => {
    const { traderId } = await signedInTrader(server);
    const first = (await postReview(kycReview(traderId, 'ext-2'))).json();
    const again = await postReview({
      ...kycReview(traderId, 'ext-2'),
      profile: { ...kycReview(traderId, 'ext-2').profile, name: 'Other' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect(server.db.prepare('SELECT name FROM trade_traders WHERE id = ?').pluck().get(traderId)).toBe(
      'Erika Mustermann',
    );
  });

  it('400 invalid_request: state other than completed, missing fields', async () => {
    const { traderId } = await signedInTrader(server);
    expectError(await postReview({ ...kycReview(traderId, 'ext-3'), state: 'pending' }), 400, 'invalid_request');
    const { pep: _pep, ...withoutPep } = kycReview(traderId, 'ext-3');
    expectError(await postReview(withoutPep as ReturnType<typeof kycReview>), 400, 'invalid_request');
  });

  it('401: missing token, or a JWT whose traderId/externalId differ from the body', async () => {
    const { traderId } = await signedInTrader(server);
    const response = await server.app.inject({
      method: 'POST',
      url: `/trade/partners/${server.sandbox.partnerId}/kyc`,
      payload: kycReview(traderId, 'ext-4'),
    });
    expectError(response, 401, 'missing_token');
    const wrong = await partnerJwt(server, { traderId, externalId: 'other' });
    expectError(await postReview(kycReview(traderId, 'ext-4'), wrong), 401, 'invalid_partner_token');
  });

  it('403 partner_kyc_not_enabled without a KYC agreement (spec rule 6)', async () => {
    const { traderId } = await signedInTrader(server);
    server.db.prepare('UPDATE partners SET kyc_agreement = 0 WHERE id = ?').run(server.sandbox.partnerId);
    try {
      expectError(await postReview(kycReview(traderId, 'ext-5')), 403, 'partner_kyc_not_enabled');
    } finally {
      server.db.prepare('UPDATE partners SET kyc_agreement = 1 WHERE id = ?').run(server.sandbox.partnerId);
    }
  });

  it('404 trader_not_found for a trader the partner does not have', async () => {
    expectError(await postReview(kycReview(999999, 'ext-6')), 404, 'trader_not_found');
  });
});

describe('POST /partners/{partner_id}/kyc/{review_id}/documents', () => {
  async function newReview(externalId: string) {
    const { traderId } = await signedInTrader(server);
    return (await postReview(kycReview(traderId, externalId))).json() as { id: string; externalId: string };
  }

  it('201 with {id, externalId}; the bytes and headers are stored', async () => {
    const { id } = await newReview('doc-1');
    const response = await upload(id, 'doc-1', {}, Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(String), externalId: 'doc-1' });
    const stored = server.db
      .prepare('SELECT * FROM trade_kyc_documents WHERE id = ?')
      .get(response.json().id) as Record<string, unknown>;
    expect(stored).toMatchObject({
      document_type: 'passport',
      content_type: 'application/pdf',
      filename: 'passport.pdf',
    });
    expect(Buffer.from(stored.bytes as Buffer)).toEqual(Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]));
  });

  it('every header is required: a missing one is 400 invalid_request', async () => {
    const { id } = await newReview('doc-2');
    for (const header of ['x-upload-external-id', 'x-upload-document-type', 'x-upload-filename']) {
      expectError(await upload(id, 'doc-2', { [header]: undefined }), 400, 'invalid_request');
    }
    expectError(await upload(id, 'doc-2', { 'content-type': 'not a mime type' }), 400, 'invalid_request');
    expectError(await upload(id, 'doc-2', { 'x-upload-document-type': 'selfie' }), 400, 'invalid_request');
  });

  it('the body must not be empty', async () => {
    const { id } = await newReview('doc-3');
    expectError(await upload(id, 'doc-3', {}, ''), 400, 'invalid_request');
  });

  it('401 when the JWT reviewId differs from the path or externalId from X-Upload-External-Id; missing token', async () => {
    const { id } = await newReview('doc-4');
    const other = await newReview('doc-4b');
    const jwtForOther = await partnerJwt(server, { reviewId: other.id, externalId: 'doc-4' });
    expectError(await upload(id, 'doc-4', { authorization: `Bearer ${jwtForOther}` }), 401, 'invalid_partner_token');
    expectError(await upload(id, 'doc-4', { 'x-upload-external-id': 'something-else' }), 401, 'invalid_partner_token');
    expectError(await upload(id, 'doc-4', { authorization: undefined }), 401, 'missing_token');
  });

  it('403 partner_kyc_not_enabled without a KYC agreement', async () => {
    const { id } = await newReview('doc-6');
    server.db.prepare('UPDATE partners SET kyc_agreement = 0 WHERE id = ?').run(server.sandbox.partnerId);
    try {
      expectError(await upload(id, 'doc-6'), 403, 'partner_kyc_not_enabled');
    } finally {
      server.db.prepare('UPDATE partners SET kyc_agreement = 1 WHERE id = ?').run(server.sandbox.partnerId);
    }
  });

  it('404 kyc_review_not_found for an unknown review', async () => {
    expectError(await upload('00000000-0000-4000-8000-000000000000', 'doc-5'), 404, 'kyc_review_not_found');
  });
});
