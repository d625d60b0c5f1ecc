// Trading for the signed-in customer: payment methods, price quotes, trades and the live stream of one, payout
// bank accounts, recurring buys, and the page the card payment page returns to. Each route calls the Trade API with
// the session's access token and answers BFF-owned views (#contract/bff/trade): no upstream ids the browser does not
// need, nothing token-like. Upstream refusals pass through with their code and status (another customer's trade is
// the service's 404 `trade_not_found`).
import type { FastifyInstance } from 'fastify';
import type { CreateTradeBody, TradeView } from '#contract/bff/trade';
import type { CreateTradeRequest } from '#contract/trade/trades';
import { tradeSide } from '#contract/trade/trade-states';
import { isBtcAddress } from '#contract/btc-address';
import { normalizeAccountNumber } from '#contract/iban';
import { ApiError } from '../../http/failure';
import type { BffContext } from '../context';
import { defineRoute } from '../define-route';
import { eventStreams, serveEventStream } from '../event-stream';
import { checkedReturnUrl, ownReturnUrl, TRADE_RETURN_PATH } from '../return-url';
import type { StoredSession } from '../session-store';
import { toTradeView } from '../trade-events';
import { notSignedIn } from '../user-tokens';
import { returnPage, tradeReturnPage } from './kyc-return-page';

const badField = (field: string, message: string, code = 'invalid_request') =>
  new ApiError(400, code, message, { field });

