// The e2e run's second BFF instance, started by playwright.config.ts once the first is up: production mode on its
// own port and data dir, in front of the first instance's sandbox as its upstream, with the partner and merchant
// keys the sandbox wrote into sandbox.json and the first instance's session secret and admin token, as a partner
// would share them between instances. DATABASE_URL and the origin rules come from the config's environment.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { upstreamSettingsOf, type SandboxInfo } from '../bff/src/sandbox-description';
import { secondOrigin, secondPort } from './origins';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is unset; playwright.config.ts sets it`);
  return value;
}

const firstDataDir = required('TRADEKIT_E2E_DATA_DIR');
const fromFirst = (file: string) => readFileSync(join(firstDataDir, file), 'utf8').trim();
const sandbox = JSON.parse(fromFirst('sandbox.json')) as SandboxInfo;

Object.assign(process.env, {
  TRADEKIT_MODE: 'production',
  PORT: String(secondPort),
  PUBLIC_URL: secondOrigin,
  TRADEKIT_DATA_DIR: required('TRADEKIT_E2E_SECOND_DATA_DIR'),
  ...upstreamSettingsOf(sandbox),
  // Sandbox mode keeps these in files of its data dir (bff/src/browser-api/settings.ts); instances share them.
  SESSION_SECRET: fromFirst('bff-session-secret'),
  PARTNER_ADMIN_TOKEN: fromFirst('bff-admin-token'),
});

// The server's own entry (what scripts/start.mjs runs after building; the first instance built dist/ already).
// A computed specifier keeps the server's sources out of this typecheck project.
const serverEntry = new URL('../bff/src/main.ts', import.meta.url).href;
await import(serverEntry);
