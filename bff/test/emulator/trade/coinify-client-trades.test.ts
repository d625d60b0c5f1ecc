// Blockchain.com's `bitcoin-coinify-client` 0.16 trades against the emulator on a real port, unchanged apart from
// its base URL (shared/spec/trades.md: "its buy, sell and recurring-buy flows must run against the emulator
// unchanged"): payment methods, price quotes, a card buy and a bank buy to completed_test, a cancel, a sell to a
// registered bank account, the trade list, a recurring buy and stopping it. Payments are made the way a tester
// makes them: the card payment page's sandbox tool, the client's own QA tool for bank transfers, the sandbox
// blockchain for a sell's BTC, and the sandbox clock.
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { startListeningTestServer } from '../../support';
import {
  WALLET_RECEIVE_ADDRESS,
  advanceClock,
  failureOf,
  newClient,
  readyClient,
  reopenedClient,
  sandboxPost,
  signedUpClient,
  watchClientRequests,
  type CoinifyClient,
  type CoinifyTrade,
  type ListeningServer,
} from './coinify-client-support';

let server: ListeningServer;
beforeAll(async () => {
  server = await startListeningTestServer();
});
afterAll(() => server.app.close());

/** Past the sandbox's processing time of a paid trade (SANDBOX_PROCESSING_MS: one minute). */
const PAST_PROCESSING_SECONDS = 61;

/** A bank account as a wallet's form gives it to `addBankAccount` (lib/bank-account.js `add` reads these fields). */
const KAREN_IBAN = 'DK50 0040 0440 1162 43';
const karenBankAccount = {
  account: { currency: 'EUR', bic: 'DABADKKK', number: KAREN_IBAN },
  holder: {
    name: 'Karen Blixen',
    address: { street: 'Rungstedlund 111', city: 'Rungsted Kyst', zipcode: '2960', country: 'DK' },
  },
  bank: { address: { country: 'DK' } },
};

/** The raw trade as the service answers it, read with the client's own API (for what the client does not keep). */
const rawTrade = (coinify: CoinifyClient, id: number) =>
  coinify._api.authGET(`trades/${id}`) as Promise<{
    state: string;
    inAmount: number;
    transferIn: { sendAmount: number; receiveAmount: number; details: Record<string, unknown> };
    transferOut: { details: { account: unknown; transaction?: string } };
    receiptUrl?: string;
  }>;

function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`missing: ${what}`);
  return value;
}

async function cardBuy(coinify: CoinifyClient, amountInCents = 100_00): Promise<CoinifyTrade> {
  const quote = await coinify.getBuyQuote(amountInCents, 'EUR', 'BTC');
  const mediums = await quote.getPaymentMediums();
  return present(mediums.card, 'card medium').buy();
}

async function bankBuy(coinify: CoinifyClient, amountInCents = 100_00): Promise<CoinifyTrade> {
  const quote = await coinify.getBuyQuote(amountInCents, 'EUR', 'BTC');
  const mediums = await quote.getPaymentMediums();
  return present(mediums.bank, 'bank medium').buy();
}

/** What the client's trade object shows through its getters (they live on the prototype). */
const shown = (trade: CoinifyTrade | undefined) =>
  trade && {
    id: trade.id,
    state: trade.state,
    isBuy: trade.isBuy,
    medium: trade.medium,
    inCurrency: trade.inCurrency,
    outCurrency: trade.outCurrency,
    inAmount: trade.inAmount,
    sendAmount: trade.sendAmount,
    receiveAddress: trade.receiveAddress,
    bankAccountNumber: trade.bankAccountNumber,
    tradeSubscriptionId: trade.tradeSubscriptionId,
  };

/** Approves a card trade's payment with the sandbox tool behind the card payment page. */
const approveCard = (trade: CoinifyTrade) =>
  sandboxPost(server, `/trades/${trade.id}/card-payment`, { result: 'approved' });

