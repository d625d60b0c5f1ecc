// A partner's deployment in miniature: production BFF instances, each on its own throw-away data dir, sharing one
// PostgreSQL schema and every shared setting, in front of one sandbox server (the emulated service over real
// HTTP), with a recording proxy between them and the service that counts what reaches it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#contract/bff/errors';
import { boot, checkStartup } from '../../../src/boot';
import { SESSION_COOKIE } from '../../../src/browser-api/session-cookie';
import { upstreamSettingsOf } from '../../../src/sandbox-description';
import { freePort, startListeningTestServer, tempDataDir, type TestServer } from '../../support';
import { createTestSchema, type TestSchema } from '../storage/postgres-test-schema';

/** The origin the load balancer gives every instance (PUBLIC_URL), the same for all. */
export const PUBLIC_URL = 'https://bff.example';
export const ADMIN_TOKEN = 'a-partner-admin-token-every-instance-shares';
const SESSION_SECRET = 'a-session-secret-every-instance-shares';

export interface RecordingProxy {
  url: string;
  /** `METHOD path` of every request passed on to the service, in arrival order. */
  calls: string[];
  /** `METHOD path` and the service's status of every answer passed back, in the order they came. */
  answers: { call: string; status: number }[];
  close(): Promise<void>;
}

/** A reverse proxy to `target` that records each request line; bodies and headers pass through untouched. */
export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const calls: string[] = [];
  const answers: RecordingProxy['answers'] = [];
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const call = `${req.method} ${req.url}`;
    calls.push(call);
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        answers.push({ call, status: answer.statusCode ?? 502 });
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    answers,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface Instance {
  app: FastifyInstance;
  /** Where this instance listens on 127.0.0.1 (the load balancer's upstream address for it). */
  url: string;
  dataDir: string;
}

export interface Cluster {
  sandbox: TestServer & { url: string };
  proxy: RecordingProxy;
  schema: TestSchema;
  instances: Instance[];
  /** The environment every production instance starts with (each adds its own data dir and port). */
  sharedEnv: Record<string, string>;
  close(): Promise<void>;
}

/**
 * What each instance shares, as docs/deploy.md lists it: the database, the secrets, the public origin and the
 * upstream settings (the Trade API through the recording proxy, so its calls are counted).
 */
function sharedEnvironment(sandbox: TestServer, proxyUrl: string, databaseUrl: string): Record<string, string> {
  return {
    TRADEKIT_MODE: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    PUBLIC_URL,
    SESSION_SECRET,
    PARTNER_ADMIN_TOKEN: ADMIN_TOKEN,
    ...upstreamSettingsOf(sandbox.sandbox),
    // The Trade API through the recording proxy, so a test can count what reaches the service.
    TRADE_BASE_URL: `${proxyUrl}/trade`,
    TRADE_USER_URL: `${proxyUrl}/user`,
    // Every test browser comes from 127.0.0.1: the per-address limit on sign-in attempts is not under test here.
    BFF_AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  };
}

/** Boots one production instance on a fresh data dir and makes it listen on a free port of 127.0.0.1. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const dataDir = tempDataDir();
  const { app } = await boot(checkStartup({ ...env, TRADEKIT_DATA_DIR: dataDir }));
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${port}`, dataDir };
}

/** `count` production instances on one fresh schema, in front of one sandbox. */
export async function startCluster(count: number, env: Record<string, string> = {}): Promise<Cluster> {
  const sandbox = await startListeningTestServer();
  const proxy = await startRecordingProxy(sandbox.url);
  const schema = await createTestSchema();
  const sharedEnv = { ...sharedEnvironment(sandbox, proxy.url, schema.url), ...env };
  // Started together, as a rollout does: the migration must be safe when several instances start at once.
  const instances = await Promise.all(Array.from({ length: count }, () => startInstance(sharedEnv)));
  return {
    sandbox,
    proxy,
    schema,
    instances,
    sharedEnv,
    close: async () => {
      for (const instance of instances) {
        const closing = instance.app.close();
        instance.app.server.closeAllConnections(); // open event streams would hold the close
        await closing;
      }
      await proxy.close();
      await sandbox.app.close();
      await schema.drop();
    },
  };
}

/**
 * A browser behind a load balancer with no sticky sessions: it keeps its session cookie, and each request names
 * the instance it lands on. It sends the Origin and CSRF header a same-origin widget page sends.
 */
export class BalancedBrowser {
  sessionId: string | undefined;

  async call(on: Instance, method: 'GET' | 'POST', url: string, body?: unknown): Promise<LightMyRequestResponse> {
    const response = await on.app.inject({
      method,
      url,
      headers: {
        origin: PUBLIC_URL,
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        ...(this.sessionId ? { cookie: `${SESSION_COOKIE}=${this.sessionId}` } : {}),
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    if (cookie) this.sessionId = cookie.value === '' || cookie.maxAge === 0 ? undefined : cookie.value;
    return response;
  }

  get = (on: Instance, url: string) => this.call(on, 'GET', url);
  post = (on: Instance, url: string, body?: unknown) => this.call(on, 'POST', url, body);
}

let counter = 0;
export const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${++counter}@example.com`;

/** Signs a fresh trader up through `on`; the browser is signed in afterwards. */
export async function signUp(browser: BalancedBrowser, on: Instance, email = uniqueEmail('multi')) {
  const password = 'correct horse battery';
  const response = await browser.post(on, '/api/signup', {
    email,
    password,
    accountType: 'individual',
    profile: { address: { country: 'DE' } },
    consentAdditionalMails: false,
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { email, password };
}
