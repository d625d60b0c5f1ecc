// Measures what partners' pages and customers download, gzip (level 9) of minified production builds. Used by the
// size-budget test (deterministic) and by `npm run bench` (which prints them next to their budgets).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { locales, type Locale } from '../src/i18n/i18n-core';
import type { MessagePart } from '../src/i18n/message-parts';

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
 * The pages whose first view has a budget: their HTML entry, the manifest of their build (vite.config.ts builds
 * each apart) and the part of the messages they load first.
 */
export const PAGES = {
  firstView: { html: 'widget/index.html', manifest: '.vite/widget-manifest.json', messages: 'widget' },
  paymentPage: { html: 'pay/index.html', manifest: '.vite/pay-manifest.json', messages: 'pay' },
} as const satisfies Record<string, { html: string; manifest: string; messages: MessagePart }>;

export type PageName = keyof typeof PAGES;

/** One chunk of Vite's build manifest (`build.manifest`), as far as it is read here. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageSize {
  /** Summed gzip of every file below. */
  bytes: number;
  locale: Locale;
  files: { file: string; bytes: number }[];
}

/** The widget app and the payment page as `npm run build` makes them (vite.config.ts), into a temp dir. */
export async function buildApps(outDir: string = tempDir()): Promise<string> {
  // Vitest sets NODE_ENV=test, and Vite then builds as for development (JSX with debug info, React's development
  // build): measure what `npm run build` makes, as the server sends it.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'silent',
      mode: 'production',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return outDir;
}

function readManifest(distDir: string, page: PageName): Manifest {
  const file = path.join(distDir, PAGES[page].manifest);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build with vite.config.ts, which writes it`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** A chunk, the chunks it imports statically (the browser fetches them with it), and their CSS. */
export function staticClosure(manifest: Manifest, key: string, into: Set<string> = new Set()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`no "${key}" in the build manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * Every JS and CSS file a page loads before it shows its first view in `locale`: what its HTML loads (the entry,
 * its static imports and their CSS), plus the chunk it fetches at once on start, its part of the locale's messages
 * (src/i18n/message-chunks.ts). Summed gzip (level 9) of each file, as a server sends them.
 */
export function measureFirstView(distDir: string, page: PageName, locale: Locale): PageSize {
  const manifest = readManifest(distDir, page);
  const { html, messages } = PAGES[page];
  const files = staticClosure(manifest, html);
  staticClosure(manifest, `src/i18n/${locale}.json?messages=${messages}`, files);
  const sized = [...files].map((file) => ({ file, bytes: gzipBytes(fs.readFileSync(path.join(distDir, file))) }));
  return { bytes: sized.reduce((sum, f) => sum + f.bytes, 0), locale, files: sized };
}

/** The first view in the locale that makes it heaviest (each locale is a budget's case). */
export function measureHeaviestFirstView(distDir: string, page: PageName): PageSize {
  return locales
    .map((locale) => measureFirstView(distDir, page, locale))
    .reduce((heaviest, size) => (size.bytes > heaviest.bytes ? size : heaviest));
}

/**
 * What the HTML page itself references: its module scripts, modulepreloads and stylesheets. The first view is
 * more than that (measureFirstView); this is a check that the manifest walk misses nothing the HTML loads.
 */
export function htmlReferences(distDir: string, htmlFile: string): string[] {
  const html = fs.readFileSync(path.join(distDir, htmlFile), 'utf8');
  const refs = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  return [...new Set(refs)].map((ref) => ref.replace(/^\//, ''));
}

/** The heaviest first view of a built page, by its HTML file (`npm run bench` measures dist/ this way). */
export function measurePage(distDir: string, htmlFile: string): PageSize {
  const page = (Object.keys(PAGES) as PageName[]).find((name) => PAGES[name].html === htmlFile);
  if (!page) throw new Error(`${htmlFile} is not one of the measured pages (${Object.keys(PAGES).join(', ')})`);
  return measureHeaviestFirstView(distDir, page);
}
