// Partner-run KYC: a partner with a KYC agreement reports a review it completed and uploads its documents, both
// authenticated by a JWT signed with the partner's key. Registered in its own scope because the upload body is
// raw bytes of any media type.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  DocumentUploadHeaders,
  DocumentUploadParams,
  PartnerKycReviewParams,
  PartnerKycReviewRequest,
} from '#contract/trade/partner-kyc';
import { DocumentUploadJwtPayload, PartnerKycJwtPayload } from '#contract/trade/partner-jwt';
import { ApiError } from '../../../http/failure';
import type { Database } from '../../../db/database';
import { findTrader, findUser, updateTrader } from '../account-store';
import type { TradeDeps, TradeRoutes } from '../deps';
import { partnerTokenOf, requirePartnerJwtPresent } from '../partner-auth';
import { verifyPartnerJwt } from '../partner-jwt';
import { findPartner, type Partner } from '../partner-store';

const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

const refuse = (why: string) => new ApiError(401, 'invalid_partner_token', `The partner token is refused: ${why}.`);

function partnerOrRefuse(db: Database, id: string): Partner {
  const partner = findPartner(db, id);
  // Without a partner there is no key to verify with: the token cannot be accepted.
  if (!partner) throw refuse('no partner has this id');
  return partner;
}

function requireAgreement(partner: Partner): void {
  if (!partner.kycAgreement)
    throw new ApiError(403, 'partner_kyc_not_enabled', 'Partner KYC is available only on agreement with the service.');
}

interface ReviewRow {
  id: string;
  external_id: string;
}

export function partnerKycRoutes(routes: TradeRoutes, { ctx }: TradeDeps): void {
  routes.post(
    '/partners/:partner_id/kyc',
    { onRequest: requirePartnerJwtPresent, schema: { params: PartnerKycReviewParams, body: PartnerKycReviewRequest } },
    async (request, reply) => {
      const body = request.body;
      const now = ctx.clock.now();
      const partner = partnerOrRefuse(ctx.db, request.params.partner_id);
      const verified = await verifyPartnerJwt(partnerTokenOf(request), partner, PartnerKycJwtPayload, ctx.clock);
      if (!verified.ok) throw refuse(verified.reason);
      if (verified.payload.traderId !== body.traderId || verified.payload.externalId !== body.externalId)
        throw refuse('its traderId and externalId must equal those of the body');
      requireAgreement(partner);
      const trader = findTrader(ctx.db, body.traderId);
      const user = trader && findUser(ctx.db, trader.user_id);
      if (!trader || user?.partner_id !== partner.id)
        throw new ApiError(404, 'trader_not_found', 'This partner has no trader with this id.');

      const { review, created } = ctx.db.transaction(() => {
        const existing = ctx.db
          .prepare('SELECT id, external_id FROM trade_kyc_reviews WHERE partner_id = ? AND external_id = ?')
          .get(partner.id, body.externalId) as ReviewRow | undefined;
        if (existing) return { review: existing, created: false };
        const id = randomUUID();
        ctx.db
          .prepare(
            'INSERT INTO trade_kyc_reviews (id, partner_id, external_id, trader_id, body, create_time) VALUES (?, ?, ?, ?, ?, ?)',
          )
          .run(id, partner.id, body.externalId, trader.id, JSON.stringify(body), now.toISOString());
        // The partner identified the person: the trader is identified and named.
        updateTrader(ctx.db, trader.id, { identification_state: 'approved', name: body.profile.name });
        return { review: { id, external_id: body.externalId }, created: true };
      })();
      return reply.code(created ? 201 : 200).send({ id: review.id, externalId: review.external_id });
    },
  );
}

/** The document upload, in a scope whose only body parser takes raw bytes of any media type. */
export function documentUploadRoutes(routes: TradeRoutes, { ctx }: TradeDeps): void {
  routes.removeAllContentTypeParsers();
  routes.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_DOCUMENT_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  // A Content-Type Fastify cannot even parse is a malformed header of this endpoint, not an unsupported body.
  routes.setErrorHandler((error) => {
    if ((error as { code?: string }).code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      throw new ApiError(
        400,
        'invalid_request',
        'Invalid headers: content-type: must be the MIME type of the document.',
      );
    throw error;
  });

  routes.post(
    '/partners/:partner_id/kyc/:review_id/documents',
    {
      onRequest: requirePartnerJwtPresent,
      bodyLimit: MAX_DOCUMENT_BYTES,
      schema: { params: DocumentUploadParams, headers: DocumentUploadHeaders },
    },
    async (request: FastifyRequest<{ Params: DocumentUploadParams; Headers: DocumentUploadHeaders }>, reply) => {
      const { partner_id: partnerId, review_id: reviewId } = request.params;
      const headers = request.headers;
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (bytes.length === 0) throw new ApiError(400, 'invalid_request', 'The body is empty: send the document bytes.');
      const partner = partnerOrRefuse(ctx.db, partnerId);
      const verified = await verifyPartnerJwt(partnerTokenOf(request), partner, DocumentUploadJwtPayload, ctx.clock);
      if (!verified.ok) throw refuse(verified.reason);
      if (verified.payload.reviewId.toLowerCase() !== reviewId.toLowerCase())
        throw refuse('its reviewId must equal the review id of the path');
      if (verified.payload.externalId !== headers['x-upload-external-id'])
        throw refuse('its externalId must equal the X-Upload-External-Id header');
      requireAgreement(partner);
      const review = ctx.db
        .prepare('SELECT id FROM trade_kyc_reviews WHERE id = ? AND partner_id = ?')
        .get(reviewId.toLowerCase(), partner.id);
      if (!review) throw new ApiError(404, 'kyc_review_not_found', 'This partner has no KYC review with this id.');
      const id = randomUUID();
      ctx.db
        .prepare(
          `INSERT INTO trade_kyc_documents (id, review_id, external_id, document_type, content_type, filename, bytes,
             create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          id,
          reviewId.toLowerCase(),
          headers['x-upload-external-id'],
          headers['x-upload-document-type'],
          headers['content-type'],
          headers['x-upload-filename'],
          bytes,
          ctx.clock.now().toISOString(),
        );
      return reply.code(201).send({ id, externalId: headers['x-upload-external-id'] });
    },
  );
}
