// Sandbox tools of the emulated Trade API, mounted under {sandboxUrl} next to the shared ones: the identity
// provider (page and decision endpoint), skipping identification, and registering partners.
import { createPublicKey, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdentificationState, RejectReason } from '#contract/trade/enums';
import { ApiError } from '../../http/failure';
import type { ZodTypeProvider } from '../../http/validation';
import type { EmulatorContext } from '../context';
import { findTrader, updateTrader } from './account-store';
import { findAttempt } from './attempts-store';
import { identityPage } from './identity-page';
import { applyIdentityDecision } from './identity-provider';
import { insertPartner } from './partner-store';

const IdentityDecisionRequest = z.object({
  decision: z.enum(['approve', 'reject', 'fail', 'manual_review']),
  rejectReason: z.optional(RejectReason),
});

const AttemptParams = z.object({ attemptId: z.string() });
const TraderParams = z.object({ id: z.coerce.number().int().positive() });

const SkipIdentificationRequest = z.object({ state: IdentificationState });

const PublicKeyPem = z.string().refine(
  (pem) => {
    try {
      const type = createPublicKey(pem).asymmetricKeyType;
      return type === 'rsa' || type === 'ec';
    } catch {
      return false;
    }
  },
  { error: 'must be a PEM RSA or EC public key (SPKI, -----BEGIN PUBLIC KEY-----)' },
);

const CreatePartnerRequest = z.object({
  name: z.string().trim().min(1).max(200),
  publicKeyPem: PublicKeyPem,
  trusted: z.boolean().default(false),
  kycAgreement: z.boolean().default(false),
  webhookUrl: z
    .url({ protocol: /^https?$/ })
    .nullable()
    .default(null),
  webhookSecret: z.string().min(16, 'at least 16 characters').optional(),
  allowedOrigins: z.array(z.url({ protocol: /^https?$/ })).default([]),
});

export async function tradeSandboxTools(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  // The identity page's plain HTML forms post url-encoded; only in this plugin's scope.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/identity/:attemptId', { schema: { params: AttemptParams } }, async (request, reply) => {
    const attempt = findAttempt(ctx.db, request.params.attemptId, ctx.clock.now());
    if (!attempt) throw new ApiError(404, 'not_found', 'There is no identification attempt with this id.');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(identityPage(attempt, `${ctx.config.publicUrl}/sandbox/identity/${attempt.id}`));
  });

  routes.post(
    '/identity/:attemptId',
    { schema: { params: AttemptParams, body: IdentityDecisionRequest } },
    async (request, reply) => {
      const { decision, rejectReason } = request.body;
      const { location } = applyIdentityDecision(ctx, request.params.attemptId, decision, rejectReason);
      // A person's form post follows the redirect; a test or script reads `location`.
      if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
        return reply.code(303).header('location', location).send();
      return { location };
    },
  );

  routes.post(
    '/traders/:id/identification',
    { schema: { params: TraderParams, body: SkipIdentificationRequest } },
    async (request) => {
      const trader = findTrader(ctx.db, request.params.id);
      if (!trader) throw new ApiError(404, 'not_found', 'There is no trader with this id.');
      updateTrader(ctx.db, trader.id, { identification_state: request.body.state });
      return { traderId: trader.id, identificationState: request.body.state };
    },
  );

  routes.post('/partners', { schema: { body: CreatePartnerRequest } }, async (request, reply) => {
    const body = request.body;
    const partnerId = randomUUID();
    // A secret the caller did not choose is answered once, so the caller can verify webhook signatures.
    const webhookSecret = body.webhookSecret ?? randomBytes(32).toString('hex');
    insertPartner(
      ctx.db,
      {
        id: partnerId,
        name: body.name,
        publicKeyPem: body.publicKeyPem,
        trusted: body.trusted,
        kycAgreement: body.kycAgreement,
        webhookUrl: body.webhookUrl,
        webhookSecret,
        allowedOrigins: body.allowedOrigins,
      },
      ctx.clock.now(),
    );
    return reply.code(201).send(body.webhookSecret === undefined ? { partnerId, webhookSecret } : { partnerId });
  });
}
