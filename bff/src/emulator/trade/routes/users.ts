// User account operations: email verification, password change, the password reset flow and the offline token
// reset. Codes come from the CSPRNG, are stored hashed, expire, and burn after too many wrong tries.
import { describeIssue } from '#contract/issues';
import { tradeLimits } from '#contract/trade/limits';
import { ResetOfflineTokenJwtPayload } from '#contract/trade/partner-jwt';
import {
  RequestPasswordResetRequest,
  ResetOfflineTokenRequest,
  ResetPasswordRequest,
  UpdateUserRequest,
  ValidateSecurityCodeRequest,
  VerifyEmailRequest,
} from '#contract/trade/users';
import { ApiError } from '../../../http/failure';
import { emailKey, findUser, findUserByEmail, updateUser } from '../account-store';
import { currentUser, requireUser } from '../bearer';
import { checkCode, storeCode } from '../codes';
import type { TradeDeps, TradeRoutes } from '../deps';
import { mailPasswordResetCode, mailVerificationCode } from '../mail';
import { requirePartnerJwtPresent, partnerTokenOf } from '../partner-auth';
import { findPartner } from '../partner-store';
import { verifyPartnerJwt } from '../partner-jwt';
import { hashPassword, newNumericCode, newToken, secretHash, verifyPassword } from '../secrets';
import { revokeAllTokensOf } from '../tokens';

const alreadyVerified = () => new ApiError(400, 'invalid_request', 'The email address is already verified.');
const newCode = () => newNumericCode(tradeLimits.emailVerificationCodeLength);

