import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListeningTestServer, type TestServer } from '../support';
import { signUp, TestBrowser } from './browser';

let server: TestServer & { url: string };
beforeAll(async () => {
  server = await startListeningTestServer();
});
afterAll(async () => {
  await server.app.close();
});

describe('trader profile routes through the emulator', () => {
  it('reads the trader, stores and reads the address, and refuses it twice with the upstream code', async () => {
    const browser = new TestBrowser(server);
    const { email, traderId } = await signUp(browser);
    expect((await browser.get('/api/trader')).json()).toMatchObject({ id: traderId, email, accountType: 'individual' });
    const stored = await browser.post('/api/trader/address', {
      street: 'Main St 1',
      city: 'Berlin',
      postalCode: '10115',
    });
    expect(stored.statusCode).toBe(201);
    expect(stored.json()).toEqual({});
    expect((await browser.get('/api/trader/address')).json()).toMatchObject({
      street: 'Main St 1',
      city: 'Berlin',
      postalCode: '10115',
      country: 'DE',
    });
    const again = await browser.post('/api/trader/address', { street: 'Other 2', city: 'Bonn' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'already_provided' });
  });

  it('puts a validation error on its field', async () => {
    const browser = new TestBrowser(server);
    await signUp(browser);
    const response = await browser.post('/api/trader/address', { street: '', city: 'Berlin' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request', field: 'street' });
  });

  it('lists trade volume buckets and stores the source of funds', async () => {
    const browser = new TestBrowser(server);
    await signUp(browser);
    const buckets = await browser.get('/api/trader/source-of-funds/buckets');
    expect(buckets.statusCode).toBe(200);
    const [first] = buckets.json() as { id: number }[];
    expect(first).toBeDefined();
    const stored = await browser.post('/api/trader/source-of-funds', {
      originOfFunds: 'savings',
      annualTradeVolumeBucketId: first!.id,
      areFundsFromLegalActivities: true,
    });
    expect(stored.statusCode).toBe(201);
    const illegal = await browser.post('/api/trader/source-of-funds', {
      originOfFunds: 'savings',
      annualTradeVolumeBucketId: first!.id,
      areFundsFromLegalActivities: false,
    });
    expect(illegal.json()).toMatchObject({ error: 'invalid_request', field: 'areFundsFromLegalActivities' });
  });

  it('declares PEP status', async () => {
    const browser = new TestBrowser(server);
    await signUp(browser);
    const response = await browser.post('/api/trader/pep', { pepState: 'non_pep' });
    expect(response.statusCode).toBe(201);
    expect((await browser.get('/api/trader')).json()).toMatchObject({ pepState: 'non_pep' });
  });

  it('corporate traders give company details and the shareholder relation; individuals get the upstream 403', async () => {
    const corporate = new TestBrowser(server);
    await signUp(corporate, { accountType: 'corporate' });
    const details = await corporate.post('/api/trader/corporate-details', {
      name: 'Acme GmbH',
      industry: 'education',
      description: 'Teaching',
    });
    expect(details.statusCode).toBe(201);
    const relation = await corporate.post('/api/trader/shareholder-relation', { shareholderRelationState: 'related' });
    expect(relation.statusCode).toBe(200);
    expect((await corporate.get('/api/trader')).json()).toMatchObject({ shareholderRelationState: 'related' });

    const individual = new TestBrowser(server);
    await signUp(individual);
    const refused = await individual.post('/api/trader/shareholder-relation', { shareholderRelationState: 'related' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'account_type_not_allowed' });
    // A refusal about the resource, not the token: the session stays signed in.
    expect((await individual.get('/api/session')).json()).toMatchObject({ signedIn: true });
  });
});
