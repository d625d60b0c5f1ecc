// Builds a real server on a real SQLite file in a fresh temporary directory, with the start-up `npm start` runs.
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { boot, checkStartup } from '../src/boot';
import type { BffSettings } from '../src/browser-api/settings';
import { OffsetClock } from '../src/clock';
import type { Config } from '../src/config';
import type { Database } from '../src/db/database';
import type { EmulatorContext } from '../src/emulator/context';
import type { SandboxInfo } from '../src/sandbox-description';
import { freePort } from '../../scripts/free-port';

export { freePort };

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'tradekit-test-'));
}

/** An EC P-256 private key in PEM, as a partner's ES256 key file holds it. */
export function ecPrivateKeyPem(): string {
  return generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  }).privateKey;
}

/** The settings of a production BFF in `dataDir` against example upstreams, with its partner key file written. */
export function productionEnv(dataDir: string): Record<string, string> {
  const keyFile = path.join(dataDir, 'key.pem');
  fs.writeFileSync(keyFile, ecPrivateKeyPem());
  return {
    TRADEKIT_MODE: 'production',
    TRADEKIT_DATA_DIR: dataDir,
    PUBLIC_URL: 'https://bff.example',
    TRADE_BASE_URL: 'https://trade.example',
    TRADE_USER_URL: 'https://user.example',
    MERCHANT_BASE_URL: 'https://merchant.example',
    PARTNER_ID: '11111111-2222-4333-8444-555555555555',
    PARTNER_PRIVATE_KEY_FILE: keyFile,
    MERCHANT_API_KEY: 'k',
    MERCHANT_API_SECRET: 's',
    MERCHANT_IPN_SECRET: 'ipn',
    SESSION_SECRET: 'x'.repeat(32),
  };
}

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** The emulator's clock (what `POST /sandbox/clock/advance` moves). */
  clock: OffsetClock;
  /** The BFF's own clock, separate from the emulator's: tests move either or both. */
  bffClock: OffsetClock;
  bff: BffSettings;
  /** The emulator's context, which the server owns and closes (its outbox, caches, rate windows). */
  emulator: EmulatorContext;
  sandbox: SandboxInfo;
  dataDir: string;
}

export async function startTestServer(
  env: Record<string, string> = {},
  options: { staticRoot?: string } = {},
): Promise<TestServer> {
  const dataDir = tempDataDir();
  const config = checkStartup({ TRADEKIT_DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const bffClock = new OffsetClock();
  const { app, db, emulatorClock: clock, bff, sandbox, emulator } = await boot(config, { bffClock, ...options });
  if (!sandbox || !emulator) throw new Error('startTestServer runs the sandbox: leave TRADEKIT_MODE unset');
  await app.ready();
  return { app, db, config, clock, bffClock, bff, emulator, sandbox, dataDir };
}

/**
 * Like {@link startTestServer}, but listening on a free port of 127.0.0.1 with PUBLIC_URL set to it, so the BFF
 * reaches the emulator over real HTTP exactly as it reaches the real service. `url` is that origin.
 */
export async function startListeningTestServer(
  env: Record<string, string> = {},
): Promise<TestServer & { url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await startTestServer({ PUBLIC_URL: url, PORT: String(port), ...env });
  await server.app.listen({ port, host: '127.0.0.1' });
  return { ...server, url };
}
