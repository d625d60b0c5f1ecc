// The order summary's requests against the real server (BFF and emulator over HTTP), not the mocks: every
// selection the quote view can make is priced, and buys by card and bank and a sell to a bank account are traded.
// The mocks once let a sell and a buy in BTC pass that the real sandbox refused ("cannot be traded with the chosen
// payment method").
import { selectionFixture } from '../../mocks/trade-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TestBrowser } from '../../../bff/test/browser-api/browser';
import { startListeningTestServer, type TestServer } from '../../../bff/test/support';
import type { PriceQuote } from '../../api/contract/trade/trades';
import { priceQuoteRequest, quoteFigures, tradeMedia, type TradeSelection } from './trade-model';

const TESTNET_ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';

let server: TestServer & { url: string };
beforeAll(async () => {
  server = await startListeningTestServer({ TRADE_POLL_MS: '600000' });
});
afterAll(async () => {
  await server.app.close();
});

/** A customer with everything a trade needs (address, funds, PEP, identity skipped in the sandbox). */
async function customer(): Promise<TestBrowser> {
  const browser = new TestBrowser(server);
  const { traderId } = await signUp(browser);
  await browser.post('/api/trader/address', { street: 'Main St 1', city: 'Berlin', postalCode: '10115' });
  const [bucket] = (await browser.get('/api/trader/source-of-funds/buckets')).json() as { id: number }[];
  await browser.post('/api/trader/source-of-funds', {
    originOfFunds: 'savings',
    annualTradeVolumeBucketId: bucket!.id,
    areFundsFromLegalActivities: true,
  });
  await browser.post('/api/trader/pep', { pepState: 'non_pep' });
  await server.app.inject({
    method: 'POST',
    url: `/sandbox/traders/${traderId}/identification`,
    payload: { state: 'approved' },
  });
  return browser;
}

const selection = selectionFixture;

const cases: [string, TradeSelection][] = [
  ['buy by card, amount in EUR', selection({})],
  ['buy by bank, amount in EUR', selection({ medium: 'bank' })],
  ['buy by card, amount in BTC', selection({ amountIn: 'crypto', amount: '0.002' })],
  ['buy by bank, amount in BTC', selection({ amountIn: 'crypto', amount: '0.002', medium: 'bank' })],
  ['sell, amount in BTC', selection({ side: 'sell', amountIn: 'crypto', amount: '0.01', medium: 'blockchain' })],
  ['sell, amount in EUR', selection({ side: 'sell', amount: '150', medium: 'blockchain' })],
  ['buy by card, amount in DKK', selection({ fiat: 'DKK', amount: '750' })],
];

describe('price quote requests of the order summary, against the real server', () => {
  it.each(cases)('%s: priced, with figures that add up', async (_, chosen) => {
    const browser = await customer();
    const response = await browser.post('/api/trades/quotes', priceQuoteRequest(chosen));
    expect(response.statusCode, response.body).toBe(201);
    const quote = response.json() as PriceQuote;
    const figures = quoteFigures(quote, 'BTC');
    const [pay, receive] = chosen.side === 'buy' ? [chosen.fiat, 'BTC'] : ['BTC', chosen.fiat];
    expect([figures.sendCurrency, figures.receiveCurrency]).toEqual([pay, receive]);
    expect(figures.receive).toBeGreaterThan(0);
    expect(figures.rate).toBeGreaterThan(0);
    expect(figures.total).toBeGreaterThanOrEqual(figures.send);
    // What the customer typed is the side it fixed.
    const fixed = chosen.amountIn === 'fiat' ? chosen.fiat : 'BTC';
    expect(fixed === pay ? figures.send : figures.receive).toBe(Number(chosen.amount));
  });

  it('buys by card and by bank to a typed address, and sells to a registered bank account', async () => {
    for (const medium of ['card', 'bank'] as const) {
      const browser = await customer();
      const chosen = selection({ medium });
      const quote = (await browser.post('/api/trades/quotes', priceQuoteRequest(chosen))).json() as PriceQuote;
      const media = tradeMedia(chosen);
      const trade = await browser.post('/api/trades', {
        priceQuoteId: quote.id,
        transferIn: { medium: media.in },
        transferOut: { medium: media.out, walletAddress: TESTNET_ADDRESS },
      });
      expect(trade.statusCode, trade.body).toBe(201);
      expect(trade.json()).toMatchObject({ state: 'awaiting_transfer_in', transferIn: { medium } });
    }
    const browser = await customer();
    const account = await browser.post('/api/bank-accounts', {
      account: { currency: 'EUR', bic: 'DEUTDEFF', number: 'DE89370400440532013000' },
      bank: { address: { country: 'DE' } },
      holder: {
        name: 'Ada Lovelace',
        address: { street: 'Main St 1', zipcode: '10115', city: 'Berlin', country: 'DE' },
      },
    });
    const sell = selection({ side: 'sell', amountIn: 'crypto', amount: '0.01', medium: 'blockchain' });
    const quote = (await browser.post('/api/trades/quotes', priceQuoteRequest(sell))).json() as PriceQuote;
    const trade = await browser.post('/api/trades', {
      priceQuoteId: quote.id,
      transferIn: { medium: 'blockchain' },
      transferOut: { medium: 'bank', bankAccountId: (account.json() as { id: number }).id },
    });
    expect(trade.statusCode, trade.body).toBe(201);
    expect(trade.json()).toMatchObject({
      transferIn: { medium: 'blockchain', details: { paymentUri: expect.stringMatching(/^bitcoin:tb1/) } },
    });
  });
});
