// Builds @tradekit/testing (`npm run build:testing` → testing/dist, packed from testing/): the helpers
// (`index.js`), the Playwright fixture (`playwright.js`) and the server process they start (`sandbox-process.js`:
// the BFF and the emulator of bff/src with the contract of src/, bundled for Node). What stays external is what
// testing/package.json declares, so a dependency the package forgets to declare gets bundled in, never left for a
// partner to find missing; Node's own modules are external to every server build.
import { builtinModules } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import testing from './package.json' with { type: 'json' };

const root = fileURLToPath(new URL('..', import.meta.url));
const declared = [...Object.keys(testing.dependencies), ...Object.keys(testing.peerDependencies)];
const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

export default defineConfig({
  root,
  publicDir: false,
  logLevel: 'warn',
  // Everything not declared is bundled, whatever Vite's server build would leave to node_modules.
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: true,
    outDir: resolve(root, 'testing/dist'),
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
    rolldownOptions: {
      input: {
        index: resolve(root, 'testing/src/index.ts'),
        playwright: resolve(root, 'testing/src/playwright.ts'),
        'sandbox-process': resolve(root, 'testing/server/sandbox-process.ts'),
      },
      external: (id) => builtins.has(id) || declared.some((dep) => id === dep || id.startsWith(`${dep}/`)),
      // Shared chunks sit beside the entries: the helpers find sandbox-process.js and app/ next to themselves.
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
