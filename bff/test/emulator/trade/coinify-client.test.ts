// Blockchain.com's `bitcoin-coinify-client` 0.16, a real client of the service, runs against the emulator on a real
// port, unchanged apart from its base URL (shared/spec/trades.md: the compatibility target). Its code is plain
// ES5 on the global fetch; only the instance's `_url` is pointed here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListeningTestServer } from '../../support';
import {
  failureOf,
  newClient as newClientOf,
  signedUpClient as signedUpClientOf,
  type ListeningServer,
} from './coinify-client-support';
import { expectError } from './helpers';

let server: ListeningServer;
beforeAll(async () => {
  server = await startListeningTestServer();
});
afterAll(() => server.app.close());

const newClient = () => newClientOf(server);
const signedUpClient = () => signedUpClientOf(server);

describe('bitcoin-coinify-client 0.16 against the emulator', () => {
  it('the sandbox partner has a number, 1, shown in sandbox.json', () => {
    expect(server.sandbox.partnerNumber).toBe(1);
    const row = server.db.prepare('SELECT number FROM partners WHERE id = ?').pluck().get(server.sandbox.partnerId);
    expect(row).toBe(1);
  });

  it("signup('DK', 'EUR') succeeds: numeric partnerId, no consentAdditionalMails, defaultCurrency stored", async () => {
    const { coinify, delegate, res } = await signedUpClient();
    expect(res.trader.id).toEqual(expect.any(Number));
    expect(res.offlineToken).toEqual(expect.any(String));
    expect(coinify._user).toBe(res.trader.id); // the client keeps the trader id (it has no getter for it)
    expect(coinify.hasAccount).toBe(true);
    expect(delegate.saved).toHaveLength(1);
    const row = server.db.prepare('SELECT * FROM trade_traders WHERE id = ?').get(res.trader.id) as Record<
      string,
      unknown
    >;
    expect(row).toMatchObject({ default_currency: 'EUR', consent_additional_mails: 0, address_country: 'DK' });
    const user = server.db.prepare('SELECT email_verified FROM trade_users WHERE id = ?').pluck().get(row.user_id);
    expect(user).toBe(1); // the trusted token validated the email
  });

  it('sign-up accepts the partner number as a string of digits too', async () => {
    const { coinify } = newClient();
    coinify.partnerId = String(server.sandbox.partnerNumber);
    const res = await coinify.signup('DE', 'EUR');
    expect(res.trader.id).toEqual(expect.any(Number));
  });

  it('a partner number no partner has is invalid_request naming partnerId, in the Trade API error shape', async () => {
    const { coinify } = newClient();
    coinify.partnerId = 999_999;
    const error = await failureOf(coinify.signup('DK', 'EUR'));
    expect(error).toEqual({
      error: 'invalid_request',
      error_description: expect.stringContaining('partnerId'),
      request_id: expect.any(String),
    });
  });

  it('sign-up with defaultCurrency that is not ISO 4217 is invalid_request, not a 500', async () => {
    const { coinify } = newClient();
    const error = await failureOf(coinify.signup('DK', 'euro'));
    expect(error.error).toBe('invalid_request');
    expect(error.error_description).toContain('defaultCurrency');
  });

  it('logs in with the offline token on the first authorized call, and reads traders/me', async () => {
    const { coinify, email, res } = await signedUpClient();
    expect(coinify._api.isLoggedIn).toBe(false);
    const me = await coinify._api.authGET('traders/me');
    expect(coinify._api.isLoggedIn).toBe(true);
    expect(me).toMatchObject({
      id: res.trader.id,
      email,
      defaultCurrency: 'EUR',
      profile: {
        name: null,
        gender: null,
        mobile: { countryCode: null, number: null },
        address: { street: null, zipcode: null, city: null, state: null, country: 'DK' },
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
      tradeSubscriptionsAllowed: false,
      // today's fields stay
      isEmailVerified: true,
      identificationState: 'pending',
      consentAdditionalMails: false,
      accountType: 'individual',
      personalInformation: null,
    });
  });

  it('identification approved raises the level to "2" with higher limits', async () => {
    const { coinify, res } = await signedUpClient();
    server.db.prepare("UPDATE trade_traders SET identification_state = 'approved' WHERE id = ?").run(res.trader.id);
    const me = await coinify._api.authGET('traders/me');
    expect(me.level).toMatchObject({
      id: 2,
      name: '2',
      limits: {
        card: { in: { daily: 1000, yearly: 10000 } },
        bank: { in: { daily: 10000 }, out: { daily: 10000 } },
      },
      requirements: ['identification'],
    });
    expect(me.currentLimits).toEqual({ card: { in: 1000 }, bank: { in: 10000, out: 10000 } });
  });

  it('a trader in a country the service does not serve cannot trade: country_not_supported', async () => {
    const { coinify } = newClient();
    await coinify.signup('KP', 'EUR');
    const me = await coinify._api.authGET('traders/me');
    expect(me).toMatchObject({ canTrade: false, cannotTradeReason: 'country_not_supported' });
  });

  it("the profile setters change the trader with PATCH traders/me and read back the answer's fields", async () => {
    const { coinify } = await signedUpClient();
    const profile = coinify.profile;
    await profile.setFullName('Karen Blixen');
    await profile.setGender('female');
    await profile.setStreet('Rungstedlund 111');
    await profile.setZipcode('2960');
    await profile.setCity('Rungsted Kyst');
    expect([profile.fullName, profile.gender, profile.street, profile.zipcode, profile.city]).toEqual([
      'Karen Blixen',
      'female',
      'Rungstedlund 111',
      '2960',
      'Rungsted Kyst',
    ]);
    const me = await coinify._api.authPATCH('traders/me', {
      profile: { mobile: { countryCode: '45', number: '12-345678' } },
    });
    expect(me).toMatchObject({
      personalInformation: { name: 'Karen Blixen' },
      addressState: 'approved',
      profile: {
        name: 'Karen Blixen',
        gender: 'female',
        mobile: { countryCode: '45', number: '12-345678' },
        address: { street: 'Rungstedlund 111', zipcode: '2960', city: 'Rungsted Kyst', state: null, country: 'DK' },
      },
    });
    await profile.setGender(null);
    expect(profile.gender).toBeNull();
  });

  it('PATCH traders/me refuses bad input with invalid_request (a US address needs its state), never a 500', async () => {
    const { coinify } = await signedUpClient();
    await coinify._api.authGET('traders/me'); // logs in
    const patch = (body: unknown) =>
      server.app.inject({
        method: 'PATCH',
        url: '/trade/traders/me',
        headers: { authorization: `Bearer ${coinify._api._access_token ?? ''}` },
        payload: body as Record<string, unknown>,
      });
    for (const body of [
      { profile: { address: { country: 'US' } } },
      { profile: { address: { country: 'DE', state: 'US-CA' } } },
      { profile: { gender: 'other' } },
      { profile: { name: '' } },
      { profile: { mobile: { countryCode: '+45', number: '12345678' } } },
      { profile: 'Karen' },
    ]) {
      const response = await patch(body);
      expectError(response, 400, 'invalid_request');
    }
    expect((await patch({ profile: { address: { country: 'US', state: 'CA' } } })).statusCode).toBe(200);
    expectError(
      await server.app.inject({ method: 'PATCH', url: '/trade/traders/me', payload: { profile: {} } }),
      401,
      'missing_token',
    );
  });
});
