// The BFF's own hot paths, apart from the emulator: the emulator runs in sandbox mode in one process, a BFF in
// production mode in another, its upstream settings pointing at the first (from the sandbox's `sandbox.json`), as
// a partner runs it in front of the real service. Only the BFF's process is timed, route by route, next to the
// floor of a BFF (proxy-floor-server.ts) doing the same upstream call to the same emulator; once on the SQLite
// file and once on PostgreSQL (DATABASE_URL, a throw-away schema).
import fs from 'node:fs';
import path from 'node:path';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#contract/bff/errors';
import { upstreamSettingsOf, type SandboxInfo } from '../bff/src/sandbox-description';
import { createTestSchema, TEST_DATABASE_URL } from '../bff/test/browser-api/storage/postgres-test-schema';
import { compareToFloor, type BffStorageKind, type FloorComparison } from './floor';
import { measure, type LoadResult, type Scenario } from './load';
import { paymentSide, type BenchInvoice } from './payments';
import { startReference, startTradekit, type Running } from './processes';
import { RAISED_LIMITS } from './scenarios';

export interface BffAloneResult {
  /** The floor's runs of each upstream call, before and after the BFF's. */
  floor: LoadResult[];
  routes: FloorComparison[];
  /** A storage not measured, with the reason (no PostgreSQL reachable). */
  skipped: { storage: BffStorageKind; reason: string }[];
}

const QUOTE_QUERY = '?baseAmount=100&baseCurrency=EUR&quoteCurrency=BTC';

/**
 * An untimed load run before each server's first timed one, so its CPU time is not module loading and JIT
 * compilation: profiled, a fresh BFF spent twice as much CPU per request in its first 4 s as in the next, and 300
 * requests of warm-up were not enough to close that gap.
 */
const WARM_UP_SECONDS = 1;

async function warmUp(scenario: Scenario): Promise<void> {
  await measure(scenario, undefined, WARM_UP_SECONDS);
}

/** What a production BFF in front of this emulator is given: the sandbox's partner, key file and merchant keys. */
function productionSettings(sandbox: SandboxInfo, port: number): Record<string, string> {
  return {
    ...RAISED_LIMITS,
    TRADEKIT_MODE: 'production',
    PUBLIC_URL: `http://localhost:${port}`,
    ...upstreamSettingsOf(sandbox),
    SESSION_SECRET: 'bench-session-secret-'.padEnd(48, 'x'),
  };
}

const PASSWORD = 'bench password';
/** A testnet address the bench's buys pay out to (the sandbox's chain is testnet). */
const PAYOUT_ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';

/** A signed-in customer of one BFF: the session cookie, the email, and one trade of theirs. */
interface Customer {
  cookie: string;
  email: string;
  tradeId: number;
}

