// A reference for POST /v3/invoices: the least a durable create costs on this stack, without Tradekit's code. A
// bare Fastify route, started like the real server (tsx, one process), that parses the JSON body, checks an
// HMAC Authorization, records the nonce and inserts the invoice row (the emulator's own schema and indexes) in one
// group commit of the project's SQLite setup, and answers an invoice-sized JSON with a signed payment link. No
// validation, rate limit, hooks, money arithmetic or view code: what is left is Fastify, SQLite and V8.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import Fastify from 'fastify';
import { openDatabase } from '../bff/src/db/database';
import { inGroupCommit } from '../bff/src/db/group-commit';
import { migrateEmulator } from '../bff/src/emulator/migrations';
import { FLOOR_MERCHANT } from './scenarios';

const db = openDatabase(path.join(process.env.TRADEKIT_DATA_DIR as string, 'floor.sqlite'));
migrateEmulator(db);
db.prepare(
  `INSERT INTO merchants (id, api_key, api_secret, ipn_secret, fiat_currency, created_at)
   VALUES (1, ?, ?, 'floor-ipn', 'EUR', '2026-01-01T00:00:00.000Z')`,
).run(FLOOR_MERCHANT.merchantApiKey, FLOOR_MERCHANT.merchantApiSecret);
const insertNonce = db.prepare(
  'INSERT INTO merchant_nonces (api_key, nonce, seen_ms) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
);
const nextId = db.prepare('SELECT COALESCE(MAX(id), 0) + 1 FROM merchant_invoices').pluck();
const insertInvoice = db.prepare(
  `INSERT INTO merchant_invoices (id, merchant_id, create_time, expire_time, state, type, btc_amount_sat, btc_address,
     native_amount_minor, native_currency, transfer_amount_minor, transfer_currency, native_rate, transfer_rate,
     credited, description, custom, callback_url, callback_email, return_url, cancel_url, plugin_name, plugin_version)
   VALUES (?, 1, ?, ?, 'new', 'normal', 29492, ?, 2550, 'EUR', 2550, 'EUR', '86460.29', '86460.29', 0, ?, '{}', '', NULL,
     '', '', ?, ?)`,
);
const AUTH = /apikey="([^"]+)", nonce="([^"]+)", signature="([^"]+)"/;

const app = Fastify({ logger: false });
app.post('/v3/invoices', async (request) => {
  const auth = AUTH.exec(request.headers.authorization ?? '');
  const expected =
    auth && createHmac('sha256', FLOOR_MERCHANT.merchantApiSecret).update(`${auth[2]}${auth[1]}`).digest('hex');
  if (!auth || !expected || !timingSafeEqual(Buffer.from(expected), Buffer.from(auth[3] as string)))
    return { success: false, error: { code: 'api_key_required', message: 'bad signature' } };
  const body = request.body as { description?: string; plugin_name?: string; plugin_version?: string };
  const now = new Date();
  const created = await inGroupCommit(db, () => {
    if (insertNonce.run(FLOOR_MERCHANT.merchantApiKey, auth[2], Date.now()).changes !== 1) return undefined;
    const id = nextId.get() as number;
    const address = `tb1q${createHash('sha256').update(`floor:${id}`).digest('hex').slice(0, 38)}`;
    const expires = new Date(now.getTime() + 15 * 60_000).toISOString();
    insertInvoice.run(
      id,
      now.toISOString(),
      expires,
      address,
      body.description ?? '',
      body.plugin_name ?? '',
      body.plugin_version ?? '',
    );
    return { id, address, created: now.toISOString(), expires };
  });
  if (!created) return { success: false, error: { code: 'api_key_required', message: 'nonce already used' } };
  const tag = createHmac('sha256', 'floor-ipn').update(`tradekit-pay:${created.id}`).digest('base64url').slice(0, 22);
  const uri = `bitcoin:${created.address}?amount=0.00029492`;
  return {
    success: true,
    data: {
      id: created.id,
      create_time: created.created,
      expire_time: created.expires,
      state: 'new',
      type: 'normal',
      bitcoin: {
        amount: 0.00029492,
        address: created.address,
        amount_paid: 0,
        amount_due: 0.00029492,
        payment_uri: uri,
      },
      native: { amount: 25.5, currency: 'EUR' },
      transfer: { amount: 25.5, currency: 'EUR' },
      description: body.description ?? '',
      custom: {},
      payment_url: `http://localhost/pay/${created.id}.${tag}`,
      inputs: [],
      callback_url: '',
      callback_email: null,
      return_url: '',
      cancel_url: '',
      payments: [],
    },
  };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
