// User account operations: email verification, password change, the password reset flow and the offline token
// reset. Codes come from the CSPRNG, are stored hashed, expire, and burn after too many wrong tries.
import type { FastifyInstance } from 'fastify';
import { describeIssue } from '#contract/issues';
import { tradeEndpoints } from '#contract/trade/endpoints';
import { tradeLimits } from '#contract/trade/limits';
import { ResetOfflineTokenJwtPayload } from '#contract/trade/partner-jwt';
import { ApiError } from '../../../http/failure';
import { defineEndpoint } from '../../define-endpoint';
import { emailKey, findUser, findUserByEmail, updateUser } from '../account-store';
import { currentUser } from '../bearer';
import { checkCode, storeCode } from '../codes';
import type { TradeDeps } from '../deps';
import { mailPasswordResetCode, mailVerificationCode } from '../mail';
import { partnerTokenOf } from '../partner-auth';
import { findPartner } from '../partner-store';
import { verifyPartnerJwt } from '../partner-jwt';
import { hashPassword, newNumericCode, newToken, secretHash, verifyPassword } from '../secrets';
import { revokeAllTokensOf } from '../tokens';

const alreadyVerified = () => new ApiError(400, 'invalid_request', 'The email address is already verified.');
const newCode = () => newNumericCode(tradeLimits.emailVerificationCodeLength);

export async function userRoutes(app: FastifyInstance, { ctx, limiter, guards }: TradeDeps): Promise<void> {
  defineEndpoint(
    app,
    guards,
    tradeEndpoints.requestEmailVerification,
    ({ request }) => {
      const user = currentUser(request);
      if (user.email_verified === 1) throw alreadyVerified();
      const now = ctx.clock.now();
      const code = newCode();
      ctx.db.transaction(() => {
        storeCode(ctx.db, user.id, 'email_verification', code, now);
        mailVerificationCode(ctx.db, user.email, code, now);
      })();
    },
    { before: [limiter.hook('mail')] },
  );

  defineEndpoint(app, guards, tradeEndpoints.verifyEmail, ({ body, request }) => {
    const user = currentUser(request);
    if (user.email_verified === 1) throw alreadyVerified();
    const check = ctx.db.transaction(() => {
      const result = checkCode(ctx.db, user.id, 'email_verification', body.code, ctx.clock.now());
      if (result === 'ok') updateUser(ctx.db, user.id, { email_verified: 1 });
      return result;
    })();
    if (check === 'not_found')
      throw new ApiError(404, 'verification_code_not_found', 'No verification code is pending; request a new one.');
    if (check === 'invalid') throw new ApiError(400, 'invalid_verification_code', 'The verification code is wrong.');
    if (check === 'exceeded')
      throw new ApiError(400, 'verification_attempts_exceeded', 'Too many wrong codes; request a new code.');
    return {};
  });

  defineEndpoint(app, guards, tradeEndpoints.updateUser, async ({ body, request }) => {
    const user = currentUser(request);
    if (!(await verifyPassword(body.oldPassword, user.password_hash)))
      throw new ApiError(400, 'wrong_password', 'oldPassword is not the current password.');
    updateUser(ctx.db, user.id, { password_hash: await hashPassword(body.newPassword) });
    return { id: user.id, email: user.email };
  });

  defineEndpoint(
    app,
    guards,
    tradeEndpoints.requestPasswordReset,
    ({ body }) => {
      const user = findUserByEmail(ctx.db, body.partnerId, body.email);
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
    { before: [limiter.hook('mail')] },
  );

  defineEndpoint(
    app,
    guards,
    tradeEndpoints.validateSecurityCode,
    ({ body }) => {
      const { email, partnerId, code } = body;
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
    { before: [limiter.hook('codes')] },
  );

  defineEndpoint(
    app,
    guards,
    tradeEndpoints.resetPassword,
    async ({ body }) => {
      const { id, time, token, password } = body;
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
    { before: [limiter.hook('codes')] },
  );

  defineEndpoint(
    app,
    guards,
    tradeEndpoints.resetOfflineToken,
    async ({ body, request }) => {
      const { email, partnerId } = body;
      const refuse = (why: string) =>
        new ApiError(401, 'invalid_partner_token', `The partner token is refused: ${why}.`);
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
    },
    {
      // The spec gives a malformed body of this endpoint its own code.
      invalidBody: (error) => {
        const [issue] = error.issues;
        return new ApiError(400, 'missing_argument', issue ? `Invalid body: ${describeIssue(issue)}` : 'Invalid body.');
      },
    },
  );
}
