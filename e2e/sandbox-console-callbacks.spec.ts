// The console's webhooks and callbacks as a partner's developer uses them: a merchant whose callback URL is a small
// receiver this test runs, an invoice paid through the sandbox blockchain, the callback appearing in the console
// without a reload, and "Deliver again" sending the same signed bytes once more: a second attempt on the same entry.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { widgetOrigin } from './origins';
import { createInvoice, newSandboxMerchant } from './support';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString() });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/ipn`;
});
test.afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

test('a developer sees a merchant callback arrive live in the console and delivers it again', async ({
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const console = await context.newPage();
  await console.setViewportSize({ width: 320, height: 800 });
  await console.goto(`${widgetOrigin}/sandbox/#callbacks`);
  await expect(console.getByRole('heading', { level: 2, name: 'Webhooks and callbacks' })).toBeVisible();
  await expect(console.getByText('Live', { exact: true })).toBeVisible();

  // A merchant whose callbacks go to the receiver, and an invoice of theirs paid in full on the sandbox blockchain.
  const merchant = await newSandboxMerchant(request, receiverUrl);
  const { id, bitcoin } = await createInvoice(request, merchant, 10);
  const paid = await request.post(`${widgetOrigin}/sandbox/blockchain/payments`, {
    data: { address: bitcoin.address, amount: bitcoin.amount },
  });
  expect(paid.status()).toBe(200);

  // The callback appears in the console without a reload, with its URL, signature and first attempt.
  const entry = console.getByRole('article').filter({ hasText: receiverUrl });
  // Titled by what it is about: the invoice, the state it moved to and the event.
  await expect(entry.getByRole('heading', { name: `Invoice ${id} → paid (invoice_state_change)` })).toBeVisible();
  await expect(entry.getByRole('heading', { name: '1 attempt' })).toBeVisible();
  await expect(entry.getByText('answered HTTP 200')).toBeVisible();
  await expect.poll(() => received.length).toBe(1);
  const first = received[0]!;
  const signatureShown = createHmac('sha256', merchant.ipnSecret).update(first.body).digest('hex');
  expect(first.headers['x-service-callback-signature']).toBe(signatureShown);
  await expect(entry.getByText(`x-service-callback-signature: ${signatureShown}`)).toBeVisible();
  expect((await new AxeBuilder({ page: console }).analyze()).violations.map((v) => v.id)).toEqual([]);

  // Deliver again, by keyboard: the receiver gets the same signed bytes, and the console shows a second attempt.
  await entry.getByRole('button', { name: /^Deliver again/ }).focus();
  await console.keyboard.press('Enter');
  await expect(entry.getByRole('heading', { name: '2 attempts' })).toBeVisible();
  await expect.poll(() => received.length).toBe(2);
  expect(received[1]).toEqual({ ...first, headers: expect.anything() });
  expect(received[1]?.headers['x-service-callback-signature']).toBe(signatureShown);
  // One entry still, with both attempts: nothing duplicated, nothing lost.
  await expect(console.getByRole('article').filter({ hasText: receiverUrl })).toHaveCount(1);
});
