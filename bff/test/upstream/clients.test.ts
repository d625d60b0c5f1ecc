import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { exampleTrader } from '#contract/trade/examples';
import { FixedClock } from '../../src/clock';
import { createMerchantClient } from '../../src/upstream/merchant-client';
import { createMerchantSigner } from '../../src/upstream/merchant-signer';
import { createTradeClient } from '../../src/upstream/trade-client';
import { UpstreamError, UpstreamProtocolError, UpstreamUnavailableError } from '../../src/upstream/upstream-error';
import { startFakeUpstream, testTransport, type FakeUpstream } from './fake-upstream';

let upstream: FakeUpstream | undefined;
afterEach(async () => {
  await upstream?.close();
  upstream = undefined;
});

const trader = { ...exampleTrader, isEmailVerified: false };

function trade(url: string) {
  return createTradeClient({ baseUrl: `${url}/trade`, userUrl: `${url}/user`, transport: testTransport });
}

describe('Trade API client', () => {
  it('sends the bearer token and parses the answer with the contract', async () => {
    upstream = await startFakeUpstream(() => ({ status: 200, body: { ...trader, extra: 'ignored' } }));
    const result = await trade(upstream.url).call('getTrader', { bearer: 'tok' });
    expect(result.id).toBe(7);
    expect(upstream.requests[0]).toMatchObject({ method: 'GET', url: '/trade/traders/me' });
    expect(upstream.requests[0]!.headers.authorization).toBe('Bearer tok');
  });

  it('fills path parameters and the query string', async () => {
    upstream = await startFakeUpstream(() => ({
      status: 200,
      body: {
        baseAmount: 100,
        baseCurrency: 'EUR',
        quoteAmount: 0.001,
        quoteCurrency: 'BTC',
        transferIn: { medium: 'card', feeAmount: 1, currency: 'EUR' },
        transferOut: { medium: 'blockchain', feeAmount: 0, currency: 'BTC' },
      },
    }));
    await trade(upstream.url).call('getApproximateQuote', {
      params: { partner_id: '11111111-2222-4333-8444-555555555555' },
      query: { baseAmount: 100, baseCurrency: 'EUR', quoteCurrency: 'BTC' },
    });
    expect(upstream.requests[0]!.url).toBe(
      '/trade/partners/11111111-2222-4333-8444-555555555555/approximate-quote?baseAmount=100&baseCurrency=EUR&quoteCurrency=BTC',
    );
  });

  it('keeps the upstream error code and status', async () => {
    upstream = await startFakeUpstream(() => ({
      status: 400,
      body: { error: 'email_address_and_partner_id_in_use', error_description: 'taken', request_id: 'r1' },
    }));
    const error = await trade(upstream.url)
      .call('signupTrader', {
        body: {
          email: 'a@example.com',
          partnerId: '11111111-2222-4333-8444-555555555555',
          consentAdditionalMails: false,
        },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ status: 400, code: 'email_address_and_partner_id_in_use', message: 'taken' });
  });

  it('refuses an answer the contract does not allow', async () => {
    upstream = await startFakeUpstream(() => ({ status: 200, body: { id: 'not a number' } }));
    await expect(trade(upstream.url).call('getTrader', { bearer: 't' })).rejects.toBeInstanceOf(UpstreamProtocolError);
  });

  it('sends the deactivate call to the user URL', async () => {
    upstream = await startFakeUpstream(() => ({ status: 204 }));
    await trade(upstream.url).call('deactivateUser', { bearer: 't' });
    expect(upstream.requests[0]).toMatchObject({ method: 'PUT', url: '/user/me/deactivate' });
  });

  it('retries revoke (safe to repeat) but not sign-up', async () => {
    upstream = await startFakeUpstream((r) =>
      r.url.endsWith('/auth/revoke') && upstream!.requests.length < 2
        ? { status: 503 }
        : { status: r.url.endsWith('/auth/revoke') ? 204 : 500 },
    );
    await trade(upstream.url).call('revokeToken', { body: { token_type_hint: 'refresh_token', token: 'r' } });
    expect(upstream.requests).toHaveLength(2);
    await expect(
      trade(upstream.url).call('signupTrader', {
        body: {
          email: 'a@example.com',
          partnerId: '11111111-2222-4333-8444-555555555555',
          consentAdditionalMails: false,
        },
      }),
    ).rejects.toBeInstanceOf(UpstreamProtocolError);
    expect(upstream.requests).toHaveLength(3);
  });

  it('reports an unreachable service as unavailable', async () => {
    upstream = await startFakeUpstream(() => ({ status: 0, drop: true }));
    await expect(trade(upstream.url).call('getTrader', { bearer: 't' })).rejects.toBeInstanceOf(
      UpstreamUnavailableError,
    );
  });
});

describe('Merchant API client', () => {
  const credentials = { apiKey: 'k', apiSecret: 's', scheme: 'Service' };

  it('signs every attempt with a fresh nonce and unwraps the success envelope', async () => {
    upstream = await startFakeUpstream((_, i) =>
      i === 0
        ? { status: 502 }
        : { status: 200, body: { success: true, data: { btc: 1, fiat: 2, fiat_currency: 'EUR' } } },
    );
    const client = createMerchantClient({
      baseUrl: `${upstream.url}/merchant`,
      signer: createMerchantSigner(credentials, new FixedClock(new Date('2026-01-01T00:00:00Z'))),
      transport: testTransport,
    });
    const balance = await client.call('getBalance', {});
    expect(balance).toEqual({ btc: 1, fiat: 2, fiat_currency: 'EUR' });
    const nonces = upstream.requests.map((r) => /nonce="(\d+)"/.exec(String(r.headers.authorization))![1]!);
    expect(upstream.requests[0]!.url).toBe('/merchant/v3/balance');
    expect(new Set(nonces).size).toBe(2);
    const [, nonce, signature] = /nonce="(\d+)", signature="([0-9a-f]+)"/.exec(
      String(upstream.requests[1]!.headers.authorization),
    )!;
    expect(signature).toBe(createHmac('sha256', 's').update(`${nonce}k`).digest('hex'));
  });

  it('turns a failure envelope into an UpstreamError with the merchant code', async () => {
    upstream = await startFakeUpstream(() => ({
      status: 200,
      body: { success: false, error: { code: 'not_found', message: 'No invoice 5.' } },
    }));
    const client = createMerchantClient({
      baseUrl: upstream.url,
      signer: createMerchantSigner(credentials, new FixedClock(new Date())),
      transport: testTransport,
    });
    await expect(client.call('getInvoice', { params: { ID: 5 } })).rejects.toMatchObject({
      code: 'not_found',
      service: 'merchant',
    });
  });

  it('never repeats an invoice creation', async () => {
    upstream = await startFakeUpstream(() => ({ status: 503 }));
    const client = createMerchantClient({
      baseUrl: upstream.url,
      signer: createMerchantSigner(credentials, new FixedClock(new Date())),
      transport: testTransport,
    });
    await expect(
      client.call('createInvoice', { body: { amount: 1, currency: 'EUR', plugin_name: 'x', plugin_version: '1' } }),
    ).rejects.toBeInstanceOf(UpstreamProtocolError);
    expect(upstream.requests).toHaveLength(1);
  });
});
