// `POST /auth` (OAuth 2.0 token endpoint: password, refresh_token and offline_token grants), `POST /auth/revoke`
// (RFC 7009) and `PUT {user_url}/me/deactivate`. Every bad credential is the same `invalid_grant`, so the answer
// never tells which part was wrong; a deactivated account gets no token (spec rule 5).
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import { revokeRequestErrorCode, tokenRequestErrorCode } from '#contract/trade/auth';
import { tradeEndpoints } from '#contract/trade/endpoints';
import { describeIssue } from '#contract/issues';
import { ApiError } from '../../../http/failure';
import { defineEndpoint } from '../../define-endpoint';
import { findUserByEmail, findUserByOfflineTokenHash, updateUser, type UserRow } from '../account-store';
import { currentUser } from '../bearer';
import type { TradeDeps } from '../deps';
import { findPartner } from '../partner-store';
import { secretHash, verifyPassword } from '../secrets';
import { issueTokens, refreshTokenSession, revokeAllTokensOf, revokeSessionOf } from '../tokens';

const invalidGrant = (description: string) => new ApiError(400, 'invalid_grant', description);

const usable = (user: UserRow | undefined): user is UserRow => user !== undefined && user.deactivated === 0;

/** A malformed body of the token endpoints: RFC 6749 and RFC 7009 say which code each failure is. */
const malformed = (errorCode: (body: unknown) => string) => (error: z.core.$ZodError, raw: unknown) => {
  const [issue] = error.issues;
  return new ApiError(400, errorCode(raw), issue ? describeIssue(issue) : 'Invalid body.');
};

export async function authRoutes(app: FastifyInstance, { ctx, limiter, guards }: TradeDeps): Promise<void> {
  defineEndpoint(
    app,
    guards,
    tradeEndpoints.createToken,
    async ({ body: grant }) => {
      const now = ctx.clock.now();
      switch (grant.grant_type) {
        case 'password': {
          const partner = findPartner(ctx.db, grant.partnerId);
          const user = partner && findUserByEmail(ctx.db, partner.id, grant.email);
          const passwordOk = await verifyPassword(grant.password, user?.password_hash ?? null);
          if (!passwordOk || !usable(user))
            throw invalidGrant('The email, password or partner is wrong, or the account is deactivated.');
          return issueTokens(ctx, user.id, now);
        }
        case 'refresh_token': {
          const session = refreshTokenSession(ctx.db, grant.refresh_token, now);
          if (!session || !usable(session.user))
            throw invalidGrant('The refresh token is unknown, expired or revoked, or the account is deactivated.');
          return issueTokens(ctx, session.user.id, now, session.sessionId);
        }
        case 'offline_token': {
          const user = findUserByOfflineTokenHash(ctx.db, secretHash(grant.offline_token));
          if (!usable(user))
            throw invalidGrant('The offline token is unknown or was reset, or the account is deactivated.');
          return issueTokens(ctx, user.id, now);
        }
      }
    },
    {
      before: [limiter.hook('auth')],
      // RFC 6749 §5.1: token responses must not be cached.
      replyHeaders: { 'cache-control': 'no-store', pragma: 'no-cache' },
      invalidBody: malformed(tokenRequestErrorCode),
    },
  );

  defineEndpoint(
    app,
    guards,
    tradeEndpoints.revokeToken,
    ({ body }) => {
      revokeSessionOf(ctx.db, body.token);
    },
    { invalidBody: malformed(revokeRequestErrorCode) },
  );
}

/** Routes under `{user_url}`. */
export async function userUrlRoutes(app: FastifyInstance, { ctx, guards }: TradeDeps): Promise<void> {
  defineEndpoint(app, guards, tradeEndpoints.deactivateUser, ({ request }) => {
    // The bearer token names the account: nobody can deactivate anyone else's.
    const user = currentUser(request);
    ctx.db.transaction(() => {
      updateUser(ctx.db, user.id, { deactivated: 1 });
      revokeAllTokensOf(ctx.db, user.id);
    })();
  });
}
