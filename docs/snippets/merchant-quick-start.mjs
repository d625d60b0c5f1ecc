// The merchant quick start in Node 18 or later, with fetch and node:crypto and no dependency: receive callbacks on a
// local port, create an invoice with a signed POST /v3/invoices, show its payment page, pay it in the sandbox, verify
// the callback that says it is complete, and read the invoice to confirm. Run: node merchant-quick-start.mjs
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

function setting(name) {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} first (source docs/snippets/sandbox-env.sh).`);
  return value;
}
const baseUrl = setting('MERCHANT_BASE_URL');
const sandboxUrl = setting('SANDBOX_URL');
const apiKey = setting('MERCHANT_API_KEY');
const apiSecret = setting('MERCHANT_API_SECRET');
const ipnSecret = setting('MERCHANT_IPN_SECRET');
const scheme = process.env.MERCHANT_AUTH_SCHEME || 'Service';

/** Lowercase hex HMAC-SHA256 of `data`, keyed with `key`: what signs requests and callbacks alike. */
const hmac = (key, data) => createHmac('sha256', key).update(data).digest('hex');

// The nonce is new for every request: the Unix time in microseconds, one more than the last when called twice in
// the same microsecond.
let lastNonce = 0;
const nextNonce = () => String((lastNonce = Math.max(lastNonce + 1, Date.now() * 1000)));

/** A Merchant API call, signed: HMAC-SHA256(nonce + API key) keyed with the API secret. Answers its `data`. */
async function merchantApi(method, path, body) {
  const nonce = nextNonce();
  const response = await fetch(`${baseUrl}/v3${path}`, {
    method,
    headers: {
      Authorization: `${scheme} apikey="${apiKey}", nonce="${nonce}", signature="${hmac(apiSecret, nonce + apiKey)}"`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (!answer.success) throw new Error(`${method} ${path}: ${answer.error.code}: ${answer.error.message}`);
  return answer.data;
}

// The callback receiver: it checks the signature over the raw bytes, before parsing or trusting anything in them,
// and answers 2xx only then (the sandbox delivers again until it gets one).
let completed;
const complete = new Promise((resolve, reject) => (completed = { resolve, reject }));
complete.catch(() => {}); // a refusal before step 4 waits there, rather than ending the process at once
const receiver = createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const raw = Buffer.concat(chunks);
    const given = Buffer.from(String(request.headers[`x-${scheme.toLowerCase()}-callback-signature`] ?? ''));
    const expected = Buffer.from(hmac(ipnSecret, raw));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      response.writeHead(401).end();
      completed.reject(new Error("A callback's signature does not match: is MERCHANT_IPN_SECRET the merchant's?"));
      return;
    }
    response.writeHead(204).end();
    const { event, data } = JSON.parse(raw.toString('utf8'));
    console.log(`Callback verified: ${event}, invoice ${data.id} is ${data.state}`);
    if (event === 'invoice_state_change' && data.state === 'complete') completed.resolve(data);
  });
});
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const callbackUrl = `http://127.0.0.1:${receiver.address().port}/callback`;

try {
  // 1. Create an invoice: a signed POST /v3/invoices. plugin_name and plugin_version (your integration) are required.
  const invoice = await merchantApi('POST', '/invoices', {
    amount: 12.5,
    currency: 'EUR',
    description: 'Quick start order',
    plugin_name: 'quick-start-node',
    plugin_version: '1.0.0',
    callback_url: callbackUrl,
  });
  console.log(`Invoice ${invoice.id}: ${invoice.bitcoin.amount_due} BTC to ${invoice.bitcoin.address}`);

  // 2. Its payment page, where you send your customer.
  console.log(`Payment page: ${invoice.payment_url}`);

  // 3. Pay it in the sandbox as the customer's wallet would, with one confirmation: it becomes paid, then complete.
  const paid = await fetch(`${sandboxUrl}/blockchain/payments`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ address: invoice.bitcoin.address, amount: invoice.bitcoin.amount_due, confirmations: 1 }),
  });
  if (!paid.ok) throw new Error(`The sandbox did not pay the invoice: ${await paid.text()}`);

  // 4. Wait for the verified callback that says it is complete.
  const timeout = setTimeout(() => completed.reject(new Error('No complete callback within 30 s.')), 30_000);
  await complete;
  clearTimeout(timeout);

  // 5. A callback is a notice: read the invoice (signed GET /v3/invoices/{id}) before you ship the order.
  const read = await merchantApi('GET', `/invoices/${invoice.id}`);
  console.log(`Invoice ${read.id} is ${read.state}`);
} finally {
  receiver.close();
  receiver.closeAllConnections(); // the sandbox keeps its connection open for the next callback
}
