// `POST /auth` (OAuth 2.0 token endpoint: password, refresh_token and offline_token grants), `POST /auth/revoke`
// (RFC 7009) and `PUT {user_url}/me/deactivate`. Every bad credential is the same `invalid_grant`, so the answer
// never tells which part was wrong; a deactivated account gets no token (spec rule 5).
import {
  RevokeTokenRequest,
  TokenRequest,
  revokeRequestErrorCode,
  tokenRequestErrorCode,
  type TokenResponse,
} from '#contract/trade/auth';
import { describeIssue } from '#contract/issues';
import { ApiError } from '../../../http/failure';
import { findUserByEmail, findUserByOfflineTokenHash, updateUser, type UserRow } from '../account-store';
import { currentUser, requireUser } from '../bearer';
import type { TradeDeps, TradeRoutes } from '../deps';
import { findPartner } from '../partner-store';
import { secretHash, verifyPassword } from '../secrets';
import { issueTokens, refreshTokenSession, revokeAllTokensOf, revokeSessionOf } from '../tokens';

const invalidGrant = (description: string) => new ApiError(400, 'invalid_grant', description);

const usable = (user: UserRow | undefined): user is UserRow => user !== undefined && user.deactivated === 0;

export function authRoutes(routes: TradeRoutes, { ctx, limiter }: TradeDeps): void {
  routes.post('/auth', { onRequest: limiter.hook('auth') }, async (request, reply): Promise<TokenResponse> => {
    // RFC 6749 §5.1: token responses must not be cached.
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    const parsed = TokenRequest.safeParse(request.body);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      throw new ApiError(400, tokenRequestErrorCode(request.body), issue ? describeIssue(issue) : 'Invalid body.');
    }
    const grant = parsed.data;
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
  });

  routes.post('/auth/revoke', async (request, reply) => {
    const parsed = RevokeTokenRequest.safeParse(request.body);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      throw new ApiError(400, revokeRequestErrorCode(request.body), issue ? describeIssue(issue) : 'Invalid body.');
    }
    revokeSessionOf(ctx.db, parsed.data.token);
    return reply.code(204).send();
  });
}

/** Routes under `{user_url}`. */
export function userUrlRoutes(routes: TradeRoutes, { ctx }: TradeDeps): void {
  routes.put('/me/deactivate', { onRequest: requireUser(ctx) }, async (request, reply) => {
    // The bearer token names the account: nobody can deactivate anyone else's.
    const user = currentUser(request);
    ctx.db.transaction(() => {
      updateUser(ctx.db, user.id, { deactivated: 1 });
      revokeAllTokensOf(ctx.db, user.id);
    })();
    return reply.code(204).send();
  });
}
