// Builds the kit as a library for React partners (`npm run build:lib` → dist/lib): `tradekit` (the provider and
// every view) and `tradekit/react` (<TradekitWidget>), ES modules with source maps, every dependency left to the
// partner's bundler, plus `tradekit/style.css` (the theme). Type declarations come from tsconfig.lib.json.
import { copyFileSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import pkg from './package.json' with { type: 'json' };

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = resolve(root, process.env.TRADEKIT_LIB_OUT_DIR ?? 'dist/lib');
const external = Object.keys(pkg.dependencies);

function copyTheme(): Plugin {
  return {
    name: 'tradekit:copy-theme',
    apply: 'build',
    closeBundle() {
      mkdirSync(outDir, { recursive: true });
      copyFileSync(resolve(root, 'src/ui/theme.css'), resolve(outDir, 'style.css'));
    },
  };
}

export default defineConfig({
  root,
  publicDir: false,
  plugins: [react(), copyTheme()],
  build: {
    outDir,
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: true,
    lib: {
      entry: { index: resolve(root, 'src/index.ts'), react: resolve(root, 'widget/tradekit-widget.tsx') },
      formats: ['es'],
    },
    rolldownOptions: {
      external: (id) => external.some((dep) => id === dep || id.startsWith(`${dep}/`)),
    },
  },
});
