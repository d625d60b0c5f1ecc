// The browser API's payout bank accounts, the customer's trade list and recurring buys as msw answers, for
// createMockBff (mock-bff.ts). A new account passes the checks the emulator makes (bank-account-store.ts) and is
// refused the way the BFF passes the refusal on: a bad IBAN as `invalid_iban` without a field, a missing BIC where
// the number needs one as `invalid_request` on `account.bic`, a US holder without a state on `holder.address.state`.
import { HttpResponse } from 'msw';
import type { BffErrorBody } from '../api/contract/bff/errors';
import { bffRoutes, type BffRouteName } from '../api/contract/bff/routes';
import type { BankAccountView, RecurringBuyView, TradeView } from '../api/contract/bff/trade';
import {
  bicRequired,
  checkIban,
  ibanProblem,
  looksLikeIban,
  normalizeAccountNumber,
  sepaCountries,
} from '../api/contract/iban';

export interface MockBankAccountOptions {
  /** The customer's payout bank accounts; default none. */
  bankAccounts?: BankAccountView[];
  /** The customer's trades, newest first; default none. */
  trades?: TradeView[];
  /** The customer's recurring buys; default none. */
  recurringBuys?: RecurringBuyView[];
}

/** What the mock holds of these; tests read it, and other mock parts may add trades the list then shows. */
export interface MockBankAccountState {
  bankAccounts: BankAccountView[];
  trades: TradeView[];
  recurringBuys: RecurringBuyView[];
}

type Answer = (input: { body: unknown; url: URL; params: Record<string, string> }) => Response;

const fail = (status: number, error: string, message: string, field?: string) =>
  HttpResponse.json({ error, message, ...(field ? { field } : {}) } satisfies BffErrorBody, { status });

/** The starting state of these routes, copied so a test never changes its fixtures. */
export function bankAccountState(options: MockBankAccountOptions): MockBankAccountState {
  return {
    bankAccounts: structuredClone(options.bankAccounts ?? []),
    trades: structuredClone(options.trades ?? []),
    recurringBuys: structuredClone(options.recurringBuys ?? []),
  };
}

/** The answers of the bank account, trade list and recurring buy routes, reading and changing `state`. */
export function bankAccountAnswers(state: MockBankAccountState): Partial<Record<BffRouteName, Answer>> {
  return {
    listBankAccounts: () => HttpResponse.json(state.bankAccounts),
    createBankAccount: ({ body }) => {
      const parsed = bffRoutes.createBankAccount.body.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.join('.') || undefined;
        return fail(400, 'invalid_request', `${field ?? 'body'}: ${issue?.message ?? 'invalid'}`, field);
      }
      const { account, bank, holder } = parsed.data;
      // As the emulator: a SEPA account, or one without a type whose number looks like an IBAN, needs a valid IBAN.
      if (account.type === 'sepa' || (account.type === undefined && looksLikeIban(account.number))) {
        const iban = checkIban(account.number);
        if (!iban.valid) return fail(400, 'invalid_iban', `account.number: ${ibanProblem(iban, account.number)}`);
      }
      const number = normalizeAccountNumber(account.number);
      const bic = account.bic?.trim().toUpperCase() ?? '';
      if (bic === '' && bicRequired(number))
        return fail(
          400,
          'invalid_request',
          'Invalid body: account.bic: required unless account.number is an IBAN of a SEPA country.',
          'account.bic',
        );
      const holderState = holder.address.state?.trim();
      if (holder.address.country === 'US' && !holderState)
        return fail(
          400,
          'invalid_request',
          'Invalid body: holder.address.state: required when the holder’s country is US.',
          'holder.address.state',
        );
      const iban = checkIban(number);
      const type = account.type ?? (iban.valid && sepaCountries.has(iban.country) ? 'sepa' : 'international');
      const time = new Date().toISOString();
      const created: BankAccountView = {
        id: Math.max(0, ...state.bankAccounts.map((a) => a.id)) + 1,
        account: { type, currency: account.currency, bic, number },
        bank: { address: { ...bank.address } },
        holder: { name: holder.name, address: { ...holder.address, ...(holderState ? { state: holderState } : {}) } },
        createTime: time,
        updateTime: time,
      };
      state.bankAccounts.push(created);
      return HttpResponse.json(created, { status: 201 });
    },
    deleteBankAccount: ({ params }) => {
      const index = state.bankAccounts.findIndex((a) => a.id === Number(params.id));
      if (index < 0) return fail(404, 'bank_account_not_found', 'The trader has no bank account with this id.');
      state.bankAccounts.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    },
    listTrades: () => HttpResponse.json(state.trades),
    listRecurringBuys: () => HttpResponse.json(state.recurringBuys),
    stopRecurringBuy: ({ params }) => {
      const buy = state.recurringBuys.find((b) => b.id === Number(params.id));
      if (!buy) return fail(404, 'subscription_not_found', 'No recurring buy with this id.');
      buy.isActive = false;
      buy.nextTime = null;
      return HttpResponse.json(buy);
    },
  };
}
