// The sandbox identity provider: the page an identification attempt's `redirectUrl` opens, and its decisions.
import type { FastifyInstance } from 'fastify';
import { sandboxEndpoints } from '#contract/sandbox/endpoints';
import { ApiError } from '../../../http/failure';
import type { EmulatorContext } from '../../context';
import { defineEndpoint, openToAnyone } from '../../define-endpoint';
import { findTrader } from '../../trade/account-store';
import { findAttempt } from '../../trade/attempts-store';
import { identityPage } from '../../trade/identity-page';
import { pageHeaders } from '../../trade/sandbox-page';
import { applyIdentityDecision } from '../../trade/identity-provider';
import { acceptFormPosts } from '../form-body';

export async function identityRoutes(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  acceptFormPosts(app);

  defineEndpoint(app, openToAnyone, sandboxEndpoints.showIdentityPage, ({ params, reply }) => {
    const attempt = findAttempt(ctx.db, params.attemptId, ctx.clock.now());
    if (!attempt) throw new ApiError(404, 'not_found', 'There is no identification attempt with this id.');
    return reply
      .headers(pageHeaders)
      .send(
        identityPage(
          attempt,
          `${ctx.config.publicUrl}/sandbox/identity/${attempt.id}`,
          findTrader(ctx.db, attempt.trader_id)?.name ?? undefined,
        ),
      );
  });

  defineEndpoint(app, openToAnyone, sandboxEndpoints.decideIdentification, ({ body, params, request, reply }) => {
    const { location } = applyIdentityDecision(ctx, params.attemptId, body.decision, body.rejectReason, body.name);
    // A person's form post follows the redirect; a test or script reads `location`.
    if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
      return reply.code(303).header('location', location).send();
    return { location };
  });
}
