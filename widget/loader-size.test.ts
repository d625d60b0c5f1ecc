// Size budget of the script tag partners add to their pages: at most 2 KB gzip. Deterministic, so it is a test;
// the timing side of the loader is measured in `npm run bench`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';

const LOADER_BUDGET_BYTES = 2 * 1024;

describe('tradekit.js size', () => {
  it(`is at most ${LOADER_BUDGET_BYTES} bytes gzip and has no framework inside`, async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradekit-loader-'));
    await build({
      configFile: path.resolve(import.meta.dirname, 'vite.loader.config.ts'),
      logLevel: 'silent',
      build: { outDir },
    });
    const code = fs.readFileSync(path.join(outDir, 'tradekit.js'));
    expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(LOADER_BUDGET_BYTES);
    expect(code.toString()).not.toMatch(/react|__REACT|zod/i);
  }, 30_000);
});