async function post(bffUrl: string, cookie: string, url: string, body: unknown): Promise<Response> {
  return fetch(`${bffUrl}${url}`, {
    method: 'POST',
    headers: { origin: bffUrl, cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Signs a trader up through the BFF as the widget does and makes one bank buy, whose status the bench reads. */
async function signedInCustomer(bffUrl: string): Promise<Customer> {
  const email = `bench.bff.${Date.now()}@example.com`;
  const response = await fetch(`${bffUrl}/api/signup`, {
    method: 'POST',
    headers: { origin: bffUrl, [CSRF_HEADER]: CSRF_HEADER_VALUE, 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      accountType: 'individual',
      profile: { address: { country: 'DE' } },
      consentAdditionalMails: false,
    }),
  });
  if (response.status !== 201) throw new Error(`BFF sign-up answered ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error('BFF sign-up set no session cookie');
  const quote = await post(bffUrl, cookie, '/api/trades/quotes', {
    baseCurrency: 'EUR',
    quoteCurrency: 'BTC',
    baseAmount: -100,
  });
  if (quote.status !== 201) throw new Error(`BFF quote answered ${quote.status} ${await quote.text()}`);
  const trade = await post(bffUrl, cookie, '/api/trades', {
    priceQuoteId: ((await quote.json()) as { id: number }).id,
    transferIn: { medium: 'bank' },
    transferOut: { medium: 'blockchain', walletAddress: PAYOUT_ADDRESS },
  });
  if (trade.status !== 201) throw new Error(`BFF trade answered ${trade.status} ${await trade.text()}`);
  return { cookie, email, tradeId: ((await trade.json()) as { id: number }).id };
}

async function tradeApi(sandbox: SandboxInfo, url: string, body: unknown, token?: string): Promise<unknown> {
  const response = await fetch(`${sandbox.tradeBaseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (response.status >= 300) throw new Error(`POST ${url} answered ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * The floor's customer, straight on the Trade API: a trader with one bank buy, and a way to its access token (the
 * token lives 20 minutes, longer than a floor run but not the whole bench, so each run signs in afresh).
 */
async function floorCustomer(sandbox: SandboxInfo): Promise<{ tradeId: number; token: () => Promise<string> }> {
  const email = `bench.floor.${Date.now()}@example.com`;
  await tradeApi(sandbox, '/signup/trader', {
    email,
    password: PASSWORD,
    partnerId: sandbox.partnerId,
    profile: { address: { country: 'DE' } },
    consentAdditionalMails: false,
  });
  const token = async () =>
    (
      (await tradeApi(sandbox, '/auth', {
        grant_type: 'password',
        partnerId: sandbox.partnerId,
        email,
        password: PASSWORD,
      })) as {
        access_token: string;
      }
    ).access_token;
  const first = await token();
  const quote = (await tradeApi(
    sandbox,
    '/trades/quote',
    { baseCurrency: 'EUR', quoteCurrency: 'BTC', baseAmount: -100 },
    first,
  )) as {
    id: number;
  };
  const trade = (await tradeApi(
    sandbox,
    '/trades',
    {
      priceQuoteId: quote.id,
      transferIn: { medium: 'bank' },
      transferOut: { medium: 'blockchain', details: { account: PAYOUT_ADDRESS } },
    },
    first,
  )) as { id: number };
  return { tradeId: trade.id, token };
}

/**
 * The BFF's hot paths: the quote, a signed-in session read, the payment page's view of one invoice, and the status
 * of one of the customer's trades (what the widget reads while a trade is under way).
 */
function bffRoutes(bffUrl: string, customer: Customer, invoice: BenchInvoice): Scenario[] {
  const headers = { cookie: customer.cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE };
  return [
    { name: 'GET /api/quote', url: `${bffUrl}/api/quote${QUOTE_QUERY}` },
    {
      name: 'GET /api/session (signed in)',
      url: `${bffUrl}/api/session`,
      request: () => ({ headers }),
      ok: (status, body) => status === 200 && body.includes('"signedIn":true'),
    },
    { name: 'GET /api/pay/:token', url: `${bffUrl}/api/pay/${invoice.token}` },
    {
      name: 'GET /api/trades/:id (trade status)',
      url: `${bffUrl}/api/trades/${customer.tradeId}`,
      request: () => ({ headers }),
      ok: (status, body) => status === 200 && body.includes('"state":"awaiting_transfer_in"'),
    },
  ];
}

/**
 * The floor each route is held to. The session route makes no upstream call: it is held to the cheapest floor, the
 * quote's one plain GET, since a session read should cost no more than what any route of a BFF costs at least.
 */
const FLOOR_OF: Record<string, Floor> = {
  'GET /api/quote': 'quote',
  'GET /api/session (signed in)': 'quote',
  'GET /api/pay/:token': 'invoice',
  'GET /api/trades/:id (trade status)': 'trade',
};
type Floor = 'quote' | 'invoice' | 'trade';

async function measureBff(
  storage: BffStorageKind,
  sandbox: SandboxInfo,
  invoice: BenchInvoice,
  extra: Record<string, string>,
): Promise<LoadResult[]> {
  const bff = await startTradekit((port) => ({ ...productionSettings(sandbox, port), ...extra }));
  try {
    const routes = bffRoutes(bff.url, await signedInCustomer(bff.url), invoice);
    const results: LoadResult[] = [];
    for (const route of routes) {
      await warmUp(route);
      const result = await measure(route, bff.pid);
      results.push({ ...result, name: `${storage}: ${route.name}` });
    }
    return results;
  } finally {
    await bff.stop();
  }
}

export async function bffAlone(): Promise<BffAloneResult> {
  const emulator = await startTradekit(RAISED_LIMITS);
  let floorServer: Running | undefined;
  try {
    const sandbox = JSON.parse(fs.readFileSync(path.join(emulator.dataDir, 'sandbox.json'), 'utf8')) as SandboxInfo;
    const invoice = await paymentSide(emulator.dataDir).createInvoice();
    floorServer = await startReference('proxy-floor', productionSettings(sandbox, 0));
    const customer = await floorCustomer(sandbox);
    let authorization = `Bearer ${await customer.token()}`;
    const floors: Record<Floor, Scenario> = {
      quote: { name: 'floor: GET approximate quote', url: `${floorServer.url}/quote${QUOTE_QUERY}` },
      invoice: { name: 'floor: GET invoice (HMAC)', url: `${floorServer.url}/invoice/${invoice.id}` },
      trade: {
        name: 'floor: GET trade (bearer)',
        url: `${floorServer.url}/trade/${customer.tradeId}`,
        request: () => ({ headers: { authorization } }),
      },
    };
    const floorRuns: Record<Floor, LoadResult[]> = { quote: [], invoice: [], trade: [] };
    const measureFloors = async () => {
      authorization = `Bearer ${await customer.token()}`;
      for (const key of ['quote', 'invoice', 'trade'] as const)
        floorRuns[key].push(await measure(floors[key], floorServer!.pid));
    };
    for (const scenario of Object.values(floors)) await warmUp(scenario);
    await measureFloors();

    const measured: { storage: BffStorageKind; results: LoadResult[] }[] = [];
    const skipped: BffAloneResult['skipped'] = [];
    measured.push({ storage: 'sqlite', results: await measureBff('sqlite', sandbox, invoice, {}) });
    const schema = await createTestSchema().catch((error: unknown) => {
      skipped.push({ storage: 'postgres', reason: `no PostgreSQL at ${redacted(TEST_DATABASE_URL)}: ${error}` });
      return undefined;
    });
    if (schema) {
      try {
        const results = await measureBff('postgres', sandbox, invoice, { DATABASE_URL: schema.url });
        measured.push({ storage: 'postgres', results });
      } finally {
        await schema.drop();
      }
    }
    await measureFloors();

    const routes = measured.flatMap(({ storage, results }) =>
      results.map((result) => {
        const route = result.name.slice(`${storage}: `.length);
        return compareToFloor(result, storage, floorRuns[FLOOR_OF[route] ?? 'quote']);
      }),
    );
    return { floor: [...floorRuns.quote, ...floorRuns.invoice, ...floorRuns.trade], routes, skipped };
  } finally {
    await floorServer?.stop();
    await emulator.stop();
  }
}

/** A database URL without its password, for a message. */
function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'TEST_DATABASE_URL';
  }
}
