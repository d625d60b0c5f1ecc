// The three password reset steps. The reset token the service hands out after step 2 stays in the session; the
// browser only learns "done", and step 3 signs the user in with the new password.
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/failure';
import type { BffContext } from '../context';
import { defineRoute } from '../define-route';
import { ensureSession, rotateSession } from '../session-cookie';
import { ANONYMOUS_SESSION_SECONDS, SIGNED_IN_SESSION_SECONDS } from '../session-store';
import { sessionStatus } from './session-routes';

export function passwordResetRoutes(app: FastifyInstance, ctx: BffContext): void {
  const { trade, settings } = ctx;

  defineRoute(app, ctx, 'startPasswordReset', async ({ body }) => {
    await trade.call('requestPasswordReset', { body: { email: body.email, partnerId: settings.partnerId } });
    return {};
  });

  defineRoute(app, ctx, 'checkPasswordResetCode', async ({ body, request, reply }) => {
    const reset = await trade.call('validateSecurityCode', {
      body: { email: body.email, partnerId: settings.partnerId, code: body.code },
    });
    const session = await ensureSession(ctx, request, reply, ANONYMOUS_SESSION_SECONDS);
    session.data.passwordReset = { email: body.email, ...reset };
    await ctx.sessions.save(session);
    return {};
  });

  defineRoute(app, ctx, 'completePasswordReset', async ({ body, session, reply }) => {
    const reset = session?.data.passwordReset;
    if (!session || !reset) {
      throw new ApiError(400, 'password_reset_not_started', 'Enter the code from the email first.');
    }
    await trade.call('resetPassword', {
      body: { id: reset.id, token: reset.token, time: reset.time, password: body.password },
    });
    const tokenResponse = await trade.call('createToken', {
      body: { grant_type: 'password', partnerId: settings.partnerId, email: reset.email, password: body.password },
    });
    session.data = { user: ctx.tokens.userFrom(reset.email, tokenResponse) };
    return sessionStatus(ctx, await rotateSession(ctx, reply, session, SIGNED_IN_SESSION_SECONDS));
  });
}
