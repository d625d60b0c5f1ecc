// Storybook: every view of the kit in every state, fed by the same msw handlers as the component tests, and a docs
// page (description, import line, props table from react-docgen) for each component the package exports.
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The widget's React component lives in widget/, which the kit may not import: its story lives beside it. The
  // stories here check Storybook's own toolbar (locale and direction) on a kit view.
  stories: ['../src/**/*.stories.tsx', '../widget/**/*.stories.tsx', './*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest'],
  // react-docgen (Storybook's default for React, named so a change of default is seen): it reads the props
  // interfaces across imports, with their doc comments, and sees through forwardRef.
  typescript: { reactDocgen: 'react-docgen' },
  // Only msw's worker: the rest of public/ is the demo partner page, which is no part of Storybook.
  staticDirs: [{ from: '../public/mockServiceWorker.js', to: '/mockServiceWorker.js' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Storybook's preview bundle (React, msw, the test runtime) is one chunk well past Vite's 500 kB warning; it is
  // a local review tool, not a shipped asset.
  viteFinal: (config) => mergeConfig(config, { build: { chunkSizeWarningLimit: 2048 } }),
};

export default config;
