// Partner-run KYC: a partner with a KYC agreement reports a review it completed and uploads its documents, both
// authenticated by a JWT signed with the partner's key. The upload is registered in its own scope because its
// body is raw bytes of any media type, and checks its JWT before that body is read.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { tradeEndpoints } from '#contract/trade/endpoints';
import { DocumentUploadHeaders, DocumentUploadParams } from '#contract/trade/partner-kyc';
import { DocumentUploadJwtPayload, PartnerKycJwtPayload } from '#contract/trade/partner-jwt';
import { ApiError } from '../../../http/failure';
import type { Database } from '../../../db/database';
import { defineEndpoint } from '../../define-endpoint';
import { findTrader, findUser, updateTrader } from '../account-store';
import type { TradeDeps } from '../deps';
import { partnerTokenOf } from '../partner-auth';
import { verifyPartnerJwt } from '../partner-jwt';
import { findPartner, type Partner } from '../partner-store';
import { recheckReviewingTrades } from '../trade-life';

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

export async function partnerKycRoutes(app: FastifyInstance, { ctx, guards }: TradeDeps): Promise<void> {
  defineEndpoint(app, guards, tradeEndpoints.createPartnerKycReview, async ({ body, params, request, reply }) => {
    const now = ctx.clock.now();
    const partner = partnerOrRefuse(ctx.db, params.partner_id);
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
      // The trader's information may be complete now: its trades in review go on.
      recheckReviewingTrades(ctx, trader.id, now);
      return { review: { id, external_id: body.externalId }, created: true };
    })();
    reply.code(created ? 201 : 200);
    return { id: review.id, externalId: review.external_id };
  });
}

/** Parses a part of the request the way Fastify's validation would, so a failure is worded the same. */
function validated<S extends z.core.$ZodType>(schema: S, value: unknown, context: string): z.output<S> {
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) throw Object.assign(parsed.error, { statusCode: 400, validationContext: context });
  return parsed.data;
}

/**
 * The upload's whole authentication, in onRequest: a caller without a valid partner JWT is refused before a byte
 * of its (up to 10 MB) body is read. The path and headers are checked first, as validation would check them.
 */
function authenticateUpload(ctx: TradeDeps['ctx']) {
  return async (request: FastifyRequest): Promise<void> => {
    const params = validated(DocumentUploadParams, request.params, 'params');
    const headers = validated(DocumentUploadHeaders, request.headers, 'headers');
    const partner = partnerOrRefuse(ctx.db, params.partner_id);
    const verified = await verifyPartnerJwt(partnerTokenOf(request), partner, DocumentUploadJwtPayload, ctx.clock);
    if (!verified.ok) throw refuse(verified.reason);
    if (verified.payload.reviewId.toLowerCase() !== params.review_id.toLowerCase())
      throw refuse('its reviewId must equal the review id of the path');
    if (verified.payload.externalId !== headers['x-upload-external-id'])
      throw refuse('its externalId must equal the X-Upload-External-Id header');
  };
}

/** The document upload, in a scope whose only body parser takes raw bytes of any media type. */
export async function documentUploadRoutes(app: FastifyInstance, { ctx, guards }: TradeDeps): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_DOCUMENT_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  // A Content-Type Fastify cannot even parse is a malformed header of this endpoint, not an unsupported body.
  app.setErrorHandler((error) => {
    if ((error as { code?: string }).code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      throw new ApiError(
        400,
        'invalid_request',
        'Invalid headers: content-type: must be the MIME type of the document.',
      );
    throw error;
  });

  defineEndpoint(
    app,
    guards,
    tradeEndpoints.uploadPartnerKycDocument,
    ({ body, params, request }) => {
      const { partner_id: partnerId, review_id: reviewId } = params;
      const headers = request.headers as DocumentUploadHeaders;
      const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
      if (bytes.length === 0) throw new ApiError(400, 'invalid_request', 'The body is empty: send the document bytes.');
      // The JWT was verified in onRequest; the partner it named still decides what it may do.
      const partner = partnerOrRefuse(ctx.db, partnerId);
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
      return { id, externalId: headers['x-upload-external-id'] };
    },
    { after: [authenticateUpload(ctx)], bodyLimit: MAX_DOCUMENT_BYTES },
  );
}
