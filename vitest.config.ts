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

// The Node files share their workers' module graphs (each file still gets its own hooks): re-importing the server
// for each of some 170 files was more than half of their run on a 2-core machine (375 → 165 s at the same load). A
// test must therefore undo what it changes globally (fake timers, spies), as the afterEach hooks do; stubbed globals
// are undone for it. The jsdom files stay isolated: React's renderers and msw's interception keep state per module
// graph that one file's leftovers (a request still in flight, a server render) would carry into the next.
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
            'testing/**/*.test.ts',
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
