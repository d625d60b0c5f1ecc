import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailbox } from '../../../src/emulator/sandbox/mailbox';
import { expectError, signedInTrader, startTrade, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTrade();
});
afterAll(() => server.app.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => server.app.inject({ method: 'GET', url: `/trade${url}`, headers });
const post = (url: string, payload: object, headers: Headers) =>
  server.app.inject({ method: 'POST', url: `/trade${url}`, payload, headers });

const address = { street: 'Main Street 1', city: 'Vienna', postalCode: '1010' };
const sourceOfFunds = (originOfFunds: string) => ({
  originOfFunds,
  annualTradeVolumeBucketId: 1,
  areFundsFromLegalActivities: true,
});
const corporateDetails = {
  name: 'Acme GmbH',
  industry: 'education',
  description: 'Teaching',
};

describe('GET /traders/me', () => {
  it('returns every field of the trader object', async () => {
    const { auth, email, traderId } = await signedInTrader(server);
    const response = await get('/traders/me', auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: traderId,
      email,
      personalInformation: null,
      corporateDetails: null,
      isEmailVerified: false,
      identificationState: 'pending',
      corporateDetailsState: 'N/A',
      addressState: 'pending',
      sourceOfFundsState: 'pending',
      kybState: 'N/A',
      enhancedDueDiligenceState: 'pending',
      shareholderRelationState: 'N/A',
      proofOfSourceOfFundsState: 'pending',
      enhancedProofOfSourceOfFundsState: 'pending',
      pepState: 'pending',
      tradeSubscriptionsAllowed: false,
      consentAdditionalMails: false,
      accountType: 'individual',
      defaultCurrency: 'EUR',
      profile: {
        name: null,
        gender: null,
        mobile: { countryCode: null, number: null },
        address: { street: null, zipcode: null, city: null, state: null, country: null },
      },
      level: {
        id: 1,
        name: '1',
        currency: 'EUR',
        feePercentage: 3,
        limits: { card: { in: { daily: 300, yearly: 1000 } }, bank: { in: { daily: 1000 }, out: { daily: 1000 } } },
        requirements: [],
      },
      currentLimits: { card: { in: 300 }, bank: { in: 1000, out: 1000 } },
      canTrade: true,
      canTradeAfter: null,
      cannotTradeReason: null,
    });
  });

  it('401 without a token, 403 with an unacceptable one', async () => {
    expectError(await get('/traders/me', {}), 401, 'missing_token');
    expectError(await get('/traders/me', { authorization: 'Bearer nope' }), 403, 'invalid_token');
  });
});

describe('address', () => {
  it('POST 201 {}; GET returns street, city, postalCode with country and state from sign-up', async () => {
    const { auth } = await signedInTrader(server, { extra: { profile: { address: { country: 'AT' } } } });
    const before = await get('/traders/me/address', auth);
    expect(before.json()).toEqual({ street: null, city: null, postalCode: null, country: 'AT', state: null });
    const created = await post('/traders/me/address', address, auth);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({});
    expect((await get('/traders/me/address', auth)).json()).toEqual({ ...address, country: 'AT', state: null });
    expect((await get('/traders/me', auth)).json().addressState).toBe('approved');
  });

  it('400 already provided on a second address; 400 invalid_request without street', async () => {
    const { auth } = await signedInTrader(server);
    expectError(await post('/traders/me/address', { city: 'Vienna' }, auth), 400, 'invalid_request');
    await post('/traders/me/address', address, auth);
    expectError(await post('/traders/me/address', address, auth), 400, 'already_provided');
  });

  it('401 without a token', async () => {
    expectError(await post('/traders/me/address', address, {}), 401, 'missing_token');
    expectError(await get('/traders/me/address', {}), 401, 'missing_token');
  });
});

describe('source of funds', () => {
  it('lists the annual trade volume buckets', async () => {
    const { auth } = await signedInTrader(server);
    const response = await get('/traders/me/source-of-funds/annual-trade-volume-buckets', auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()[0]).toEqual({ id: 1, lt: 10000, currency: 'EUR' });
  });

  it('201 {}; then 400 already provided', async () => {
    const { auth } = await signedInTrader(server);
    expect((await post('/traders/me/source-of-funds', sourceOfFunds('savings'), auth)).statusCode).toBe(201);
    expect((await get('/traders/me', auth)).json().sourceOfFundsState).toBe('approved');
    expectError(await post('/traders/me/source-of-funds', sourceOfFunds('savings'), auth), 400, 'already_provided');
  });

  it('originOfFunds must be of the account type; the bucket must exist; funds must be from legal activities', async () => {
    const { auth } = await signedInTrader(server);
    expectError(
      await post('/traders/me/source-of-funds', sourceOfFunds('business-income'), auth),
      400,
      'invalid_request',
    );
    expectError(
      await post('/traders/me/source-of-funds', { ...sourceOfFunds('savings'), annualTradeVolumeBucketId: 99 }, auth),
      400,
      'invalid_request',
    );
    expectError(
      await post(
        '/traders/me/source-of-funds',
        { ...sourceOfFunds('savings'), areFundsFromLegalActivities: false },
        auth,
      ),
      400,
      'invalid_request',
    );
    const corporate = await signedInTrader(server, { accountType: 'corporate' });
    expectError(
      await post('/traders/me/source-of-funds', sourceOfFunds('savings'), corporate.auth),
      400,
      'invalid_request',
    );
    expect(
      (await post('/traders/me/source-of-funds', sourceOfFunds('business-income'), corporate.auth)).statusCode,
    ).toBe(201);
  });
});

