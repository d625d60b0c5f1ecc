// The helpers against a real sandbox over real HTTP (a server of bff/test/support.ts listening on a free port):
// each does what the console's button does, finds its trader by email, waits for what comes a moment later, and
// passes a route's refusal on with the route's own message. Trades are written as trade creation writes them.
import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAwaitingTrade } from '../../bff/test/emulator/sandbox/trade-rows';
import { signedInTrader, signup } from '../../bff/test/emulator/trade/helpers';
import { startListeningTestServer, type TestServer } from '../../bff/test/support';
import { SandboxClient } from '../src/sandbox-client';
import { SandboxRefusal } from '../src/sandbox-http';
import { verifyDeliverySignature } from '../src/signatures';

let server: TestServer & { url: string };
let sandbox: SandboxClient;
/** A receiver of callbacks that answers 200 and keeps the bodies it got. */
let receiver: Server;
let receiverUrl = '';
const received: string[] = [];

beforeAll(async () => {
  server = await startListeningTestServer();
  sandbox = new SandboxClient(`${server.url}/sandbox`);
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push(body);
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/callbacks`;
});

afterAll(async () => {
  receiver.close();
  await server.app.close();
});

/** A signed-in trader who started an identification attempt at the provider. */
async function traderAtProvider() {
  const trader = await signedInTrader(server);
  const started = await server.app.inject({
    method: 'POST',
    url: '/trade/kyc/identification-attempts',
    headers: trader.auth,
    payload: {},
  });
  expect(started.statusCode, started.body).toBe(201);
  return { ...trader, attemptId: (started.json() as { id: string }).id };
}

describe('the mail and traders', () => {
  it('rule: emailCode answers the 6-digit code of the newest email to the address', async () => {
    const { email } = await signup(server);
    expect(await sandbox.emailCode(email)).toMatch(/^\d{6}$/);
  });

  it('rule: a helper that waits says what did not come once its time is up', async () => {
    await expect(sandbox.emailCode('nobody@example.test', { timeoutMs: 300 })).rejects.toThrow(
      'Waited 300 ms for an email with a code to nobody@example.test; it did not come.',
    );
  });

  it('finds a trader by the exact email, not by another that contains it', async () => {
    const { email, traderId } = await signedInTrader(server);
    await signedInTrader(server, { email: `x${email}` });
    expect((await sandbox.trader(email)).id).toBe(traderId);
  });
});

describe('decideIdentification', () => {
  it('rule: approve with a name approves the attempt and names the trader', async () => {
    const { email, attemptId, traderId } = await traderAtProvider();
    const decided = await sandbox.decideIdentification(email, 'approve', { name: 'Ada Lovelace' });
    expect(decided.attemptId).toBe(attemptId);
    const trader = await sandbox.trader(email);
    expect(trader.states.identificationState).toBe('approved');
    expect(trader.identificationAttempts[0]).toMatchObject({ id: attemptId, state: 'approved' });
    expect(server.db.prepare('SELECT name FROM trade_traders WHERE id = ?').pluck().get(traderId)).toBe('Ada Lovelace');
  });

  it('rule: reject and fail reject the attempt, with the reason given or the provider’s default', async () => {
    const rejected = await traderAtProvider();
    await sandbox.decideIdentification(rejected.email, 'reject', { rejectReason: 'DENIED_EXPIRED_IDENTIFICATION' });
    expect((await sandbox.trader(rejected.email)).identificationAttempts[0]).toMatchObject({
      state: 'rejected',
      rejectReason: 'DENIED_EXPIRED_IDENTIFICATION',
    });
    const failed = await traderAtProvider();
    await sandbox.decideIdentification(failed.email, 'fail');
    expect((await sandbox.trader(failed.email)).identificationAttempts[0]).toMatchObject({
      state: 'rejected',
      rejectReason: 'NO_ID_UPLOADED',
    });
  });

  it('rule: manual_review holds the attempt, and approve then concludes the review', async () => {
    const { email } = await traderAtProvider();
    await sandbox.decideIdentification(email, 'manual_review');
    expect((await sandbox.trader(email)).identificationAttempts[0]).toMatchObject({
      state: 'processing',
      rejectReason: 'MANUAL_REVIEW',
      decisions: ['approve', 'reject'],
    });
    await sandbox.decideIdentification(email, 'approve');
    expect((await sandbox.trader(email)).identificationAttempts[0]?.state).toBe('approved');
  });

  it('rule: without an attempt that takes the decision, it waits, then says so', async () => {
    const { email } = await signedInTrader(server);
    await expect(sandbox.decideIdentification(email, 'approve', { timeoutMs: 300 })).rejects.toThrow(
      `an identification attempt of ${email} that takes "approve"`,
    );
  });

  it('skips identification and blocks trading for a while, by the trader’s email', async () => {
    const { email, traderId } = await signedInTrader(server);
    expect(await sandbox.skipIdentification(email)).toEqual({ traderId, identificationState: 'approved' });
    const blocked = await sandbox.blockTrading(email, '2h');
    expect(new Date(blocked.forcedDelayUntil!).getTime() - (await sandbox.now()).getTime()).toBeGreaterThan(7100_000);
    expect((await sandbox.blockTrading(email, null)).forcedDelayUntil).toBeNull();
  });
});

describe('trades', () => {
  it('rule: decideCardPayment settles a card trade as its payment page would; a second decision is refused', async () => {
    const { traderId, email } = await signedInTrader(server);
    const { id } = insertAwaitingTrade(server, traderId, 'card');
    expect(await sandbox.latestTrade(email)).toMatchObject({ id, state: 'awaiting_transfer_in' });
    expect(await sandbox.decideCardPayment({ id }, 'approved')).toMatchObject({ tradeId: id, result: 'approved' });
    expect((await sandbox.trade(id)).state).not.toBe('awaiting_transfer_in');
    const again = sandbox.decideCardPayment(id, 'declined');
    await expect(again).rejects.toBeInstanceOf(SandboxRefusal);
    await expect(again).rejects.toMatchObject({ status: 400, code: 'not_awaiting_payment' });
  });

  it('rule: a bank transfer arrives for the whole amount unless told otherwise', async () => {
    const { traderId } = await signedInTrader(server);
    const { id } = insertAwaitingTrade(server, traderId, 'bank');
    expect(await sandbox.receiveBankTransfer(id)).toEqual({ tradeId: id, state: 'processing' });
  });

  it('rule: payDeposit sends a sell’s deposit address what it waits for', async () => {
    const { traderId } = await signedInTrader(server);
    const { id } = insertAwaitingTrade(server, traderId, 'sell');
    const { txid } = await sandbox.payDeposit(id, 'full', { confirmations: 1 });
    expect(txid).toMatch(/^[0-9a-f]{64}$/);
    expect((await sandbox.trade(id)).state).not.toBe('awaiting_transfer_in');
  });

  it('refuses to pay the deposit of a trade that is no sell, saying so', async () => {
    const { traderId } = await signedInTrader(server);
    const { id } = insertAwaitingTrade(server, traderId, 'card');
    await expect(sandbox.payDeposit(id)).rejects.toThrow(`Trade ${id} has no deposit address: it is not a sell.`);
  });
});

describe('invoices, the clock and the delivery log', () => {
  it('rule: an invoice paid in full and confirmed completes, its callbacks signed with the merchant’s IPN secret', async () => {
    const merchant = await sandbox.createMerchant({ callbackUrl: receiverUrl });
    const invoice = await sandbox.createInvoice({ amount: 25, currency: 'EUR' }, merchant);
    const { txid } = await sandbox.payInvoice(invoice, 'full');
    expect((await sandbox.invoice(invoice)).state).toBe('paid');
    await sandbox.confirm(txid);
    expect((await sandbox.invoice(invoice.id)).state).toBe('complete');
    const complete = await sandbox.waitForDelivery({
      kind: 'merchant.invoice_state_change',
      url: receiverUrl,
      where: (delivery) => (JSON.parse(delivery.body) as { data: { state: string } }).data.state === 'complete',
    });
    expect(complete.attempts.at(-1)?.status).toBe(200);
    expect(verifyDeliverySignature(complete, merchant.ipnSecret)).toBe(true);
    expect(verifyDeliverySignature(complete, merchant.apiSecret)).toBe(false);
    expect(received).toContain(complete.body);
  });

  it('rule: part pays half of what is due, too-much a tenth more, which makes an extra sub-invoice', async () => {
    const part = await sandbox.createInvoice({ amount: 40, currency: 'EUR' });
    await sandbox.payInvoice(part, 'part');
    const halfPaid = await sandbox.invoice(part);
    expect(halfPaid.state).toBe('new');
    expect(Number(halfPaid.amountPaid)).toBeCloseTo(Number(halfPaid.btcAmount) / 2, 7);

    const over = await sandbox.createInvoice({ amount: 40, currency: 'EUR' });
    await sandbox.payInvoice(over, 'too-much');
    const extras = (await sandbox.invoices()).filter((invoice) => invoice.originalInvoiceId === over.id);
    expect(extras).toHaveLength(1);
    expect(extras[0]!.type).toBe('extra');
  });

  it('rule: advanceClock moves the clock by "16m" and answers what came due: an unpaid invoice expires', async () => {
    const invoice = await sandbox.createInvoice({ amount: 10, currency: 'EUR' });
    const before = await sandbox.now();
    const moved = await sandbox.advanceClock('16m');
    expect(new Date(moved.now).getTime() - before.getTime()).toBeGreaterThanOrEqual(960_000);
    expect(moved.cameDue).toContainEqual({ resource: 'invoice', id: invoice.id, state: 'expired' });
  });

  it('redelivers an entry of the log: the same body to the same URL once more', async () => {
    const latest = (await sandbox.deliveries('merchant.')).find((delivery) => delivery.url === receiverUrl);
    const count = received.filter((body) => body === latest!.body).length;
    await sandbox.redeliver(latest!);
    const again = await sandbox.waitForDelivery({
      where: (delivery) => delivery.id === latest!.id && delivery.attempts.length > 1,
    });
    expect(again.attempts.at(-1)?.status).toBe(200);
    expect(received.filter((body) => body === latest!.body)).toHaveLength(count + 1);
  });

  it('rule: a route’s refusal comes with the route’s own message', async () => {
    await expect(sandbox.advanceClock(11 * 365 * 24 * 3600)).rejects.toThrow(
      /^POST \/clock\/advance: .*at most ten years at a time/,
    );
  });
});

describe('credentials and partners', () => {
  it('answers the sandbox’s own partner and merchant with their secrets', async () => {
    const credentials = await sandbox.credentials();
    expect(credentials.secretsShown).toBe(true);
    expect(credentials.partner.id).toBe(server.sandbox.partnerId);
    expect(credentials.merchant.apiSecret).toBe(server.sandbox.merchantApiSecret);
  });

  it('creates a partner of its own, whose private key signs for the public key registered', async () => {
    const partner = await sandbox.createPartner({ webhookUrl: receiverUrl });
    // A PEM private key (made by the sandbox at this test's run, never stored in the repository)…
    const privateKey = createPrivateKey(partner.privateKeyPem);
    expect(privateKey.type).toBe('private');
    expect(partner.webhookSecret.length).toBeGreaterThanOrEqual(16);
    const row = server.db
      .prepare('SELECT webhook_url, public_key_pem FROM partners WHERE id = ?')
      .get(partner.partnerId) as { webhook_url: string; public_key_pem: string };
    expect(row.webhook_url).toBe(receiverUrl);
    // …whose signature the public key the sandbox registered for the partner accepts.
    const signed = Buffer.from('tradekit partner key check');
    const signature = sign('sha256', signed, privateKey);
    expect(verify('sha256', signed, createPublicKey(row.public_key_pem), signature)).toBe(true);
  });
});
