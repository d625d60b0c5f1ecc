// Measures what partners' pages and customers download, gzip (level 9) of minified production builds. Used by the
// size-budget test (deterministic) and by `npm run bench` (which prints them next to their budgets).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');

/** Budgets in bytes (gzip), from the product's performance goals. */
export const SIZE_BUDGETS = {
  loader: 2 * 1024,
  reactWrapper: 4 * 1024,
  firstView: 120 * 1024,
  paymentPage: 110 * 1024,
} as const;

export interface Measured {
  bytes: number;
  code: string;
}

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'tradekit-size-'));

export function gzipBytes(contents: string | Buffer): number {
  return gzipSync(contents, { level: 9 }).length;
}

/** tradekit.js, the script tag. */
export async function measureLoader(): Promise<Measured> {
  const outDir = tempDir();
  await build({
    configFile: path.join(root, 'widget/vite.loader.config.ts'),
    logLevel: 'silent',
    build: { outDir },
  });
  const code = fs.readFileSync(path.join(outDir, 'tradekit.js'), 'utf8');
  return { bytes: gzipBytes(code), code };
}

/** <TradekitWidget>, React excluded (it is the partner's). */
export async function measureReactWrapper(): Promise<Measured> {
  const outDir = tempDir();
  await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    // Under Vitest JSX would compile for development (react/jsx-dev-runtime); measure what partners ship.
    mode: 'production',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir,
      // Vite keeps whitespace in ES-format library builds; CommonJS output is fully minified, as a partner's
      // bundler would minify the ES build.
      lib: { entry: path.join(root, 'widget/tradekit-widget.tsx'), formats: ['cjs'], fileName: () => 'react.js' },
      rolldownOptions: { external: (id) => /^react(-dom)?($|\/)/.test(id) },
      minify: true,
    },
  });
  const code = fs.readFileSync(path.join(outDir, 'react.js'), 'utf8');
  return { bytes: gzipBytes(code), code };
}

/**
 * Everything an HTML page of the production build loads before it can show anything: its module scripts,
 * modulepreloads and stylesheets (what the browser fetches up front), summed gzip.
 */
export function measurePage(distDir: string, htmlFile: string): { bytes: number; files: string[] } {
  const html = fs.readFileSync(path.join(distDir, htmlFile), 'utf8');
  const refs = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const files = [...new Set(refs)].map((ref) => path.join(distDir, ref.replace(/^\//, '')));
  const bytes = files.reduce((sum, file) => sum + gzipBytes(fs.readFileSync(file)), 0);
  return { bytes, files: files.map((f) => path.relative(distDir, f)) };
}
