// Rule (one declaration per endpoint): the emulator serves exactly the endpoints of the contract's tables, at their
// declared methods and paths, and nothing else; a path changes in the table and nowhere else.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastifyPath, type Endpoint } from '#contract/endpoint';
import { merchantEndpoints } from '#contract/merchant/endpoints';
import { merchantSiteEndpoints, sandboxEndpoints, tradeSiteEndpoints } from '#contract/sandbox/endpoints';
import { tradeEndpoints } from '#contract/trade/endpoints';
import { contextOf } from '../../src/emulator/context';
import { merchantApi } from '../../src/emulator/merchant';
import { sandboxTools } from '../../src/emulator/sandbox';
import { tradeApi, tradeUserApi } from '../../src/emulator/trade';
import { zodValidatorCompiler } from '../../src/http/validation';
import { startTestServer, type TestServer } from '../support';

let server: TestServer;
let emulator: FastifyInstance;
const registered: string[] = [];
/** Each API's catch-all `GET <prefix>/*`: its not-found answer in its own shape, not an endpoint. */
const notFoundRoutes: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  // The emulator's plugins mounted as server.ts mounts them, with every route they register written down.
  emulator = Fastify();
  emulator.setValidatorCompiler(zodValidatorCompiler);
  emulator.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      (route.url.endsWith('/*') ? notFoundRoutes : registered).push(`${method} ${route.url}`);
    }
  });
  const ctx = contextOf(server.emulator);
  await emulator.register(tradeApi, { prefix: '/trade', ...ctx });
  await emulator.register(tradeUserApi, { prefix: '/user', ...ctx });
  await emulator.register(merchantApi, { prefix: '/merchant', ...ctx });
  await emulator.register(sandboxTools, { prefix: '/sandbox', ...ctx });
  await emulator.ready();
});

afterAll(async () => {
  await emulator?.close();
  await server?.app.close();
});

function declared(prefix: string, table: Record<string, Endpoint>, filter = (_: Endpoint) => true): string[] {
  return Object.values(table)
    .filter(filter)
    .map((endpoint) => `${endpoint.method} ${prefix}${fastifyPath(endpoint.path)}`);
}

const tables = [
  ...declared('/trade', tradeEndpoints, (endpoint) => endpoint.server !== 'user'),
  ...declared('/user', tradeEndpoints, (endpoint) => endpoint.server === 'user'),
  ...declared('/trade', tradeSiteEndpoints),
  ...declared('/merchant/v3', merchantEndpoints),
  ...declared('/merchant', merchantSiteEndpoints),
  ...declared('/sandbox', sandboxEndpoints),
];

describe('the emulator and the contract tables', () => {
  it('every route the emulator registers is an endpoint of a table, and every endpoint is registered once', () => {
    expect([...registered].sort()).toEqual([...tables].sort());
  });

  it('besides its endpoints, each API registers only its not-found answer for unknown GET paths', () => {
    expect([...notFoundRoutes].sort()).toEqual(
      ['/merchant', '/merchant/v3', '/sandbox', '/trade', '/user'].map((prefix) => `GET ${prefix}/*`),
    );
  });

  it('OpenAPI templates become Fastify paths: {id} → :id', () => {
    expect(fastifyPath('/partners/{partner_id}/kyc/{review_id}/documents')).toBe(
      '/partners/:partner_id/kyc/:review_id/documents',
    );
  });

  it('the full server answers every declared path (not its not-found answer)', async () => {
    expect(tables.length).toBeGreaterThan(50);
    for (const route of tables) {
      const [method, url] = route.split(' ') as [string, string];
      expect(server.app.hasRoute({ method: method as 'GET', url }), route).toBe(true);
    }
  });
});