export function userRoutes(routes: TradeRoutes, deps: TradeDeps): void {
  const { ctx, limiter } = deps;
  const bearer = requireUser(ctx);

  routes.post(
    '/users/me/request-email-verification',
    { onRequest: [limiter.hook('mail'), bearer] },
    async (request, reply) => {
      const user = currentUser(request);
      if (user.email_verified === 1) throw alreadyVerified();
      const now = ctx.clock.now();
      const code = newCode();
      ctx.db.transaction(() => {
        storeCode(ctx.db, user.id, 'email_verification', code, now);
        mailVerificationCode(ctx.db, user.email, code, now);
      })();
      return reply.code(200).send();
    },
  );

  routes.post(
    '/users/me/verify-email',
    { onRequest: bearer, schema: { body: VerifyEmailRequest } },
    async (request) => {
      const user = currentUser(request);
      if (user.email_verified === 1) throw alreadyVerified();
      const check = ctx.db.transaction(() => {
        const result = checkCode(ctx.db, user.id, 'email_verification', request.body.code, ctx.clock.now());
        if (result === 'ok') updateUser(ctx.db, user.id, { email_verified: 1 });
        return result;
      })();
      if (check === 'not_found')
        throw new ApiError(404, 'verification_code_not_found', 'No verification code is pending; request a new one.');
      if (check === 'invalid') throw new ApiError(400, 'invalid_verification_code', 'The verification code is wrong.');
      if (check === 'exceeded')
        throw new ApiError(400, 'verification_attempts_exceeded', 'Too many wrong codes; request a new code.');
      return {};
    },
  );

  routes.patch('/users/me', { onRequest: bearer, schema: { body: UpdateUserRequest } }, async (request) => {
    const user = currentUser(request);
    if (!(await verifyPassword(request.body.oldPassword, user.password_hash)))
      throw new ApiError(400, 'wrong_password', 'oldPassword is not the current password.');
    updateUser(ctx.db, user.id, { password_hash: await hashPassword(request.body.newPassword) });
    return { id: user.id, email: user.email };
  });

  routes.post(
    '/users/request-password-reset',
    { onRequest: limiter.hook('mail'), schema: { body: RequestPasswordResetRequest } },
    async (request) => {
      const user = findUserByEmail(ctx.db, request.body.partnerId, request.body.email);
      // The same answer whether or not the account exists: this endpoint must not reveal who has one.
      if (user && user.deactivated === 0) {
        const now = ctx.clock.now();
        const code = newCode();
        ctx.db.transaction(() => {
          storeCode(ctx.db, user.id, 'password_reset', code, now);
          mailPasswordResetCode(ctx.db, user.email, code, now);
        })();
      }
      return {};
    },
  );

  routes.post(
    '/users/validate-security-code',
    { onRequest: limiter.hook('codes'), schema: { body: ValidateSecurityCodeRequest } },
    async (request) => {
      const { email, partnerId, code } = request.body;
      const user = findUserByEmail(ctx.db, partnerId, email);
      const now = ctx.clock.now();
      const time = Math.floor(now.getTime() / 1000);
      const token = newToken('prt');
      // One transaction: the security code is used up exactly when the reset token exists.
      const check = ctx.db.transaction(() => {
        if (!user) return 'not_found' as const;
        const result = checkCode(ctx.db, user.id, 'password_reset', code, now);
        // The time is part of what is hashed, so a token only works with the time it was issued with.
        if (result === 'ok') storeCode(ctx.db, user.id, 'reset_token', `${time}:${token}`, now);
        return result;
      })();
      if (check === 'not_found' || !user)
        throw new ApiError(
          404,
          'security_code_not_found',
          'No security code was issued for this email and partner, or it expired.',
        );
      if (check === 'invalid') throw new ApiError(400, 'invalid_security_code', 'The security code is wrong.');
      if (check === 'exceeded')
        throw new ApiError(
          400,
          'security_code_attempts_exceeded',
          'Too many wrong codes; request a new password reset.',
        );
      return { id: user.id, time, token };
    },
  );

  routes.post(
    '/users/reset-password',
    { onRequest: limiter.hook('codes'), schema: { body: ResetPasswordRequest } },
    async (request) => {
      const { id, time, token, password } = request.body;
      const user = findUser(ctx.db, id);
      if (!user) throw new ApiError(404, 'user_not_found', 'No user has this id.');
      const passwordHash = await hashPassword(password);
      const ok = ctx.db.transaction(() => {
        const check = checkCode(ctx.db, user.id, 'reset_token', `${time}:${token}`, ctx.clock.now());
        if (check !== 'ok') return false;
        updateUser(ctx.db, user.id, { password_hash: passwordHash });
        // Whoever held the old password loses every session it opened.
        revokeAllTokensOf(ctx.db, user.id);
        return true;
      })();
      if (!ok)
        throw new ApiError(
          400,
          'invalid_password_reset_token',
          'The reset token is wrong or expired; validate a new security code.',
        );
      return {};
    },
  );

  routes.post('/users/reset-offline-token', { onRequest: requirePartnerJwtPresent }, async (request) => {
    const parsed = ResetOfflineTokenRequest.safeParse(request.body);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      throw new ApiError(400, 'missing_argument', issue ? `Invalid body: ${describeIssue(issue)}` : 'Invalid body.');
    }
    const { email, partnerId } = parsed.data;
    const refuse = (why: string) => new ApiError(401, 'invalid_partner_token', `The partner token is refused: ${why}.`);
    const partner = findPartner(ctx.db, partnerId);
    if (!partner) throw refuse('no partner has this partnerId');
    const result = await verifyPartnerJwt(partnerTokenOf(request), partner, ResetOfflineTokenJwtPayload, ctx.clock);
    if (!result.ok) throw refuse(result.reason);
    if (emailKey(result.payload.email) !== emailKey(email)) throw refuse('its email is not the body email');
    const user = findUserByEmail(ctx.db, partner.id, email);
    if (!user) throw new ApiError(404, 'user_not_found', 'No user has this email with this partner.');
    const offlineToken = newToken('ot');
    updateUser(ctx.db, user.id, { offline_token_hash: secretHash(offlineToken) });
    return { offlineToken };
  });
}
