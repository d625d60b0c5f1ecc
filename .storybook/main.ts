// Storybook: every view of the kit in every state, fed by the same msw handlers as the component tests.
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-vitest'],
  // Only msw's worker: the rest of public/ is the demo partner page, which is no part of Storybook.
  staticDirs: [{ from: '../public/mockServiceWorker.js', to: '/mockServiceWorker.js' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Storybook's preview bundle (React, msw, the test runtime) is one chunk well past Vite's 500 kB warning; it is
  // a local review tool, not a shipped asset.
  viteFinal: (config) => mergeConfig(config, { build: { chunkSizeWarningLimit: 2048 } }),
};

export default config;
