// Size budgets of what partners put on their own pages (gzip, minified): the script tag at most 2 KB, the React
// wrapper at most 4 KB (React itself is the partner's). Deterministic, so they are tests; timings live in
// `npm run bench`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;

function gzipSize(file: string): { bytes: number; code: string } {
  const code = fs.readFileSync(file);
  return { bytes: gzipSync(code, { level: 9 }).length, code: code.toString() };
}

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'tradekit-size-'));

describe('bundle size budgets', () => {
  it('tradekit.js is at most 2 KB gzip and has no framework inside', async () => {
    const outDir = tempDir();
    await build({ configFile: path.join(here, 'vite.loader.config.ts'), logLevel: 'silent', build: { outDir } });
    const { bytes, code } = gzipSize(path.join(outDir, 'tradekit.js'));
    expect(bytes).toBeLessThanOrEqual(2 * 1024);
    expect(code).not.toMatch(/react|zod/i);
  }, 30_000);

  it('the <TradekitWidget> React wrapper is at most 4 KB gzip, React excluded', async () => {
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
        lib: { entry: path.join(here, 'tradekit-widget.tsx'), formats: ['cjs'], fileName: () => 'react.js' },
        rolldownOptions: { external: (id) => /^react(-dom)?($|\/)/.test(id) },
        minify: true,
      },
    });
    const { bytes, code } = gzipSize(path.join(outDir, 'react.js'));
    expect(bytes).toBeLessThanOrEqual(4 * 1024);
    expect(code).not.toMatch(/zod/);
  }, 30_000);
});
