// The sandbox identity provider's effect on the service: a decision moves the attempt, approves the trader's
// identification, and for a concluded manual review emails the trader and notifies the partner, all in one
// transaction. Answers where the browser goes next.
import type { RejectReason } from '#contract/trade/enums';
import { returnUrlWithResult } from '#contract/trade/identification';
import { ApiError } from '../../http/failure';
import type { EmulatorContext } from '../context';
import { findTrader, findUser, updateTrader } from './account-store';
import { findAttempt, identityPageUrl, updateAttempt } from './attempts-store';
import { decide, type IdentityDecision } from './identification';
import { mailManualReviewResult } from './mail';
import { findPartner } from './partner-store';
import { recheckReviewingTrades } from './trade-life';
import { enqueueReviewWebhook } from './webhooks';

export function applyIdentityDecision(
  ctx: EmulatorContext,
  attemptId: string,
  decision: IdentityDecision,
  rejectReason?: RejectReason,
  /** The name on the identity document (approve only): becomes the trader's name. */
  name?: string,
): { location: string } {
  const now = ctx.clock.now();
  return ctx.db.transaction(() => {
    const attempt = findAttempt(ctx.db, attemptId, now);
    if (!attempt) throw new ApiError(404, 'not_found', 'There is no identification attempt with this id.');
    const outcome = decide({ state: attempt.state, rejectReason: attempt.reject_reason }, decision, rejectReason);
    if (!outcome.ok) throw new ApiError(409, 'invalid_state', `This decision is not possible: ${outcome.reason}.`);
    if (name !== undefined && outcome.state !== 'approved')
      throw new ApiError(400, 'invalid_request', 'A name goes only with a decision that approves the identification.');
    updateAttempt(ctx.db, attempt.id, {
      state: outcome.state,
      reject_reason: outcome.rejectReason,
      approve_time: outcome.state === 'approved' ? now.toISOString() : null,
    });
    if (outcome.state === 'approved') {
      updateTrader(ctx.db, attempt.trader_id, { identification_state: 'approved', ...(name ? { name } : {}) });
      // The trader's information may be complete now: its trades in review go on.
      recheckReviewingTrades(ctx, attempt.trader_id, now);
    }
    if (outcome.concludesManualReview && (outcome.state === 'approved' || outcome.state === 'rejected')) {
      const trader = findTrader(ctx.db, attempt.trader_id);
      const user = trader && findUser(ctx.db, trader.user_id);
      const partner = user && findPartner(ctx.db, user.partner_id);
      if (user) mailManualReviewResult(ctx.db, user.email, outcome.state === 'approved', now);
      if (partner) {
        enqueueReviewWebhook(
          ctx.db,
          partner,
          ctx.config.merchantAuthScheme,
          {
            traderId: attempt.trader_id,
            attemptId: attempt.id,
            state: outcome.state,
            rejectReason: outcome.rejectReason,
          },
          now,
        );
      }
    }
    const location = attempt.return_url
      ? returnUrlWithResult(attempt.return_url, outcome.result)
      : identityPageUrl(ctx.config.publicUrl, attempt.id);
    return { location };
  })();
}
