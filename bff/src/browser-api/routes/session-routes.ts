// Signing up, in and out: the session routes. Tokens go into the encrypted session, never to the browser.
import type { FastifyInstance } from 'fastify';
import type { SessionStatus } from '#contract/bff/schemas';
import { ApiError } from '../../http/failure';
import { UpstreamError } from '../../upstream/upstream-error';
import type { BffContext } from '../context';
import { defineRoute } from '../define-route';
import { endSession, ensureSession, rotateSession } from '../session-cookie';
import { ANONYMOUS_SESSION_SECONDS, SIGNED_IN_SESSION_SECONDS, type StoredSession } from '../session-store';
import { redeemWidgetSessionToken, TRUSTED_SESSION_SECONDS } from '../widget-session-token';

/** The session as the views see it: who, never a token. */
export function sessionStatus(ctx: BffContext, session: StoredSession | undefined): SessionStatus {
  const trusted = session?.data.trustedEmail;
  const trustedLive = trusted !== undefined && new Date(trusted.expiresAt) > ctx.clock.now();
  if (session?.data.user) return { signedIn: true, email: session.data.user.email, trustedEmail: false };
  return { signedIn: false, email: trustedLive ? trusted.email : null, trustedEmail: trustedLive };
}

export function sessionRoutes(app: FastifyInstance, ctx: BffContext): void {
  const { trade, partnerSigner, tokens } = ctx;

  defineRoute(app, ctx, 'getSession', async ({ session }) => sessionStatus(ctx, session));

  defineRoute(app, ctx, 'openWidgetSession', async ({ body, request, reply }) => {
    const email = await redeemWidgetSessionToken(ctx.storage.usedWidgetTokens, ctx.crypto, ctx.clock, body.token);
    if (!email) {
      throw new ApiError(
        400,
        'invalid_widget_session',
        'This sign-up link is invalid, used or expired; ask for a new one.',
      );
    }
    const session = await ensureSession(ctx, request, reply, ANONYMOUS_SESSION_SECONDS);
    const expiresAt = new Date(ctx.clock.now().getTime() + TRUSTED_SESSION_SECONDS * 1000);
    session.data.trustedEmail = { email, expiresAt: expiresAt.toISOString() };
    await ctx.sessions.save(session);
    return sessionStatus(ctx, session);
  });

  defineRoute(app, ctx, 'signup', async ({ body: { termsAccepted, ...body }, request, reply, session: current }) => {
    // The Trade API has no field for the partner's terms: the BFF refuses a sign-up that did not accept them.
    const termsUrl = ctx.settings.termsUrl;
    if (termsUrl !== undefined && !termsAccepted) {
      throw new ApiError(400, 'invalid_request', `termsAccepted: the terms at ${termsUrl} must be accepted`, {
        field: 'termsAccepted',
      });
    }
    const status = sessionStatus(ctx, current);
    let trustedToken: string | null = null;
    if (status.trustedEmail) {
      if (body.email.toLowerCase() !== status.email?.toLowerCase()) {
        throw new ApiError(
          400,
          'widget_session_email_mismatch',
          `Sign up with ${status.email}, the email this link is for.`,
          {
            field: 'email',
          },
        );
      }
      trustedToken = await partnerSigner.sign({ email: body.email }, { expiresInSeconds: 300 });
    }
    const created = await trade.call('signupTrader', {
      body: {
        ...body,
        partnerId: ctx.settings.partnerId,
        trustedEmailValidationToken: trustedToken,
        // The offline token lets the BFF sign the user in now (even without a password) and again later.
        generateOfflineToken: true,
      },
    });
    const offlineToken = created.offlineToken;
    if (!offlineToken)
      throw new ApiError(502, 'upstream_error', 'The service did not return the offline token it was asked for.');
    const tokenResponse = await trade.call('createToken', {
      body: { grant_type: 'offline_token', offline_token: offlineToken },
    });
    const session = await ensureSession(ctx, request, reply, ANONYMOUS_SESSION_SECONDS);
    delete session.data.trustedEmail;
    session.data.user = tokens.userFrom(body.email, tokenResponse, offlineToken);
    await rotateSession(ctx, reply, session, SIGNED_IN_SESSION_SECONDS);
    if (termsUrl !== undefined) {
      await ctx.storage.termsAcceptances.record({
        traderId: created.trader.id,
        termsUrl,
        acceptedAt: ctx.clock.now().toISOString(),
      });
    }
    return { traderId: created.trader.id, accountType: body.accountType, emailVerified: trustedToken !== null };
  });

  defineRoute(app, ctx, 'resendEmailCode', async ({ session }) => {
    await tokens.withAccessToken(session, (bearer) => trade.call('requestEmailVerification', { bearer }));
    return {};
  });

  defineRoute(app, ctx, 'verifyEmailCode', async ({ body, session }) => {
    await tokens.withAccessToken(session, (bearer) => trade.call('verifyEmail', { bearer, body }));
    return {};
  });

  defineRoute(app, ctx, 'login', async ({ body, request, reply }) => {
    let tokenResponse;
    try {
      tokenResponse = await trade.call('createToken', {
        body: { grant_type: 'password', partnerId: ctx.settings.partnerId, ...body },
      });
    } catch (error) {
      // One answer for every bad credential, like the service: the view says "email or password is wrong".
      if (error instanceof UpstreamError && error.code === 'invalid_grant') {
        throw new ApiError(400, 'invalid_grant', 'The email or password is wrong.', { field: 'password' });
      }
      throw error;
    }
    const session = await ensureSession(ctx, request, reply, ANONYMOUS_SESSION_SECONDS);
    await revokeQuietly(ctx, session, request.log);
    session.data = { user: tokens.userFrom(body.email, tokenResponse) };
    const next = await rotateSession(ctx, reply, session, SIGNED_IN_SESSION_SECONDS);
    return sessionStatus(ctx, next);
  });

  defineRoute(app, ctx, 'logout', async ({ session, reply, request }) => {
    await revokeQuietly(ctx, session, request.log);
    await endSession(ctx, reply, session);
    return undefined;
  });
}

/**
 * Revokes the session's refresh token upstream. Signing out must work even when the service is down, so a
 * failure is logged and the session is deleted anyway; the access token dies by itself within 20 minutes.
 */
async function revokeQuietly(
  ctx: BffContext,
  session: StoredSession | undefined,
  log: { warn: (obj: object, msg: string) => void },
): Promise<void> {
  const refreshToken = session?.data.user?.refreshToken;
  if (!refreshToken) return;
  try {
    await ctx.trade.call('revokeToken', { body: { token_type_hint: 'refresh_token', token: refreshToken } });
  } catch (error) {
    log.warn({ err: error }, 'could not revoke the refresh token upstream');
  }
}
