// Builds the browser side into dist/: the widget's iframe app (dist/widget/) and the payment page (dist/pay/)
// next to the static files of public/ (the demo partner page becomes dist/index.html, the demo shop dist/shop/).
// The BFF serves dist/ as it is.
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = resolve(root, 'dist');

/**
 * public/ also holds msw's service worker for Storybook; a product build has no use for it, so it is removed from
 * dist/ (and only from dist/: Storybook's own build reads this config too and needs the worker).
 */
function omitMockServiceWorker(): Plugin {
  let buildOutDir = '';
  return {
    name: 'tradekit:omit-mock-service-worker',
    apply: 'build',
    configResolved(config) {
      buildOutDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (buildOutDir === outDir) await rm(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

export default defineConfig({
  base: '/',
  plugins: [react(), omitMockServiceWorker()],
  build: {
    outDir,
    emptyOutDir: true,
    rolldownOptions: {
      input: { widget: resolve(root, 'widget/index.html'), pay: resolve(root, 'pay/index.html') },
    },
  },
});
