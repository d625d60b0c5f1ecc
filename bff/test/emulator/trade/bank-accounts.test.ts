// Payout bank accounts (trades.md, "Bank account"): register, list, get, remove; IBAN checks, the default type,
// the US state, another trader's account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleIban, typedIbans } from '#contract/trade/examples';
import { startListeningTestServer } from '../../support';
import { expectError, signedInTrader, type TestServer } from './helpers';

let server: TestServer & { url: string };
beforeAll(async () => {
  server = await startListeningTestServer();
});
afterAll(() => server.app.close());

type Headers = Record<string, string>;
const request = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  server.app.inject({ method, url: `/trade${url}`, headers, ...(payload ? { payload } : {}) });

/** What bitcoin-coinify-client 0.16 sends (BankAccount.add): no type, no bank name, bank street/zipcode/city null. */
const clientAccount = (number: string, currency = 'EUR', country = 'DE') => ({
  account: { currency, bic: 'COBADEFFXXX', number },
  holder: {
    name: 'Erika Mustermann',
    address: { street: 'Main Street 1', city: 'Berlin', zipcode: '10115', country },
  },
  bank: { address: { country, street: null, zipcode: null, city: null } },
});

const IBAN_DE = 'DE89 3704 0044 0532 0130 00';

describe('bank accounts', () => {
  it('rule: registering answers 201 with the account, both traderId spellings and times; the IBAN without spaces', async () => {
    const { auth, traderId } = await signedInTrader(server);
    const response = await request('POST', '/bank-accounts', auth, clientAccount(IBAN_DE));
    expect(response.statusCode, response.body).toBe(201);
    const account = response.json();
    expect(account).toEqual({
      id: expect.any(Number),
      account: { type: 'sepa', currency: 'EUR', bic: 'COBADEFFXXX', number: 'DE89370400440532013000' },
      bank: { address: { street: null, zipcode: null, city: null, country: 'DE' } },
      holder: {
        name: 'Erika Mustermann',
        address: { street: 'Main Street 1', city: 'Berlin', zipcode: '10115', country: 'DE' },
      },
      traderId,
      trader_id: traderId,
      createTime: expect.any(String),
      updateTime: expect.any(String),
    });
    expect((await request('GET', `/bank-accounts/${account.id}`, auth)).json()).toEqual(account);
    expect((await request('GET', '/bank-accounts', auth)).json()).toEqual([account]);
  });

  it('rule: the list holds only the trader’s own accounts, oldest first', async () => {
    const first = await signedInTrader(server);
    const second = await signedInTrader(server);
    const a = (await request('POST', '/bank-accounts', first.auth, clientAccount(IBAN_DE))).json();
    const b = (
      await request('POST', '/bank-accounts', first.auth, clientAccount('NL91ABNA0417164300', 'EUR', 'NL'))
    ).json();
    await request('POST', '/bank-accounts', second.auth, clientAccount(IBAN_DE));
    const list = (await request('GET', '/bank-accounts', first.auth)).json() as { id: number }[];
    expect(list.map((account) => account.id)).toEqual([a.id, b.id]);
  });

  it('rule: another trader’s account is 404 bank_account_not_found, for GET and DELETE alike', async () => {
    const owner = await signedInTrader(server);
    const other = await signedInTrader(server);
    const { id } = (await request('POST', '/bank-accounts', owner.auth, clientAccount(IBAN_DE))).json();
    expectError(await request('GET', `/bank-accounts/${id}`, other.auth), 404, 'bank_account_not_found');
    expectError(await request('DELETE', `/bank-accounts/${id}`, other.auth), 404, 'bank_account_not_found');
    expectError(await request('GET', '/bank-accounts/999999', owner.auth), 404, 'bank_account_not_found');
    // Still there for its owner.
    expect((await request('GET', `/bank-accounts/${id}`, owner.auth)).statusCode).toBe(200);
  });

  it('rule: DELETE answers 204 with an empty body, even to a client sending Content-Type JSON (real HTTP)', async () => {
    const { auth } = await signedInTrader(server);
    const { id } = (await request('POST', '/bank-accounts', auth, clientAccount(IBAN_DE))).json();
    const response = await fetch(`${server.url}/trade/bank-accounts/${id}`, {
      method: 'DELETE',
      headers: { ...auth, 'content-type': 'application/json' },
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expectError(await request('GET', `/bank-accounts/${id}`, auth), 404, 'bank_account_not_found');
    expect((await request('GET', '/bank-accounts', auth)).json()).toEqual([]);
    // A second removal finds nothing.
    expectError(await request('DELETE', `/bank-accounts/${id}`, auth), 404, 'bank_account_not_found');
  });

  it('rule: removing only hides the row (deleted = 1), so a trade that paid out to it can still show it', async () => {
    const { auth } = await signedInTrader(server);
    const { id } = (await request('POST', '/bank-accounts', auth, clientAccount(IBAN_DE))).json();
    await request('DELETE', `/bank-accounts/${id}`, auth);
    const row = server.db.prepare('SELECT deleted, body FROM trade_bank_accounts WHERE id = ?').get(id) as {
      deleted: number;
      body: string;
    };
    expect(row.deleted).toBe(1);
    expect(JSON.parse(row.body).account.number).toBe('DE89370400440532013000');
  });

  it('rule: a SEPA number with a wrong checksum is 400 invalid_iban, and nothing is stored', async () => {
    const { auth } = await signedInTrader(server);
    const body = clientAccount('DE88 3704 0044 0532 0130 00');
    expectError(await request('POST', '/bank-accounts', auth, body), 400, 'invalid_iban');
    const typed = { ...body, account: { ...body.account, type: 'sepa' } };
    expectError(await request('POST', '/bank-accounts', auth, typed), 400, 'invalid_iban');
    expect((await request('GET', '/bank-accounts', auth)).json()).toEqual([]);
  });

  it('rule: a SEPA number of the wrong length for its country is 400 invalid_iban', async () => {
    const { auth } = await signedInTrader(server);
    const response = await request('POST', '/bank-accounts', auth, clientAccount('DE89 3704 0044 0532 0130 0'));
    expectError(response, 400, 'invalid_iban');
    expect(response.json().error_description).toContain('22 characters');
  });

  it('rule: type sepa with a number that is no IBAN at all is 400 invalid_iban', async () => {
    const { auth } = await signedInTrader(server);
    const body = clientAccount('12345678');
    const response = await request('POST', '/bank-accounts', auth, {
      ...body,
      account: { ...body.account, type: 'sepa' },
    });
    expectError(response, 400, 'invalid_iban');
  });

  it('choice: without a type, an IBAN of a SEPA country is sepa', async () => {
    const { auth } = await signedInTrader(server);
    const response = await request(
      'POST',
      '/bank-accounts',
      auth,
      clientAccount('gb82 west 1234 5698 7654 32', 'GBP', 'GB'),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().account).toMatchObject({ type: 'sepa', number: 'GB82WEST12345698765432' });
  });

  it('choice: without a type, a Danish non-IBAN account in DKK is danish', async () => {
    const { auth } = await signedInTrader(server);
    const response = await request('POST', '/bank-accounts', auth, clientAccount('3409 1234567890', 'DKK', 'DK'));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().account).toMatchObject({ type: 'danish', number: '3409 1234567890' });
  });

  it('choice: without a type, anything else is international (a US account; an IBAN of a non-SEPA country)', async () => {
    const { auth } = await signedInTrader(server);
    const us = clientAccount('123456789012', 'USD', 'US');
    const usResponse = await request('POST', '/bank-accounts', auth, {
      ...us,
      holder: { ...us.holder, address: { ...us.holder.address, state: 'NY' } },
    });
    expect(usResponse.statusCode, usResponse.body).toBe(201);
    expect(usResponse.json().account.type).toBe('international');
    expect(usResponse.json().holder.address.state).toBe('NY');
    const turkish = await request(
      'POST',
      '/bank-accounts',
      auth,
      clientAccount('TR33 0006 1005 1978 6457 8413 26', 'TRY', 'TR'),
    );
    expect(turkish.statusCode, turkish.body).toBe(201);
    expect(turkish.json().account.type).toBe('international');
    // Danish kroner in a Danish IBAN is still an IBAN: sepa.
    const danishIban = await request(
      'POST',
      '/bank-accounts',
      auth,
      clientAccount('DK50 0040 0440 1162 43', 'DKK', 'DK'),
    );
    expect(danishIban.json().account.type).toBe('sepa');
  });

  it('choice: without a type, an IBAN-shaped number with a bad checksum is invalid_iban, not international', async () => {
    const { auth } = await signedInTrader(server);
    expectError(
      await request('POST', '/bank-accounts', auth, clientAccount('TR34 0006 1005 1978 6457 8413 26', 'TRY', 'TR')),
      400,
      'invalid_iban',
    );
  });

  it.each(typedIbans)(
    'rule: an IBAN typed with %s is checked as an IBAN and stored in its electronic format (201 sepa)',
    async (_kind, typed) => {
      const { auth } = await signedInTrader(server);
      const response = await request('POST', '/bank-accounts', auth, clientAccount(typed, 'DKK', 'DK'));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().account).toMatchObject({ type: 'sepa', number: exampleIban });
      expect((await request('GET', '/bank-accounts', auth)).json()).toMatchObject([
        { account: { number: exampleIban } },
      ]);
    },
  );

  it('rule: a wrong checksum typed with hyphens, dots or zero-width spaces is 400 invalid_iban, nothing stored', async () => {
    const { auth } = await signedInTrader(server);
    for (const typed of ['DK51-0040-0440-1162-43', 'de88.3704.0044.0532.0130.00', 'DE88\u200b370400440532013000']) {
      const response = await request('POST', '/bank-accounts', auth, clientAccount(typed));
      expectError(response, 400, 'invalid_iban');
      expect(response.json().error_description, typed).toMatch(/check digits do not match/);
    }
    expect((await request('GET', '/bank-accounts', auth)).json()).toEqual([]);
  });

  it('choice: a domestic number with hyphens stays international and as typed; one of invisible characters only is 400', async () => {
    const { auth } = await signedInTrader(server);
    const us = clientAccount(' 021000021-123456789\u200b', 'USD', 'US');
    const withState = { ...us, holder: { ...us.holder, address: { ...us.holder.address, state: 'NY' } } };
    const response = await request('POST', '/bank-accounts', auth, withState);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().account).toMatchObject({ type: 'international', number: '021000021-123456789' });
    const invisible = await request('POST', '/bank-accounts', auth, clientAccount('\u200b\u2060'));
    expectError(invisible, 400, 'invalid_request');
    expect(invisible.json().error_description).toMatch(/account\.number/);
  });

  it('rule: an IBAN of a SEPA country names its bank: the BIC may be left out, null or empty, and is answered empty', async () => {
    const { auth } = await signedInTrader(server);
    const body = clientAccount(IBAN_DE);
    const { bic: _bic, ...withoutBic } = body.account;
    for (const account of [withoutBic, { ...withoutBic, bic: null }, { ...withoutBic, bic: ' ' }]) {
      const response = await request('POST', '/bank-accounts', auth, { ...body, account });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().account).toEqual({
        type: 'sepa',
        currency: 'EUR',
        bic: '',
        number: 'DE89370400440532013000',
      });
    }
    // A BIC that is given is still checked, and kept.
    expectError(
      await request('POST', '/bank-accounts', auth, { ...body, account: { ...withoutBic, bic: 'COBA' } }),
      400,
      'invalid_request',
    );
    const given = await request('POST', '/bank-accounts', auth, {
      ...body,
      account: { ...withoutBic, bic: 'cobadeff' },
    });
    expect(given.json().account.bic).toBe('COBADEFF');
  });

  it('rule: any other account needs its BIC: 400 invalid_request naming account.bic, nothing stored', async () => {
    const { auth } = await signedInTrader(server);
    const withoutBic = (number: string, currency: string, country: string, state?: string) => {
      const body = clientAccount(number, currency, country);
      const { bic: _bic, ...account } = body.account;
      return { ...body, account, holder: { ...body.holder, address: { ...body.holder.address, state } } };
    };
    for (const body of [
      withoutBic('123456789012', 'USD', 'US', 'NY'), // a US domestic number
      withoutBic('TR33 0006 1005 1978 6457 8413 26', 'TRY', 'TR'), // an IBAN of a country outside SEPA
      withoutBic('3409 1234567890', 'DKK', 'DK'), // a Danish domestic number, no IBAN
    ]) {
      const response = await request('POST', '/bank-accounts', auth, body);
      expectError(response, 400, 'invalid_request');
      expect(response.json().error_description).toMatch(/^Invalid body: account\.bic: /);
    }
    expect((await request('GET', '/bank-accounts', auth)).json()).toEqual([]);
  });

  it('rule: a US holder needs holder.address.state (400 invalid_request naming the field)', async () => {
    const { auth } = await signedInTrader(server);
    const response = await request('POST', '/bank-accounts', auth, clientAccount('123456789012', 'USD', 'US'));
    expectError(response, 400, 'invalid_request');
    expect(response.json().error_description).toContain('holder.address.state');
    const blank = clientAccount('123456789012', 'USD', 'US');
    const blankResponse = await request('POST', '/bank-accounts', auth, {
      ...blank,
      holder: { ...blank.holder, address: { ...blank.holder.address, state: '  ' } },
    });
    expectError(blankResponse, 400, 'invalid_request');
  });

  it('rule: malformed bodies are 400 invalid_request in the Trade API shape', async () => {
    const { auth } = await signedInTrader(server);
    const body = clientAccount(IBAN_DE);
    for (const bad of [
      {},
      { ...body, account: { ...body.account, bic: 'no' } },
      { ...body, account: { ...body.account, type: 'swift' } },
      { ...body, holder: { ...body.holder, name: '' } },
      { ...body, bank: {} },
    ])
      expectError(await request('POST', '/bank-accounts', auth, bad), 400, 'invalid_request');
    expectError(await request('GET', '/bank-accounts/abc', auth), 400, 'invalid_request');
  });

  it('rule: without a token every bank account endpoint is 401', async () => {
    expectError(await request('GET', '/bank-accounts', {}), 401, 'missing_token');
    expectError(await request('POST', '/bank-accounts', {}, clientAccount(IBAN_DE)), 401, 'missing_token');
    expectError(await request('DELETE', '/bank-accounts/1', {}), 401, 'missing_token');
  });
});