describe('bitcoin-coinify-client 0.16 trades against the emulator', () => {
  it('coinify.fetchProfile() in full: the trader, then Limits from the card, bank and blockchain methods', async () => {
    const { coinify, email } = await signedUpClient(server);
    await coinify.fetchProfile();
    const profile = coinify.profile;
    expect(profile.email).toBe(email);
    expect(profile.fullName).toBeNull();
    expect(profile.defaultCurrency).toBe('EUR');
    expect(profile.country).toBe('DK');
    expect(profile.level.name).toBe('1');
    expect(profile.level.currency).toBe('EUR');
    expect(profile.canTrade).toBe(true);
    expect(profile.cannotTradeReason).toBeNull();
    expect(profile.tradeSubscriptionsAllowed).toBe(false);
    expect(profile.currentLimits).toEqual({ card: { in: 300 }, bank: { in: 1000, out: 1000 } });
    // Level 1: 300 EUR a day by card, 1,000 by bank; minimums 10 and 50 EUR (trades.md's figures).
    expect(profile.limits.card.inRemaining.EUR).toBe(300);
    expect(profile.limits.card.minimumInAmounts.EUR).toBe(10);
    expect(profile.limits.bank.inRemaining.EUR).toBe(1000);
    expect(profile.limits.bank.minimumInAmounts.EUR).toBe(50);
    expect(profile.limits.blockchain.inRemaining.BTC).toEqual(expect.any(Number));
    expect(profile.limits.blockchain.inRemaining.BTC).toBeGreaterThan(0);
    expect(profile.limits.blockchain.minimumInAmounts.BTC).toBe(0.0005);
  });

  it('payment methods: getBuyMethods, getSellMethods, getBuyCurrencies, getSellCurrencies', async () => {
    const { coinify } = await signedUpClient(server);
    const buy = await coinify.getBuyMethods();
    expect(Object.keys(buy).sort()).toEqual(['bank', 'card']); // keyed by inMedium
    expect(buy.card).toMatchObject({
      inMedium: 'card',
      outMedium: 'blockchain',
      fiatMedium: 'card',
      outCurrency: 'BTC',
      inPercentageFee: 3,
      canTrade: true,
    });
    expect(buy.card?.inCurrencies).toContain('EUR');
    expect(buy.bank).toMatchObject({ inMedium: 'bank', fiatMedium: 'bank', inPercentageFee: 0.25, canTrade: true });
    expect(buy.card?.limitInAmounts.EUR).toBe(300);

    const sell = await coinify.getSellMethods();
    expect(Object.keys(sell)).toEqual(['bank']); // keyed by outMedium
    expect(sell.bank).toMatchObject({ inMedium: 'blockchain', outMedium: 'bank', inCurrency: 'BTC', canTrade: true });

    const buyCurrencies = await coinify.getBuyCurrencies();
    expect(buyCurrencies).toEqual(expect.arrayContaining(['EUR', 'GBP', 'DKK', 'USD']));
    expect(coinify.buyCurrencies).toEqual(buyCurrencies);
    const sellCurrencies = await coinify.getSellCurrencies();
    expect(sellCurrencies).toEqual(expect.arrayContaining(['EUR', 'GBP', 'DKK']));
    expect(sellCurrencies).not.toContain('BTC');
    expect(coinify.sellCurrencies).toEqual(sellCurrencies);
  });

  it('quotes: a buy quote of 100 EUR, a sell quote of 0.001 BTC, and the payment mediums with their fees', async () => {
    const { coinify } = await signedUpClient(server);
    const buy = await coinify.getBuyQuote(100_00, 'EUR', 'BTC');
    expect(buy.id).toEqual(expect.any(Number)); // asked with a token: it can be traded
    expect(buy.baseCurrency).toBe('EUR');
    expect(buy.quoteCurrency).toBe('BTC');
    expect(buy.baseAmount).toBe(-100); // the client keeps fiat in major units, BTC in satoshi
    expect(buy.quoteAmount).toBeGreaterThan(0);
    expect(Number.isInteger(buy.quoteAmount)).toBe(true);
    expect(buy.expiresAt.getTime() - buy.timeOfRequest.getTime()).toBe(15 * 60 * 1000);

    const mediums = await buy.getPaymentMediums();
    expect(Object.keys(mediums).sort()).toEqual(['bank', 'card']);
    // lib/payment-medium.js: fee = inFixedFees[inCurrency] + amount × inPercentageFee; total = amount + fee.
    expect(mediums.card).toMatchObject({ inCurrency: 'EUR', outCurrency: 'BTC', fee: 3, total: 103 });
    expect(mediums.bank).toMatchObject({ fee: 0.25, total: 100.25 });

    // The wallet asks "sell this much BTC" with a negative amount: getSellQuote(-satoshi, 'BTC', currency).
    const sell = await coinify.getSellQuote(-100_000, 'BTC', 'EUR');
    expect(sell.id).toEqual(expect.any(Number));
    expect(sell.baseCurrency).toBe('BTC');
    expect(sell.quoteCurrency).toBe('EUR');
    expect(sell.baseAmount).toBe(-100_000);
    expect(sell.quoteAmount).toBeGreaterThan(0);
    const payout = await sell.getPayoutMediums();
    expect(Object.keys(payout)).toEqual(['bank']);
    expect(payout.bank).toMatchObject({ inMedium: 'blockchain', outMedium: 'bank', inCurrency: 'BTC' });
    expect(payout.bank?.fee).toEqual(expect.any(Number));
  });

  it('before sign-up: the partner-level payment methods, Limits and a quote without an id (no token sent)', async () => {
    const { coinify } = newClient(server);
    expect(coinify.hasAccount).toBe(false);
    const buy = await coinify.getBuyMethods(); // GET trades/payment-methods without a token
    expect(Object.keys(buy).sort()).toEqual(['bank', 'card']);
    expect(buy.card?.canTrade).toBeUndefined();
    await coinify.fetchProfile(); // without an account it reads only the payment methods
    expect(coinify.profile.limits.card.minimumInAmounts.EUR).toBe(10);
    const quote = await coinify.getBuyQuote(100_00, 'EUR', 'BTC'); // POST trades/quote without a token
    expect(quote.id).toBeUndefined();
    expect(quote.baseAmount).toBe(-100);
    expect(quote.quoteAmount).toBeGreaterThan(0);
    expect(coinify._api.isLoggedIn).toBe(false);
  });

  it('a card buy: mediums.card.buy(), the card page at iSignThisID approves, completed_test with a receipt', async () => {
    const client = await readyClient(server);
    const { coinify, delegate } = client;
    const trade = await cardBuy(coinify);
    expect(shown(trade)).toMatchObject({
      state: 'awaiting_transfer_in',
      medium: 'card',
      isBuy: true,
      inCurrency: 'EUR',
      outCurrency: 'BTC',
      // rule: inAmount is the 100 EUR the trade covers (the quote's amount); the trader pays it with the 3 % card
      // fee on top, transferIn.sendAmount (docs/trade-api-choices.md, "Trade amounts").
      inAmount: 100_00,
      sendAmount: 103_00,
      receiveAddress: WALLET_RECEIVE_ADDRESS,
      tradeSubscriptionId: null,
    });
    expect(delegate.trades).toContain(trade);
    expect(trade.sendAmount - trade.inAmount).toBe(3_00); // the fee, in cents
    const created = await rawTrade(coinify, trade.id);
    expect(created).toMatchObject({ inAmount: 100, transferIn: { sendAmount: 103, receiveAmount: 100 } });
    expect(trade.outAmountExpected).toBeGreaterThan(0);
    const redirectUrl = trade.iSignThisID ?? '';
    expect(redirectUrl.startsWith(`${server.sandbox.sandboxUrl}/card-payments/`)).toBe(true);

    // The card payment page the wallet opens at that URL.
    const page = await fetch(redirectUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');

    await approveCard(trade);
    await trade.refresh();
    expect(trade.state).toBe('processing');

    await advanceClock(server, PAST_PROCESSING_SECONDS);
    const refreshed = await trade.refresh();
    expect(refreshed).toBe(trade);
    expect(trade.state).toBe('completed_test');
    expect(trade.outAmount).toBe(trade.outAmountExpected);
    const receiptUrl = trade.receiptUrl ?? '';
    expect(receiptUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const receipt = await fetch(receiptUrl);
    expect(receipt.status).toBe(200);
    // The client reads the payout's transaction from a misspelt field (transferOutdetails): the service shows it.
    const raw = await rawTrade(coinify, trade.id);
    expect(raw.transferOut.details).toEqual({ account: WALLET_RECEIVE_ADDRESS, transaction: expect.any(String) });
    expect(raw.transferOut.details.transaction).toMatch(/^[0-9a-f]{64}$/);
  });

  it("a bank buy: the service's bank details with the reference, the client's fakeBankTransfer, completed_test", async () => {
    const { coinify } = await readyClient(server);
    const trade = await bankBuy(coinify);
    expect(shown(trade)).toMatchObject({
      state: 'awaiting_transfer_in',
      medium: 'bank',
      inAmount: 100_00, // rule: the amount the trade covers
      sendAmount: 100_25, // what the trader pays: the 0.25 % bank fee on top
    });
    expect(trade.sendAmount - trade.inAmount).toBe(25);
    const bank = trade.bankAccount;
    expect(bank).toBeDefined();
    expect(bank).toMatchObject({ type: 'sepa', currency: 'EUR', bic: expect.any(String), number: expect.any(String) });
    expect(bank?.referenceText).toMatch(/^\S{6,}$/);
    expect(bank?.holderName).toEqual(expect.any(String));
    expect(bank?.bankName).toEqual(expect.any(String));
    expect(bank?.bankAddress.country).toMatch(/^[A-Z]{2}$/);
    expect(bank?.holderAddress.country).toMatch(/^[A-Z]{2}$/);
    expect(trade.iSignThisID).toBeUndefined();

    const requests = watchClientRequests(server);
    await trade.fakeBankTransfer(); // the client's QA tool: POST trades/{id}/test/bank-transfer
    // It sends the trade's sendAmount, the fee included: enough to pay it.
    expect(requests).toEqual([
      {
        method: 'POST',
        endpoint: `trades/${trade.id}/test/bank-transfer`,
        body: { sendAmount: 100.25, currency: 'EUR' },
      },
    ]);
    await trade.refresh();
    expect(trade.state).toBe('processing');
    await advanceClock(server, PAST_PROCESSING_SECONDS);
    await trade.refresh();
    expect(trade.state).toBe('completed_test');
    expect(trade.receiptUrl).toEqual(expect.any(String));
  });

  it('rule: once the quote expired, trade.btcExpected() re-quotes -inAmount and estimates the BTC of the original quote', async () => {
    // lib/trade.js: past quoteExpireTime (on the client's own clock) a buy's BTC expected is a new quote of
    // -inAmount in inCurrency. With the fee in inAmount it would estimate 3 % more BTC than the trade buys.
    const { coinify } = await readyClient(server);
    // Prices hold for a minute of sandbox time: quote, trade and re-quote a few seconds apart read one price.
    await advanceClock(server, (60_000 - (server.clock.now().getTime() % 60_000)) / 1000 + 0.001);
    const quote = await coinify.getBuyQuote(100_00, 'EUR', 'BTC');
    const trade = await present((await quote.getPaymentMediums()).card, 'card medium').buy();
    expect(await trade.btcExpected()).toBe(trade.outAmountExpected); // the quote still holds

    const requests = watchClientRequests(server);
    trade.expireQuote(); // the client's QA tool: expired 3 seconds from now
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    const estimate = await trade.btcExpected();
    expect(requests).toEqual([
      {
        method: 'POST',
        endpoint: 'trades/quote',
        body: { baseCurrency: 'EUR', quoteCurrency: 'BTC', baseAmount: -100 },
      },
    ]);
    // The quote names no medium, so it has no fees, as the original one: the same satoshi to the unit.
    expect(estimate).toBe(quote.quoteAmount);
  });

  it('rule: a quote without an in medium need only fit one method: a bank buy above the card limit', async () => {
    // The client never names a medium in its quote (lib/quote.js): it chooses card or bank after seeing the quote.
    // Identified, the trader has 1,000 EUR a day by card and 10,000 by bank (levels).
    const { coinify } = await readyClient(server);
    const quote = await coinify.getBuyQuote(2000_00, 'EUR', 'BTC');
    expect(quote.baseAmount).toBe(-2000);
    const mediums = await quote.getPaymentMediums();
    const trade = await present(mediums.bank, 'bank medium').buy();
    expect(shown(trade)).toMatchObject({ state: 'awaiting_transfer_in', medium: 'bank', sendAmount: 2005_00 });
    // By card the same quote is refused when traded: above what is left of the card limit.
    const cardQuote = await coinify.getBuyQuote(2000_00, 'EUR', 'BTC');
    await trade.cancel();
    const cardMediums = await cardQuote.getPaymentMediums();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined); // exchange-client logs refusals
    onTestFinished(() => logged.mockRestore());
    const error = await failureOf(present(cardMediums.card, 'card medium').buy());
    expect(error.error).toBe('limits_exceeded');
  });

  it('a cancel: a new bank buy, trade.cancel() → cancelled, and the wallet releases its address', async () => {
    const { coinify, delegate } = await readyClient(server);
    const trade = await bankBuy(coinify);
    await trade.cancel();
    expect(trade.state).toBe('cancelled');
    expect(delegate.released).toContain(trade);
    await trade.refresh();
    expect(trade.state).toBe('cancelled');
    // Cancelled is final: a second cancel is refused in the Trade API error shape.
    const error = await failureOf(trade.cancel());
    expect(error.error).toBe('trade_not_cancellable');
  });

  it('a sell to a registered bank account: addBankAccount, account.sell(), BTC to the deposit address, completed_test', async () => {
    // lib/bank-account.js logs the sell trade and the removal's answer; keep the test output to the test's own.
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    onTestFinished(() => log.mockRestore());
    const { coinify } = await readyClient(server);
    const quote = await coinify.getSellQuote(-100_000, 'BTC', 'EUR');
    const mediums = await quote.getPayoutMediums();
    const bankMedium = present(mediums.bank, 'bank payout medium');
    expect(await bankMedium.getBankAccounts()).toEqual([]);
    const account = await bankMedium.addBankAccount(karenBankAccount);
    expect(account.id).toEqual(expect.any(Number));
    expect(account.accountNumber).toBe(KAREN_IBAN.replace(/ /g, ''));
    const accounts = await bankMedium.getBankAccounts();
    expect(accounts.map((a) => a.id)).toEqual([account.id]);

    const trade = await account.sell();
    expect(shown(trade)).toMatchObject({
      state: 'awaiting_transfer_in',
      isBuy: false,
      inCurrency: 'BTC',
      outCurrency: 'EUR',
      inAmount: 100_000,
      sendAmount: 100_000,
      bankAccountNumber: KAREN_IBAN.replace(/ /g, ''),
    });
    const deposit = trade.transferIn?.details.account ?? '';
    expect(deposit).toMatch(/^(tb1|[mn2])/); // a testnet address of the service
    expect(trade.transferIn?.details.paymentUri).toContain(deposit);

    // The BTC arrives through the sandbox blockchain (amount in BTC, as for invoices).
    const { txid } = (await sandboxPost(server, '/blockchain/payments', {
      address: deposit,
      amount: trade.sendAmount / 1e8,
    })) as { txid: string };
    await trade.refresh();
    expect(trade.state).toBe('processing');
    expect(trade.transferIn?.details.transaction).toBe(txid);
    await advanceClock(server, PAST_PROCESSING_SECONDS);
    await trade.refresh();
    expect(trade.state).toBe('completed_test');
    expect(trade.outAmount).toBeGreaterThan(0);
    expect(trade.receiptUrl).toEqual(expect.any(String));

    // Removing the account (DELETE answers 204, which the client reads as no body) leaves the trade showing it.
    await account.delete();
    expect(await bankMedium.getBankAccounts()).toEqual([]);
    await trade.refresh();
    expect(trade.bankAccountNumber).toBe(KAREN_IBAN.replace(/ /g, ''));
  });

  it('a sell of a fiat amount: getSellQuote(100_00, "EUR", "BTC") as the wallet asks when euros are typed', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    onTestFinished(() => log.mockRestore());
    const { coinify } = await readyClient(server);
    // Positive: what the trader receives, 100 EUR; the BTC sent is the quote's. The quote names no medium, so it has
    // no fees; the trade takes the 0.25 % bank payout fee out of the 100 EUR (docs/trade-api-choices.md).
    const quote = await coinify.getSellQuote(100_00, 'EUR', 'BTC');
    expect(quote.baseCurrency).toBe('EUR');
    expect(quote.quoteCurrency).toBe('BTC');
    expect(quote.baseAmount).toBe(100);
    expect(quote.quoteAmount).toBeLessThan(0); // satoshi sent
    const mediums = await quote.getPayoutMediums();
    const bankMedium = present(mediums.bank, 'bank payout medium');
    const account = await bankMedium.addBankAccount(karenBankAccount);
    const trade = await account.sell();
    expect(shown(trade)).toMatchObject({ state: 'awaiting_transfer_in', isBuy: false, inCurrency: 'BTC' });
    expect(trade.sendAmount).toBe(-quote.quoteAmount);
    expect(trade.outAmountExpected).toBe(99_75);
    await sandboxPost(server, '/blockchain/payments', {
      address: trade.transferIn?.details.account,
      amount: trade.sendAmount / 1e8,
    });
    await advanceClock(server, PAST_PROCESSING_SECONDS);
    await trade.refresh();
    expect(trade.state).toBe('completed_test');
  });

  it('the trade list: coinify.getTrades() refreshes the trades the wallet holds; a reopened wallet lists them newest first', async () => {
    const client = await readyClient(server);
    const { coinify } = client;
    const paid = await cardBuy(coinify);
    await approveCard(paid);
    await advanceClock(server, PAST_PROCESSING_SECONDS);
    const cancelled = await bankBuy(coinify);
    await cancelled.cancel();
    const waiting = await bankBuy(coinify);

    // The trades the wallet holds (the client's own list) are refreshed in place: no trade.refresh() needed.
    expect(paid.state).toBe('awaiting_transfer_in');
    const held = await coinify.getTrades();
    expect(held).toBe(coinify.trades);
    expect(held).toHaveLength(3);
    expect(held[0]).toBe(paid);
    expect(held[1]).toBe(cancelled);
    expect(held[2]).toBe(waiting);
    expect(held.map((t) => t.state)).toEqual(['completed_test', 'cancelled', 'awaiting_transfer_in']);
    expect(paid.receiptUrl).toEqual(expect.any(String));

    // A wallet opened again without them reads the list from the service: newest first.
    const reopened = reopenedClient(server, client);
    const listed = await reopened.coinify.getTrades();
    expect(listed.map((t) => [t.id, t.state])).toEqual([
      [waiting.id, 'awaiting_transfer_in'],
      [cancelled.id, 'cancelled'],
      [paid.id, 'completed_test'],
    ]);
    expect(shown(listed[2])).toMatchObject({ isBuy: true, medium: 'card', inAmount: 100_00, sendAmount: 103_00 });
    expect(listed[0]?.bankAccount?.referenceText).toBe(waiting.bankAccount?.referenceText);
    expect(listed.map((t) => t.createdAt)).toEqual([...listed.map((t) => t.createdAt)].sort((a, b) => b - a));
  });

  it('a recurring buy: account.buy({frequency}), listed, the next trade made after a week, then stopped', async () => {
    const client = await readyClient(server);
    const { coinify } = client;
    await coinify.fetchProfile();
    expect(coinify.profile.tradeSubscriptionsAllowed).toBe(true);

    // mediums.card.buy() takes no subscription: a wallet buys through the card medium's account instead.
    const quote = await coinify.getBuyQuote(100_00, 'EUR', 'BTC');
    const mediums = await quote.getPaymentMediums();
    const [account] = await present(mediums.card, 'card medium').getAccounts();
    if (!account) throw new Error('no card account');
    const first = await account.buy({ frequency: 'weekly' });
    expect(first.tradeSubscriptionId).toEqual(expect.any(Number));
    expect(shown(first)).toMatchObject({ inAmount: 100_00, sendAmount: 103_00 });
    const subscriptionId = first.tradeSubscriptionId ?? 0;

    const [subscription, ...others] = await coinify.getSubscriptions();
    expect(others).toEqual([]);
    expect(subscription).toMatchObject({
      id: subscriptionId,
      amount: 100,
      currency: 'EUR',
      frequency: 'weekly',
      isActive: true,
      receivingAccount: WALLET_RECEIVE_ADDRESS,
    });

    await approveCard(first);
    // A week and a bit later the sandbox made the next trade of the recurring buy. The wallet is opened again:
    // the access token of before has expired on the service's clock.
    await advanceClock(server, 7 * 24 * 3600 + 60);
    const later = reopenedClient(server, client);
    const trades = await later.coinify.getTrades();
    expect(trades.map((t) => t.id)).toContain(first.id);
    const next = trades[0];
    expect(next?.id).not.toBe(first.id);
    // rule: the next trade covers the same 100 EUR again (not the 103 the first one cost); the fee comes on top.
    expect(shown(next)).toMatchObject({
      tradeSubscriptionId: subscriptionId,
      medium: 'card',
      inAmount: 100_00,
      sendAmount: 103_00,
    });
    expect(trades.find((t) => t.id === first.id)?.state).toBe('completed_test');

    const stopped = await later.coinify.cancelSubscription(subscriptionId);
    expect(stopped).toMatchObject({ id: subscriptionId, isActive: false });
    const [refetched] = await later.coinify.getSubscriptions();
    expect(refetched).toMatchObject({ id: subscriptionId, isActive: false });
  });

  it('coinify.exchangeRate.get calls GET rates/approximate, which neither spec has: a 404 in the error shape', async () => {
    // Optional (trades.md and trade-api.md say nothing of it): not emulated, and the client's call gets the Trade
    // API's answer for an unknown path, never a 5xx.
    const { coinify } = await signedUpClient(server);
    const error = await failureOf(coinify.exchangeRate.get('EUR', 'BTC'));
    expect(error).toEqual({
      error: 'not_found',
      error_description: expect.any(String),
      request_id: expect.any(String),
    });
    const response = await fetch(`${server.sandbox.tradeBaseUrl}/rates/approximate?baseCurrency=EUR&quoteCurrency=BTC`);
    expect(response.status).toBe(404);
  });
});
