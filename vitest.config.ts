// The test projects, all run from the top level: `vitest run --project <name>`.
//   unit        Node, plain .test.ts files of every part (kit, BFF, widget, scripts)
//   components  jsdom + Testing Library + msw, the .test.tsx files of the kit and the widget app
//   storybook   every story rendered and played as a test in headless Chromium
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './e2e/chromium.js';
import { messageParts } from './scripts/message-parts-plugin.js';

export default defineConfig({
  // The kit's provider imports its messages' parts (`./en.json?messages=quote`), as the builds do.
  plugins: [react(), messageParts()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'bff/**/*.test.ts',
            'widget/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'eslint/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'widget/**/*.test.tsx'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
