// End-to-end tests: real Chromium against the real server (`node scripts/start.mjs`) on a fresh data directory,
// with a second BFF instance in production mode beside it, both keeping the BFF's state in one PostgreSQL schema.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium.js';
import { kitHostOrigin, partnerOrigin, port, secondOrigin, secondPort, widgetOrigin } from './e2e/origins.js';
import { createSharedSchema } from './e2e/shared-schema.js';

const baseURL = widgetOrigin;

// The runner evaluates this file first and makes the directories and the schema; its workers evaluate it again and
// inherit them through the environment. e2e/global-teardown.ts removes them.
process.env.TRADEKIT_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tradekit-e2e-'));
process.env.TRADEKIT_E2E_SECOND_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tradekit-e2e-second-'));
if (!process.env.TRADEKIT_E2E_DATABASE_URL) {
  const schema = await createSharedSchema();
  process.env.TRADEKIT_E2E_SCHEMA = schema.name;
  process.env.TRADEKIT_E2E_DATABASE_URL = schema.url;
}
const databaseUrl = process.env.TRADEKIT_E2E_DATABASE_URL;

/**
 * What both BFF instances allow alike: the partner page's origin and the kit host app's (e2e/kit-windows.spec.ts),
 * and sign-ups from one address in a burst.
 */
const sharedBffEnv = {
  DATABASE_URL: databaseUrl,
  ALLOWED_ORIGINS: `${partnerOrigin},${kitHostOrigin}`,
  BFF_AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  // The partner's terms (accepted at sign-up) and support (offered after a final identity rejection).
  TERMS_URL: `${partnerOrigin}/#terms`,
  SUPPORT_URL: 'mailto:support@partner.example',
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Two cores: the server and the browser need one each.
  workers: process.env.CI ? 1 : undefined,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium', launchOptions: chromiumLaunchOptions },
    },
  ],
  // Started in order, each once the one before answers: the second reads the first one's sandbox.json.
  webServer: [
    {
      command: 'node scripts/start.mjs',
      url: `${baseURL}/`,
      // The partner page's origin may embed the widget and call the browser API. Every journey signs up from
      // 127.0.0.1, some twenty attempts in a minute or two: the BFF's limit per address is raised past them.
      env: {
        ...sharedBffEnv,
        PORT: String(port),
        TRADEKIT_DATA_DIR: process.env.TRADEKIT_E2E_DATA_DIR,
      },
      reuseExistingServer: false,
      // The start script builds the front end first when dist/ is missing or stale.
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node --import tsx e2e/second-instance.ts',
      url: `${secondOrigin}/`,
      env: {
        ...sharedBffEnv,
        PORT: String(secondPort),
        // Pages on this instance learn of payments only from the other instances, never from a poll of their own.
        PAYMENT_POLL_MS: '600000',
      },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
