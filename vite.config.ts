// Builds the browser side into dist/: the widget's iframe app (dist/widget/) and the payment page (dist/pay/)
// next to the static files of public/ (the demo partner page becomes dist/index.html, the demo shop dist/shop/).
// The BFF serves dist/ as it is.
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { Features } from 'lightningcss';
import { build, type BuildEnvironmentOptions, defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import { messageParts } from './scripts/message-parts-plugin.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = resolve(root, 'dist');

/** The pages, each an HTML entry. */
const pages = {
  widget: resolve(root, 'widget/index.html'),
  pay: resolve(root, 'pay/index.html'),
  // The sandbox console, served at `/sandbox/` in sandbox mode only (bff/src/server.ts).
  console: resolve(root, 'console/index.html'),
} as const;
type Page = keyof typeof pages;

/** How one page is built (into the build's outDir). */
function pageBuild(page: Page): BuildEnvironmentOptions {
  return {
    // dist/.vite/<page>-manifest.json: which chunks the page loads, so bench/bundle-sizes.ts measures it exactly.
    manifest: `.vite/${page}-manifest.json`,
    // Every browser the build targets either preloads modules itself or merely loads them a little later: the
    // polyfill would cost every page's first view for no gain.
    modulePreload: { polyfill: false },
    rolldownOptions: { input: { [page]: pages[page] } },
  };
}

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

/** The contract's helpers that only add OpenAPI documentation to the schema in their first argument. */
const schemaDocHelpers = new Set(['described', 'withMeta']);

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}
const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/**
 * Browser builds leave out the contract's OpenAPI documentation: `described(schema, '…')` and `withMeta(schema, {…})`
 * become `schema`, which is what they return there anyway (`__TRADEKIT_SCHEMA_DOCS__` is false,
 * src/api/contract/schema.ts). The minifier cannot do it itself: it keeps a call's arguments, strings and all
 * (with the clones and registry entries it spares: 1.2 KB gzip of the payment page, 1.35 KB of the widget's first view).
 * A browser API route's `summary` goes too (`defineRoute({ summary: '…', … })`): only the BFF's OpenAPI document
 * reads it (about 0.2 KB of the widget's first view).
 */
function omitSchemaDocs(): Plugin {
  return {
    name: 'tradekit:omit-schema-docs',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/\/src\/api\/(contract|bff)\/.*\.ts$/.test(id) || !/\b(described|withMeta|defineRoute)\(/.test(code)) {
        return null;
      }
      // A cut without `keep` removes its text (a route's summary, with the comma after it).
      const cuts: { start: number; end: number; keep?: AstNode }[] = [];
      const visit = (node: AstNode) => {
        const callee = node.callee;
        const [schema] = (node.arguments ?? []) as AstNode[];
        if (node.type === 'CallExpression' && isNode(callee) && callee.type === 'Identifier' && schema) {
          if (schemaDocHelpers.has(callee.name as string)) {
            cuts.push({ start: node.start, end: node.end, keep: schema });
            visit(schema);
            return;
          }
          if (callee.name === 'defineRoute' && schema.type === 'ObjectExpression') {
            for (const property of (schema.properties ?? []) as AstNode[]) {
              const key = property.key as AstNode | undefined;
              if (key?.type !== 'Identifier' || key.name !== 'summary') continue;
              const comma = /^\s*,/.exec(code.slice(property.end));
              cuts.push({ start: property.start, end: property.end + (comma?.[0].length ?? 0) });
            }
          }
        }
        for (const value of Object.values(node)) {
          if (Array.isArray(value)) value.filter(isNode).forEach(visit);
          else if (isNode(value)) visit(value);
        }
      };
      visit(this.parse(code) as unknown as AstNode);
      cuts.sort((a, b) => a.start - b.start);
      const cut = (start: number, end: number): string => {
        let text = '';
        let at = start;
        for (const call of cuts) {
          if (call.start < at || call.end > end) continue;
          text += code.slice(at, call.start) + (call.keep ? cut(call.keep.start, call.keep.end) : '');
          at = call.end;
        }
        return text + code.slice(at, end);
      };
      return { code: cut(0, code.length), map: null };
    },
  };
}

/**
 * The payment page is a build of its own, run after the widget's into the same directory. In one build the two
 * pages share chunks, and a module either page uses comes whole with every export the other one needs: the
 * payment page carried the quote's schemas, the widget the invoice's mutations (5 KB and 2 KB gzip). The sandbox
 * console is built apart too, after it, so neither page's chunks ever carry the console's code.
 */
function buildPaymentPageApart(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'tradekit:build-payment-page-apart',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // Only after the widget's own build: Storybook's build reads this config too, with its own entry.
      const input = config?.build.rolldownOptions.input;
      if (!config || typeof input !== 'object' || Array.isArray(input) || input.widget !== pages.widget) return;
      for (const page of ['pay', 'console'] as const) {
        await build({
          configFile: false,
          root: config.root,
          base: config.base,
          mode: config.mode,
          define: config.define,
          logLevel: config.logLevel,
          publicDir: false,
          plugins: [react(), messageParts(), omitSchemaDocs()],
          build: {
            ...pageBuild(page),
            // Where and how the widget's build was asked to write (the command line's or build()'s settings too).
            outDir: config.build.outDir,
            sourcemap: config.build.sourcemap,
            minify: config.build.minify,
            emptyOutDir: false,
          },
        });
      }
    },
  };
}

export default defineConfig({
  base: '/',
  // The contract's OpenAPI documentation is the servers' business (src/api/contract/schema.ts).
  define: { __TRADEKIT_SCHEMA_DOCS__: 'false' },
  plugins: [react(), messageParts(), omitSchemaDocs(), omitMockServiceWorker(), buildPaymentPageApart()],
  // Lightning CSS (the minifier) gives every `color-scheme` rule a pair of variables for the light-dark() colour
  // function, which no stylesheet here uses: some 100 B gzip of the widget's first view, unread.
  css: { lightningcss: { exclude: Features.LightDark } },
  build: { ...pageBuild('widget'), outDir, emptyOutDir: true },
});
