// Builds the script-tag loader alone into dist/tradekit.js: one classic script (IIFE), no framework, minified.
// Run after the main build, which empties dist/.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root,
  publicDir: false,
  build: {
    outDir: resolve(root, 'dist'),
    emptyOutDir: false,
    copyPublicDir: false,
    target: 'es2020',
    lib: {
      entry: resolve(root, 'widget/loader.ts'),
      formats: ['iife'],
      name: 'TradekitLoader',
      fileName: () => 'tradekit.js',
    },
  },
});
