// Size budgets, gzip of the minified production build: what partners put on their own pages (the script tag at
// most 2 KB, the React wrapper at most 4 KB, React itself being the partner's), and what a customer downloads
// before seeing anything (the widget's first view, the quote, at most 120 KB; the payment page at most 110 KB).
// Deterministic, so they are tests; timings live in `npm run bench`.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildApps,
  htmlReferences,
  measureFirstView,
  measureLoader,
  measureReactWrapper,
  type PageName,
  PAGES,
  type PageSize,
  SIZE_BUDGETS,
} from '../bench/bundle-sizes';
import { locales } from '../src/i18n/i18n-core';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
/** What a failed budget prints: the total and each file's share. */
const breakdown = ({ bytes, files }: PageSize) =>
  `${kb(bytes)}: ${files.map(({ file, bytes: each }) => `${path.basename(file)} ${kb(each)}`).join(', ')}`;

describe('bundle size budgets', () => {
  it('tradekit.js is at most 2 KB gzip and has no framework inside', async () => {
    const { bytes, code } = await measureLoader();
    expect(bytes).toBeLessThanOrEqual(SIZE_BUDGETS.loader);
    expect(code).not.toMatch(/react|zod/i);
  }, 30_000);

  it('the <TradekitWidget> React wrapper is at most 4 KB gzip, React excluded', async () => {
    const { bytes, code } = await measureReactWrapper();
    expect(bytes).toBeLessThanOrEqual(SIZE_BUDGETS.reactWrapper);
    expect(code).not.toMatch(/zod/);
  }, 30_000);
});

describe('first views', () => {
  let dist = '';
  beforeAll(async () => {
    dist = await buildApps();
  }, 60_000);
  const code = (files: { file: string }[]) =>
    files.map(({ file }) => fs.readFileSync(path.join(dist, file), 'utf8')).join('\n');

  it.each(locales)('the widget first view (the quote) is at most 120 KB gzip in %s', (locale) => {
    const size = measureFirstView(dist, 'firstView', locale);
    expect(size.bytes, breakdown(size)).toBeLessThanOrEqual(SIZE_BUDGETS.firstView);
  });

  it.each(locales)('the payment page is at most 110 KB gzip in %s', (locale) => {
    const size = measureFirstView(dist, 'paymentPage', locale);
    expect(size.bytes, breakdown(size)).toBeLessThanOrEqual(SIZE_BUDGETS.paymentPage);
  });

  it.each(Object.keys(PAGES) as PageName[])(
    '%s counts everything its HTML references, and its first messages',
    (page) => {
      const { html } = PAGES[page];
      const files = measureFirstView(dist, page, 'en').files.map(({ file }) => file);
      expect(files).toEqual(expect.arrayContaining(htmlReferences(dist, html)));
      expect(files).toHaveLength(htmlReferences(dist, html).length + 1);
    },
  );

  it('carries only the quote: no form library, no later screen, no other language', () => {
    const widget = code(measureFirstView(dist, 'firstView', 'en').files);
    expect(widget).toContain('Buy and sell crypto');
    expect(widget).not.toContain('Køb og sælg krypto');
    expect(widget).not.toContain('Krypto kaufen und verkaufen');
    // Sign-up, identity verification and the payment page are not the quote's.
    expect(widget).not.toContain('Create your account');
    expect(widget).not.toContain('Verify your identity');
    expect(widget).not.toContain('Pay with bitcoin');
    // react-hook-form (an option name its minified code keeps) comes with the sign-up, after the quote.
    expect(widget).not.toContain('shouldUseNativeValidation');

    const pay = code(measureFirstView(dist, 'paymentPage', 'da').files);
    expect(pay).not.toContain('Buy and sell crypto');
    expect(pay).not.toContain('Get a quote');
    expect(pay).not.toContain('shouldUseNativeValidation');
  });

  it('neither page carries the sandbox console (built apart: vite.config.ts)', () => {
    for (const page of ['firstView', 'paymentPage'] as const) {
      const text = code(measureFirstView(dist, page, 'en').files);
      expect(text).not.toContain('tk-console');
      expect(text).not.toContain('Sandbox console');
    }
  });
});
