// What the kit adds to a partner's own app: gzip JS+CSS of the app's first load with one of the kit's entries
// (QuoteView alone, TradeFlow, <TradekitWidget>) minus the same app rendering React alone. Built with the app's own
// Vite from the installed package (kit/test/partner-app.ts writes the entries), one build per variant, so no
// variant shares a chunk with another. Used by `npm run test:package` (the budgets) and `npm run bench` (the table).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { partnerApp } from '../kit/test/partner-app';
import { buildAndPackKit, installApp, npmEnv, repositoryVersions } from '../kit/test/partner-install';
import { gzipBytes, staticClosure, type Manifest } from './bundle-sizes';
import { table } from './table';

/** Budgets in bytes (gzip) of what each variant adds to a fresh Vite app, React excluded (issue #27). */
export const KIT_WEIGHT_BUDGETS = {
  quoteView: 50 * 1024,
  tradeFlow: 65 * 1024,
  widget: 2.5 * 1024,
} as const;

export type KitVariant = keyof typeof KIT_WEIGHT_BUDGETS;

/** The English messages a first view reads before it shows anything: part of its first load (see below). */
const FIRST_MESSAGES: Record<KitVariant, RegExp | null> = {
  quoteView: /@tradekit\/react\/dist\/src\/i18n\/en\.json_messages_quote\.js$/,
  tradeFlow: /@tradekit\/react\/dist\/src\/i18n\/en\.json_messages_quote\.js$/,
  widget: null,
};

/** The variants' entries, rendered as a partner's `main.tsx` would (React alone is the baseline). */
const entries: Record<KitVariant | 'baseline', { imports: string; element: string }> = {
  baseline: { imports: '', element: '<p>Partner wallet</p>' },
  quoteView: {
    imports: `import { QuoteView, TradekitProvider } from '@tradekit/react';\nimport '@tradekit/react/style.css';`,
    element: '<TradekitProvider bffUrl="https://bff.your-wallet.example"><QuoteView /></TradekitProvider>',
  },
  tradeFlow: {
    imports: `import { TradeFlow, TradekitProvider } from '@tradekit/react';\nimport '@tradekit/react/style.css';`,
    element: '<TradekitProvider bffUrl="https://bff.your-wallet.example"><TradeFlow /></TradekitProvider>',
  },
  widget: {
    imports: `import { TradekitWidget } from '@tradekit/react/widget';`,
    element: '<TradekitWidget bffUrl="https://bff.your-wallet.example" />',
  },
};

/** The files the variants add to a partner app (kit/test/partner-app.ts), by path. */
export function weightFiles(): Record<string, string> {
  const files: Record<string, string> = {
    // One build per variant: `TRADEKIT_WEIGHT` names it; the manifest tells which files its page loads.
    'weight/vite.config.js': `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const variant = process.env.TRADEKIT_WEIGHT;
export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
  plugins: [react()],
  logLevel: 'error',
  build: {
    outDir: \`dist-weight/\${variant}\`,
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: { input: \`weight/\${variant}.html\` },
  },
});
`,
  };
  for (const [variant, { imports, element }] of Object.entries(entries)) {
    files[`weight/${variant}.html`] = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Partner wallet</title></head>
  <body><div id="root"></div><script type="module" src="./${variant}.tsx"></script></body>
</html>
`;
    files[`weight/${variant}.tsx`] = `${imports}
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(${element});
`;
  }
  return files;
}

/** A built file of a variant's first load and its gzip size. */
export interface WeightFile {
  file: string;
  bytes: number;
}

export interface KitWeight {
  variant: KitVariant;
  /** Gzip bytes the variant adds to the baseline app's first load. */
  added: number;
  budget: number;
  /** The variant's first load, file by file (the baseline's files included). */
  files: WeightFile[];
}

export interface KitWeights {
  /** Gzip bytes of the baseline app's first load (React alone). */
  baseline: number;
  variants: KitWeight[];
}

/**
 * Builds one variant in the app at `appDir` and returns its first load: what its HTML loads (the entry, its static
 * imports and their CSS), plus the messages the first view fetches at once.
 */
function buildVariant(appDir: string, variant: KitVariant | 'baseline', env: NodeJS.ProcessEnv): WeightFile[] {
  const vite = path.join(appDir, 'node_modules/vite/bin/vite.js');
  execFileSync(process.execPath, [vite, 'build', '-c', 'weight/vite.config.js'], {
    cwd: appDir,
    env: { ...env, TRADEKIT_WEIGHT: variant, NODE_ENV: 'production' },
    stdio: 'pipe',
  });
  const dist = path.join(appDir, 'dist-weight', variant);
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const files = staticClosure(manifest, `weight/${variant}.html`);
  const messages = variant === 'baseline' ? null : FIRST_MESSAGES[variant];
  if (messages) {
    const key = Object.keys(manifest).find((name) => messages.test(name));
    if (!key) throw new Error(`${variant}: no chunk of its first messages (${messages}) in the build manifest`);
    staticClosure(manifest, key, files);
  }
  return [...files].map((file) => ({ file, bytes: gzipBytes(fs.readFileSync(path.join(dist, file))) }));
}

const total = (files: WeightFile[]) => files.reduce((sum, file) => sum + file.bytes, 0);

/** Builds the baseline and every variant in the app at `appDir` (with weightFiles() written) and weighs them. */
export function measureKitWeights(appDir: string, env: NodeJS.ProcessEnv = process.env): KitWeights {
  const baseline = total(buildVariant(appDir, 'baseline', env));
  const variants = (Object.keys(KIT_WEIGHT_BUDGETS) as KitVariant[]).map((variant) => {
    const files = buildVariant(appDir, variant, env);
    return { variant, added: total(files) - baseline, budget: KIT_WEIGHT_BUDGETS[variant], files };
  });
  return { baseline, variants };
}

/** The code of a variant's first load (built by measureKitWeights), to check what it carries. */
export function firstLoadCode(appDir: string, weight: KitWeight): string {
  const dist = path.join(appDir, 'dist-weight', weight.variant);
  return weight.files.map(({ file }) => fs.readFileSync(path.join(dist, file), 'utf8')).join('\n');
}

/**
 * `npm run bench -- --only=kit`: builds and packs the kit, installs it into a fresh Vite app (from the npm cache,
 * as `npm run test:package` does) and weighs each variant; the app is removed afterwards.
 */
export async function kitWeightsInFreshApp(): Promise<KitWeights> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tradekit-weight-'));
  try {
    const tarball = buildAndPackKit(work);
    const app = path.join(work, 'app');
    await installApp(app, { ...partnerApp(tarball, repositoryVersions()), ...weightFiles() });
    return measureKitWeights(app, npmEnv());
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

const names: Record<KitVariant, string> = {
  quoteView: 'QuoteView alone',
  tradeFlow: 'TradeFlow, first load',
  widget: '<TradekitWidget>',
};

/** The bench's table of the kit's weights. */
export function kitWeightsTable({ baseline, variants }: KitWeights): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
  return table([
    ['added to a fresh Vite app (gzip JS+CSS, React excluded)', 'measured', 'budget', 'within'],
    ...variants.map((v) => [names[v.variant], kb(v.added), kb(v.budget), v.added <= v.budget ? 'yes' : 'NO']),
    ['(the app with React alone, subtracted)', kb(baseline), '', ''],
  ]);
}