export function tradeRoutes(app: FastifyInstance, ctx: BffContext): void {
  const { trade, tokens, settings, tradeEvents } = ctx;
  const network = settings.btcNetwork;
  eventStreams(app);

  /**
   * The Trade API's create-trade request for the customer's `body`, asked from a page of `origin`, or a 400 naming
   * the field to fix.
   */
  const upstreamTradeRequest = (body: CreateTradeBody, origin: string | undefined): CreateTradeRequest => {
    const inMedium = body.transferIn.medium;
    const outMedium = body.transferOut.medium;
    const side = tradeSide(inMedium, outMedium);
    if (!side) {
      throw badField(
        'transferOut.medium',
        `${inMedium} → ${outMedium} is not a trade: buy card or bank → blockchain, sell blockchain → bank.`,
      );
    }
    const { walletAddress, bankAccountId } = body.transferOut;
    let transferOut: CreateTradeRequest['transferOut'];
    if (side === 'buy') {
      if (bankAccountId !== undefined)
        throw badField('transferOut.bankAccountId', 'A buy pays out to a wallet address, not a bank account.');
      if (walletAddress === undefined)
        throw badField('transferOut.walletAddress', 'Give the bitcoin address the coins go to.');
      if (!isBtcAddress(walletAddress, network)) {
        throw badField(
          'transferOut.walletAddress',
          `This is not a bitcoin ${network} address (checksum included).`,
          'invalid_blockchain_account',
        );
      }
      transferOut = { medium: outMedium, details: { account: walletAddress } };
    } else {
      if (walletAddress !== undefined)
        throw badField('transferOut.walletAddress', 'A sell pays out to a bank account, not a wallet address.');
      if (bankAccountId === undefined)
        throw badField('transferOut.bankAccountId', 'Choose the bank account the money goes to.');
      transferOut = { medium: outMedium, mediumReceiveAccountId: bankAccountId };
    }
    let transferIn: CreateTradeRequest['transferIn'] = { medium: inMedium };
    if (inMedium === 'card') {
      const returnUrl =
        body.returnUrl === undefined
          ? ownReturnUrl(settings.publicUrl, TRADE_RETURN_PATH, origin)
          : checkedReturnUrl(body.returnUrl, ctx.allowedOrigins);
      transferIn = { medium: inMedium, details: { preferredIntegrationMethod: 'payment-page', returnUrl } };
    } else if (body.returnUrl !== undefined) {
      throw badField('returnUrl', 'Only a card payment returns to a page.');
    }
    if (body.recurring && inMedium !== 'card') throw badField('recurring', 'Only card buys can repeat.');
    return {
      priceQuoteId: body.priceQuoteId,
      transferIn,
      transferOut,
      ...(body.recurring ? { subscription: body.recurring } : {}),
    };
  };

  defineRoute(app, ctx, 'listPaymentMethods', ({ session, query }) =>
    tokens.withAccessToken(session, (bearer) => trade.call('listTraderPaymentMethods', { bearer, query })),
  );

  defineRoute(app, ctx, 'createTradeQuote', ({ session, body }) =>
    tokens.withAccessToken(session, (bearer) => trade.call('createPriceQuote', { bearer, body })),
  );

  defineRoute(app, ctx, 'getTradeQuote', ({ session, params }) =>
    tokens.withAccessToken(session, (bearer) => trade.call('getPriceQuote', { bearer, params })),
  );

  defineRoute(app, ctx, 'createTrade', async ({ session, body, request: call }) => {
    const request = upstreamTradeRequest(body, call.headers.origin);
    return toTradeView(
      await tokens.withAccessToken(session, (bearer) => trade.call('createTrade', { bearer, body: request })),
    );
  });

  defineRoute(app, ctx, 'listTrades', async ({ session }) =>
    (await tokens.withAccessToken(session, (bearer) => trade.call('listTrades', { bearer }))).map(toTradeView),
  );

  defineRoute(app, ctx, 'getTrade', async ({ session, params }) =>
    toTradeView(await tokens.withAccessToken(session, (bearer) => trade.call('getTrade', { bearer, params }))),
  );

  defineRoute(app, ctx, 'cancelTrade', async ({ session, params }) => {
    const view = toTradeView(
      await tokens.withAccessToken(session, (bearer) => trade.call('cancelTrade', { bearer, params })),
    );
    await tradeEvents.publish(view.id, view);
    return view;
  });

  /**
   * The trade as the session `idHash` may read it now: the session is loaded afresh at each read (a logout or a
   * refresh by another request counts), so a watch keeps the session's id hash, never a token.
   */
  const loadFor = (idHash: string, id: number) => async (): Promise<TradeView> => {
    const session = await ctx.sessions.loadByHash(idHash);
    if (!session?.data.user) throw notSignedIn('Your session ended; sign in again.');
    return toTradeView(
      await tokens.withAccessToken(session, (bearer) => trade.call('getTrade', { bearer, params: { id } })),
    );
  };

  defineRoute(app, ctx, 'tradeEvents', async ({ session, params, request, reply }) => {
    const id = params.id;
    const { idHash } = session as StoredSession;
    // The stream opens with the first view, so a trade that is not the customer's still gets its JSON 404; one whose
    // session ends while watching is ended, and the widget finds itself signed out on its next call.
    await serveEventStream(app, request, reply, (send, end) =>
      tradeEvents.watch(id, loadFor(idHash, id), settings.tradePollMs, send, end),
    );
    return undefined;
  });

  defineRoute(app, ctx, 'tradeReturn', async ({ query, request, reply }) =>
    returnPage(
      reply,
      ctx,
      { opener: query.opener, acceptLanguage: request.headers['accept-language'] },
      tradeReturnPage,
    ),
  );

  // Sandbox only: the bank transfer of a bank buy arrives, for the amount and currency the trade asks for.
  defineRoute(app, ctx, 'testBankTransfer', async ({ session, params }) => {
    if (settings.mode !== 'sandbox')
      throw new ApiError(404, 'not_found', 'Simulated transfers exist only in sandbox mode.');
    await tokens.withAccessToken(session, async (bearer) => {
      const current = await trade.call('getTrade', { bearer, params });
      const { sendAmount, currency } = current.transferIn;
      await trade.call('testBankTransfer', { bearer, params, body: { sendAmount, currency } });
    });
    await tradeEvents.publish(params.id);
    return {};
  });

  defineRoute(app, ctx, 'listBankAccounts', async ({ session }) =>
    (await tokens.withAccessToken(session, (bearer) => trade.call('listBankAccounts', { bearer }))).map(
      withoutTraderId,
    ),
  );

  // The number goes on as the service stores it: an IBAN typed with hyphens, dots or invisible characters in its
  // electronic format, so that it is checked as an IBAN rather than taken for another country's number. A blank BIC
  // is no BIC: left out, so the service decides whether the number needs one (an IBAN of a SEPA country does not).
  defineRoute(app, ctx, 'createBankAccount', async ({ session, body }) => {
    const { bic, ...rest } = body.account;
    const given = bic?.trim().toUpperCase();
    const account = { ...rest, number: normalizeAccountNumber(body.account.number), ...(given ? { bic: given } : {}) };
    return withoutTraderId(
      await tokens.withAccessToken(session, (bearer) =>
        trade.call('createBankAccount', { bearer, body: { ...body, account } }),
      ),
    );
  });

  defineRoute(app, ctx, 'deleteBankAccount', async ({ session, params }) => {
    await tokens.withAccessToken(session, (bearer) => trade.call('deleteBankAccount', { bearer, params }));
    return undefined;
  });

  defineRoute(app, ctx, 'listRecurringBuys', ({ session }) =>
    tokens.withAccessToken(session, (bearer) => trade.call('listSubscriptions', { bearer })),
  );

  defineRoute(app, ctx, 'stopRecurringBuy', ({ session, params }) =>
    tokens.withAccessToken(session, (bearer) =>
      trade.call('updateSubscription', { bearer, params, body: { isActive: false } }),
    ),
  );
}

function withoutTraderId<T extends { traderId: number; trader_id: number }>(
  account: T,
): Omit<T, 'traderId' | 'trader_id'> {
  const { traderId: _traderId, trader_id: _traderIdSpelling, ...rest } = account;
  return rest;
}
