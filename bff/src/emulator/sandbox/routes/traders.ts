// Per-trader states a person would set in production and a tester sets here: skipping identification, concluding a
// corporate trader's company review (KYB), judging the proof of source of funds asked past 10,000 EUR, and a
// waiting period before trading (`forced_delay`). And the list the sandbox console shows them in: each trader with
// every state the Trade API's trader object has, whether its trades go through now and what stands in the way
// (trade-readiness.ts), and its identification attempts, all worked out by the rules the Trade API itself uses
// (trader-states.ts, profile.ts, identification.ts), so the two never disagree.
import type { FastifyInstance } from 'fastify';
import { sandboxEndpoints } from '#contract/sandbox/endpoints';
import { ApiError } from '../../../http/failure';
import type { EmulatorContext } from '../../context';
import { defineEndpoint, openToAnyone } from '../../define-endpoint';
import type { z } from 'zod/mini';
import type { SandboxTrader } from '#contract/sandbox/requests';
import { formatFiat } from '#contract/money';
import {
  findTrader,
  findUser,
  listTraders,
  traderFacts,
  updateTrader,
  type ListedTraderRow,
} from '../../trade/account-store';
import { attemptView, listAttempts } from '../../trade/attempts-store';
import { decide } from '../../trade/identification';
import { cannotTradeReasonOf, forcedDelayEnd } from '../../trade/profile';
import { mailCompanyReviewResult, mailProofOfFundsResult } from '../../trade/mail';
import { recheckReviewingTrades } from '../../trade/trade-life';
import { mandatoryInformationComplete, proofOfFundsAsked, traderStates } from '../../trade/trader-states';
import { acceptFormPosts } from '../form-body';
import { tradeReadiness } from '../trade-readiness';

export async function traderRoutes(app: FastifyInstance, ctx: EmulatorContext): Promise<void> {
  acceptFormPosts(app);

  const traderOf = (id: number) => {
    const trader = findTrader(ctx.db, id);
    if (!trader) throw new ApiError(404, 'not_found', 'There is no trader with this id.');
    return trader;
  };

  defineEndpoint(app, openToAnyone, sandboxEndpoints.listSandboxTraders, ({ query }) => {
    const now = ctx.clock.now();
    return listTraders(ctx.db, { emailContains: query.email, limit: query.limit }).map((row) =>
      listedTrader(ctx, row, now),
    );
  });

  defineEndpoint(app, openToAnyone, sandboxEndpoints.setTraderIdentification, ({ body, params }) => {
    const now = ctx.clock.now();
    return ctx.db.transaction(() => {
      const trader = traderOf(params.id);
      updateTrader(ctx.db, trader.id, { identification_state: body.state });
      // The trader's information may be complete now: its trades in review go on.
      recheckReviewingTrades(ctx, trader.id, now);
      return { traderId: trader.id, identificationState: body.state };
    })();
  });

  defineEndpoint(app, openToAnyone, sandboxEndpoints.concludeCompanyReview, ({ body, params }) => {
    const now = ctx.clock.now();
    return ctx.db.transaction(() => {
      const trader = traderOf(params.id);
      if (trader.account_type !== 'corporate')
        throw new ApiError(400, 'invalid_request', 'Only a corporate trader has a company review.');
      if (trader.kyb_documents_requested !== 1)
        throw new ApiError(
          400,
          'invalid_request',
          'The KYB documents of this trader were not requested yet: the corporate details, address, source of ' +
            'funds, shareholder relation and PEP status come first.',
        );
      updateTrader(ctx.db, trader.id, { kyb_state: body.result });
      // Trades waiting in review on the company review complete (approved) or are rejected (rejected) at once.
      recheckReviewingTrades(ctx, trader.id, now);
      const user = findUser(ctx.db, trader.user_id);
      if (user) mailCompanyReviewResult(ctx.db, user.email, body.result === 'approved', now);
      const { kybState } = traderStates(traderFacts(traderOf(trader.id)));
      return { traderId: trader.id, result: body.result, kybState };
    })();
  });

  defineEndpoint(app, openToAnyone, sandboxEndpoints.judgeProofOfFunds, ({ body, params }) => {
    const now = ctx.clock.now();
    return ctx.db.transaction(() => {
      const trader = traderOf(params.id);
      // Asked for once completed trades passed 10,000 EUR; a judged proof may be judged again.
      if (!proofOfFundsAsked(traderFacts(trader)))
        throw new ApiError(
          400,
          'invalid_request',
          'This trader was not asked for a proof of source of funds: that comes once its completed trades pass ' +
            '10,000 EUR.',
        );
      updateTrader(ctx.db, trader.id, { proof_of_funds_state: body.result });
      // Trades waiting in review on the proof complete (approved) or are rejected (rejected) at once.
      recheckReviewingTrades(ctx, trader.id, now);
      const user = findUser(ctx.db, trader.user_id);
      if (user) mailProofOfFundsResult(ctx.db, user.email, body.result === 'approved', now);
      const { proofOfSourceOfFundsState } = traderStates(traderFacts(traderOf(trader.id)));
      return { traderId: trader.id, proofOfSourceOfFundsState };
    })();
  });

  defineEndpoint(app, openToAnyone, sandboxEndpoints.setTraderTradeBlock, ({ body, params }) => {
    const trader = traderOf(params.id);
    const seconds = body.forcedDelaySeconds ?? 0;
    const forcedDelayUntil = seconds > 0 ? new Date(ctx.clock.now().getTime() + seconds * 1000).toISOString() : null;
    updateTrader(ctx.db, trader.id, { forced_delay_until: forcedDelayUntil });
    return { traderId: trader.id, forcedDelayUntil };
  });
}

const complianceDecisions = ['approve', 'reject', 'manual_review'] as const;

/** One trader of the console's list: the trader object's states and the facts the sandbox tools go by. */
function listedTrader(ctx: EmulatorContext, row: ListedTraderRow, now: Date): z.infer<typeof SandboxTrader> {
  const facts = traderFacts(row);
  const reason = cannotTradeReasonOf(row, now);
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.email_verified === 1,
    partner: { id: row.partner_id, name: row.partner_name },
    accountType: row.account_type,
    createTime: row.create_time,
    states: traderStates(facts),
    mandatoryInformationComplete: mandatoryInformationComplete(facts),
    canTrade: reason === null,
    cannotTradeReason: reason,
    ...tradeReadiness(facts, reason),
    canTradeAfter: forcedDelayEnd(row, now),
    completedEur: formatFiat(row.completed_eur_minor, 'EUR'),
    kybDocumentsRequested: facts.kybDocumentsRequested,
    companyReview: row.kyb_state,
    proofOfFundsAsked: proofOfFundsAsked(facts),
    identificationAttempts: listAttempts(ctx.db, row.id, now).map((attempt) => {
      const view = attemptView(attempt, ctx.config.publicUrl);
      const status = { state: attempt.state, rejectReason: attempt.reject_reason };
      return {
        id: view.id,
        state: view.state,
        rejectReason: view.rejectReason,
        createTime: view.createTime,
        approveTime: view.approveTime,
        expireTime: attempt.expire_time,
        identityPageUrl: view.redirectUrl,
        // The identity provider's own rules say which decisions it takes now.
        decisions: complianceDecisions.filter((decision) => decide(status, decision).ok),
      };
    }),
  };
}
