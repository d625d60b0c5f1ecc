// `POST /signup/trader`: creates the user and its trader in one transaction. Errors come one at a time, in the
// order a client would fix them: the body, the partner, the email, the trusted email validation token.
import type { FastifyInstance } from 'fastify';
import type { SignupTraderResponse } from '#contract/trade/signup';
import { tradeEndpoints } from '#contract/trade/endpoints';
import { EmailValidationJwtPayload } from '#contract/trade/partner-jwt';
import { tradeLimits } from '#contract/trade/limits';
import type { OffsetClock } from '../../../clock';
import { ApiError } from '../../../http/failure';
import { emailKey, findUserByEmail, insertAccount } from '../account-store';
import { storeCode } from '../codes';
import { defineEndpoint } from '../../define-endpoint';
import type { TradeDeps } from '../deps';
import { mailVerificationCode } from '../mail';
import { findPartnerByRef, type Partner } from '../partner-store';
import { verifyPartnerJwt } from '../partner-jwt';
import { hashPassword, newNumericCode, newToken, secretHash } from '../secrets';

const emailInUse = () =>
  new ApiError(400, 'email_address_and_partner_id_in_use', 'A trader with this email already exists for this partner.');

async function checkTrustedToken(token: string, partner: Partner, email: string, clock: OffsetClock): Promise<void> {
  const fail = (why: string) =>
    new ApiError(
      400,
      'invalid_trusted_email_validation_token',
      `The trusted email validation token is refused: ${why}.`,
    );
  if (!partner.trusted) throw fail('this partner is not a trusted partner');
  const result = await verifyPartnerJwt(token, partner, EmailValidationJwtPayload, clock);
  if (!result.ok) throw fail(result.reason);
  if (emailKey(result.payload.email) !== emailKey(email)) throw fail('its email is not the sign-up email');
}

export async function signupRoutes(app: FastifyInstance, { ctx, limiter, guards }: TradeDeps): Promise<void> {
  defineEndpoint(
    app,
    guards,
    tradeEndpoints.signupTrader,
    async ({ body }) => {
      const now = ctx.clock.now();
      const partner = findPartnerByRef(ctx.db, body.partnerId);
      if (!partner)
        throw new ApiError(400, 'invalid_request', 'Invalid body: partnerId: no partner has this id or number.');
      if (findUserByEmail(ctx.db, partner.id, body.email)) throw emailInUse();
      const trusted = body.trustedEmailValidationToken !== null;
      if (trusted) await checkTrustedToken(body.trustedEmailValidationToken ?? '', partner, body.email, ctx.clock);
      const passwordHash = body.password === null ? null : await hashPassword(body.password);
      const offlineToken = body.generateOfflineToken ? newToken('ot') : undefined;
      const address = body.profile?.address ?? null;

      const traderId = ctx.db.transaction(() => {
        // Checked again inside the transaction: two sign-ups of one email may race past the check above.
        if (findUserByEmail(ctx.db, partner.id, body.email)) throw emailInUse();
        const ids = insertAccount(
          ctx.db,
          {
            partnerId: partner.id,
            email: body.email,
            passwordHash,
            emailVerified: trusted,
            offlineTokenHash: offlineToken === undefined ? null : secretHash(offlineToken),
            accountType: body.accountType,
            consentAdditionalMails: body.consentAdditionalMails,
            country: address?.country ?? null,
            state: address?.state ?? null,
            defaultCurrency: body.defaultCurrency,
          },
          now,
        );
        if (!trusted) {
          const code = newNumericCode(tradeLimits.emailVerificationCodeLength);
          storeCode(ctx.db, ids.userId, 'email_verification', code, now);
          mailVerificationCode(ctx.db, body.email, code, now);
        }
        return ids.traderId;
      })();

      const response: SignupTraderResponse = { trader: { id: traderId } };
      if (offlineToken !== undefined) response.offlineToken = offlineToken;
      return response;
    },
    { before: [limiter.hook('signup')] },
  );
}
