// End-to-end tests: real Chromium against the real server (`node scripts/start.mjs`) on a fresh SQLite directory.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium.js';
import { partnerOrigin, port, widgetOrigin } from './e2e/origins.js';

const baseURL = widgetOrigin;

// The runner evaluates this file first and makes the directory; its workers evaluate it again and inherit the
// path through the environment. e2e/global-teardown.ts removes it.
process.env.TRADEKIT_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tradekit-e2e-'));

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
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/`,
    // The partner page's origin may embed the widget and call the browser API. Every journey signs up from
    // 127.0.0.1, some twenty attempts in a minute or two: the BFF's limit per address is raised past them.
    env: {
      PORT: String(port),
      TRADEKIT_DATA_DIR: process.env.TRADEKIT_E2E_DATA_DIR,
      ALLOWED_ORIGINS: partnerOrigin,
      BFF_AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
    reuseExistingServer: false,
    // The start script builds the front end first when dist/ is missing or stale.
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
