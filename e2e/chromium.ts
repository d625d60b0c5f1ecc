// One place that decides which Chromium the browser tests drive (Playwright e2e and Storybook's vitest project).
import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** Debian's packaged Chromium; on a laptop without it, Playwright's own browser is used instead. */
const systemChromium = '/usr/bin/chromium';

/** Launch options for headless Chromium on small CI machines (2 cores, no sandbox, no network besides localhost). */
export const chromiumLaunchOptions = {
  executablePath: existsSync(systemChromium) ? systemChromium : undefined,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
} satisfies LaunchOptions;