describe('corporate details and shareholder relation (corporate only)', () => {
  it('an individual gets 403 account_type_not_allowed', async () => {
    const { auth } = await signedInTrader(server);
    expectError(await post('/traders/me/corporate-details', corporateDetails, auth), 403, 'account_type_not_allowed');
    expectError(
      await post('/traders/me/shareholder-relation', { shareholderRelationState: 'related' }, auth),
      403,
      'account_type_not_allowed',
    );
  });

  it('corporate details: 201, then shown as corporateDetails.name; 400 already provided; otherIndustry needed for other', async () => {
    const { auth } = await signedInTrader(server, { accountType: 'corporate' });
    expectError(
      await post('/traders/me/corporate-details', { ...corporateDetails, industry: 'other' }, auth),
      400,
      'invalid_request',
    );
    expect((await post('/traders/me/corporate-details', corporateDetails, auth)).statusCode).toBe(201);
    const trader = (await get('/traders/me', auth)).json();
    expect(trader.corporateDetails).toEqual({ name: 'Acme GmbH' });
    expect(trader.corporateDetailsState).toBe('approved');
    expectError(await post('/traders/me/corporate-details', corporateDetails, auth), 400, 'already_provided');
  });

  it('shareholder relation: 200 {}, state follows; 400 already provided', async () => {
    const { auth } = await signedInTrader(server, { accountType: 'corporate' });
    const response = await post('/traders/me/shareholder-relation', { shareholderRelationState: 'not_related' }, auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect((await get('/traders/me', auth)).json().shareholderRelationState).toBe('not_related');
    expectError(
      await post('/traders/me/shareholder-relation', { shareholderRelationState: 'related' }, auth),
      400,
      'already_provided',
    );
  });

  it('corporate: after corporate details, address, source of funds, shareholder relation and PEP a KYB email requests documents', async () => {
    const { auth, email } = await signedInTrader(server, { accountType: 'corporate' });
    await post('/traders/me/corporate-details', corporateDetails, auth);
    await post('/traders/me/address', address, auth);
    await post('/traders/me/source-of-funds', sourceOfFunds('business-income'), auth);
    await post('/traders/me/shareholder-relation', { shareholderRelationState: 'related' }, auth);
    expect((await get('/traders/me', auth)).json().kybState).toBe('pending');
    await post('/traders/me/pep', { pepState: 'non_pep' }, auth);
    expect((await get('/traders/me', auth)).json().kybState).toBe('documents_requested');
    expect(readMailbox(server.db, email).map((mail) => mail.subject)).toContain(
      'Documents needed to verify your business',
    );
  });
});

describe('PEP declaration (designed: POST /traders/me/pep)', () => {
  it('non_pep: 201 {}, pepState non_pep; a second declaration is 400 already provided', async () => {
    const { auth } = await signedInTrader(server);
    const response = await post('/traders/me/pep', { pepState: 'non_pep' }, auth);
    expect(response.statusCode).toBe(201);
    expect((await get('/traders/me', auth)).json().pepState).toBe('non_pep');
    expectError(await post('/traders/me/pep', { pepState: 'non_pep' }, auth), 400, 'already_provided');
  });

  it('pep_relative needs the PEP name, relationship, function and country; then EDD questionnaire is emailed', async () => {
    const { auth, email } = await signedInTrader(server);
    expectError(await post('/traders/me/pep', { pepState: 'pep_relative' }, auth), 400, 'invalid_request');
    const declaration = {
      pepState: 'pep_relative',
      pepName: 'Jane Doe',
      relationship: 'sibling',
      publicFunction: 'member of parliament',
      country: 'AT',
    };
    expect((await post('/traders/me/pep', declaration, auth)).statusCode).toBe(201);
    const trader = (await get('/traders/me', auth)).json();
    expect(trader).toMatchObject({ pepState: 'pep_relative', enhancedDueDiligenceState: 'questionnaire_sent' });
    expect(readMailbox(server.db, email).map((mail) => mail.subject)).toContain('Enhanced due diligence questionnaire');
  });
});
