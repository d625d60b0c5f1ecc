// Payout bank accounts of the signed-in trader (trades.md, "Bank account"): list, get, register, remove. Another
// trader's account is as unknown as a missing one; removing answers 204 with no body (the real client breaks on an
// empty 200) and only hides the row, so a trade that paid out to it still shows it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tradeEndpoints } from '#contract/trade/endpoints';
import { ApiError } from '../../../http/failure';
import { defineEndpoint } from '../../define-endpoint';
import { findTraderOfUser } from '../account-store';
import {
  checkBankAccount,
  deleteBankAccount,
  findBankAccount,
  insertBankAccount,
  listBankAccounts,
} from '../bank-account-store';
import { currentUser } from '../bearer';
import type { TradeDeps } from '../deps';

const notFound = () => new ApiError(404, 'bank_account_not_found', 'The trader has no bank account with this id.');

export async function bankAccountRoutes(app: FastifyInstance, { ctx, guards }: TradeDeps): Promise<void> {
  function traderIdOf(request: FastifyRequest): number {
    const trader = findTraderOfUser(ctx.db, currentUser(request).id);
    if (!trader) throw new ApiError(403, 'invalid_token', 'This user has no trader.');
    return trader.id;
  }

  defineEndpoint(app, guards, tradeEndpoints.listBankAccounts, ({ request }) =>
    listBankAccounts(ctx.db, traderIdOf(request)),
  );

  defineEndpoint(app, guards, tradeEndpoints.getBankAccount, ({ params, request }) => {
    const account = findBankAccount(ctx.db, traderIdOf(request), params.id);
    if (!account) throw notFound();
    return account;
  });

  defineEndpoint(app, guards, tradeEndpoints.createBankAccount, ({ body, request }) => {
    const traderId = traderIdOf(request);
    const checked = checkBankAccount(body);
    if (!checked.ok) throw new ApiError(400, checked.code, checked.message);
    return insertBankAccount(ctx.db, traderId, checked.body, ctx.clock.now());
  });

  defineEndpoint(app, guards, tradeEndpoints.deleteBankAccount, ({ params, request }) => {
    if (!deleteBankAccount(ctx.db, traderIdOf(request), params.id, ctx.clock.now())) throw notFound();
  });
}
