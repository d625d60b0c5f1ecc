// Endpoints for the partner's own server (admin token): trusted widget sessions, and partner-run KYC forwarded
// to the service with a JWT signed by the partner key. Browsers never call these.
import type { FastifyInstance } from 'fastify';
import { DocumentUploadHeaders } from '#contract/trade/partner-kyc';
import { ApiError } from '../../http/failure';
import type { BffContext } from '../context';
import { defineRoute } from '../define-route';
import { mintWidgetSessionToken } from '../widget-session-token';

/** Partner JWTs for one call live a minute: enough for the request, useless if it leaks from a log. */
const PARTNER_JWT_SECONDS = 60;

export async function partnerServerRoutes(app: FastifyInstance, ctx: BffContext): Promise<void> {
  const { trade, partnerSigner, settings } = ctx;

  defineRoute(app, ctx, 'grantWidgetSession', async ({ body }) => {
    const { token, expiresAt } = mintWidgetSessionToken(ctx.crypto, ctx.clock, body.email, body.ttlSeconds);
    return { token, expiresAt: expiresAt.toISOString() };
  });

  defineRoute(app, ctx, 'submitPartnerKyc', async ({ body }) => {
    const bearer = await partnerSigner.sign(
      { traderId: body.traderId, externalId: body.externalId },
      { expiresInSeconds: PARTNER_JWT_SECONDS },
    );
    // Safe to retry (the service answers 200 "already exists" to a repeat), so the client retries it on 5xx.
    return trade.call('createPartnerKycReview', { bearer, params: { partner_id: settings.partnerId }, body });
  });

  // Documents are raw bytes of any type: this scope reads every body as a Buffer.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 10 * 1024 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    defineRoute(scope, ctx, 'uploadPartnerKycDocument', async ({ params, request }) => {
      const headers = DocumentUploadHeaders.safeParse(request.headers);
      if (!headers.success) throw headers.error;
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) {
        throw new ApiError(400, 'invalid_request', 'Send the document bytes as the body.');
      }
      const bearer = await partnerSigner.sign(
        { reviewId: params.reviewId, externalId: headers.data['x-upload-external-id'] },
        { expiresInSeconds: PARTNER_JWT_SECONDS },
      );
      return trade.call('uploadPartnerKycDocument', {
        bearer,
        params: { partner_id: settings.partnerId, review_id: params.reviewId },
        body: new Uint8Array(body),
        headers: {
          'content-type': headers.data['content-type'],
          'x-upload-external-id': headers.data['x-upload-external-id'],
          'x-upload-document-type': headers.data['x-upload-document-type'],
          'x-upload-filename': headers.data['x-upload-filename'],
        },
      });
    });
  });
}
