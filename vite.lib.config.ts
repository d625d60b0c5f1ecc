// Builds the kit package for React partners (`npm run build:lib` → kit/dist, packed from kit/ as @tradekit/react):
// `@tradekit/react` (the provider and every view) and `@tradekit/react/widget` (<TradekitWidget>), ES modules with
// source maps, every dependency left to the partner's bundler, plus `@tradekit/react/style.css` (the theme). Each
// locale's messages, and the quote's part of each, are modules of their own that the provider imports on demand
// (src/i18n/kit-message-chunks.ts), so a partner's bundler makes each a chunk and a page downloads its language's
// only. Type declarations come from tsconfig.lib.json. What is external is what kit/package.json declares, so a
// dependency the package forgets to declare gets bundled in, never left for the partner to find missing.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import kit from './kit/package.json' with { type: 'json' };
import { messageParts } from './scripts/message-parts-plugin';

// The package is built for partners' production builds whoever runs it: a NODE_ENV of the caller (Vitest's `test`)
// would make Vite emit React's development JSX (`jsxDEV`, which React's production build lacks, so a Next.js build
// fails) with this machine's source paths in it.
process.env.NODE_ENV = 'production';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = resolve(root, process.env.TRADEKIT_LIB_OUT_DIR ?? 'kit/dist');
const external = [...Object.keys(kit.dependencies), ...Object.keys(kit.peerDependencies)];

/**
 * `style.css`: the theme, then the styles the views import themselves (the trading screens' own files, which the
 * widget loads with those screens), so a partner imports one file for every view.
 */
function kitStyles(): Plugin {
  return {
    name: 'tradekit:kit-styles',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const imported = Object.values(bundle).filter(
        (output) => output.type === 'asset' && output.fileName.endsWith('.css'),
      );
      for (const asset of imported) delete bundle[asset.fileName];
      const theme = readFileSync(resolve(root, 'src/ui/theme.css'), 'utf8');
      const css = imported.map((asset) => (asset.type === 'asset' ? String(asset.source) : ''));
      this.emitFile({ type: 'asset', fileName: 'style.css', source: [theme, ...css].join('\n') });
    },
  };
}

export default defineConfig({
  root,
  publicDir: false,
  plugins: [react(), messageParts(), kitStyles()],
  build: {
    outDir,
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: true,
    lib: {
      entry: { index: resolve(root, 'src/index.ts'), widget: resolve(root, 'widget/tradekit-widget.tsx') },
      formats: ['es'],
    },
    rolldownOptions: {
      external: (id) => external.some((dep) => id === dep || id.startsWith(`${dep}/`)),
      // One file per source module, not one chunk of every view: with `sideEffects`, a partner's bundler then
      // keeps only the modules of the views the partner imports (a quote view alone weighs a third of them all).
      // Both entries open with the "use client" boundary, so a React Server Component (a Next.js App Router page)
      // can import and render the kit: the bundler drops module directives, so the banner puts it back.
      output: {
        preserveModules: true,
        preserveModulesRoot: root,
        banner: (chunk) => (chunk.isEntry ? "'use client';" : ''),
      },
    },
  },
});
