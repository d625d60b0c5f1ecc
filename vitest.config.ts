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

// The Node and jsdom files share their workers' module graphs (each file still gets its own environment, setup file
// and hooks): re-importing the server and React for each of some 200 files was more than half of their run on a
// 2-core machine (unit 375 → 165 s, components 89 → 59 s, at the same load). A test must therefore undo what it
// changes globally (fake timers, spies), as the afterEach hooks do; stubbed globals are undone for it.
const sharedModuleGraph = { isolate: false, unstubGlobals: true } as const;

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
          ...sharedModuleGraph,
          include: [
            'src/**/*.test.ts',
            'bff/**/*.test.ts',
            'widget/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'eslint/**/*.test.ts',
            '.storybook/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          ...sharedModuleGraph,
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
