// The floor of a BFF: a bare Fastify proxy that answers each request with one upstream call to the emulator's
// endpoint behind the BFF route it stands for (Node's own fetch, its default keep-alive pool), parses the JSON and
// sends it back. No sessions, validation, hooks, security headers or storage: what is left is Fastify, the HTTP
// client and V8, the least a route that calls the service once can cost on this stack.
import Fastify from 'fastify';
import { merchantSigner } from './scenarios';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};
const tradeBaseUrl = env('TRADE_BASE_URL');
const merchantBaseUrl = env('MERCHANT_BASE_URL');
const partnerId = env('PARTNER_ID');
const sign = merchantSigner({
  merchantApiKey: env('MERCHANT_API_KEY'),
  merchantApiSecret: env('MERCHANT_API_SECRET'),
  merchantAuthScheme: env('MERCHANT_AUTH_SCHEME'),
});

async function upstream(url: string, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json', ...headers } });
  if (!response.ok) throw new Error(`upstream answered ${response.status}`);
  return response.json();
}

const app = Fastify({ logger: false });
// GET /api/quote's upstream call: the Trade API's approximate quote, query passed on as it came.
app.get('/quote', async (request) => {
  const query = request.url.slice(request.url.indexOf('?'));
  return upstream(`${tradeBaseUrl}/partners/${partnerId}/approximate-quote${query}`);
});
// GET /api/pay/:token's upstream call: the Merchant API's invoice, with a fresh HMAC per request (the id is taken
// as given: checking the token is the BFF's work, not the floor's).
app.get<{ Params: { id: string } }>('/invoice/:id', async (request) =>
  upstream(`${merchantBaseUrl}/v3/invoices/${encodeURIComponent(request.params.id)}`, { authorization: sign() }),
);
// GET /api/trades/:id's upstream call: the Trade API's trade, with the trader's access token as it came (finding
// the session's token is the BFF's work, not the floor's).
app.get<{ Params: { id: string } }>('/trade/:id', async (request) =>
  upstream(`${tradeBaseUrl}/trades/${encodeURIComponent(request.params.id)}`, {
    authorization: request.headers.authorization ?? '',
  }),
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
