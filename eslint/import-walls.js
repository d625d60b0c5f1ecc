// The walls of the house (docs/architecture.md), as lint rules: an import that crosses one fails `npm run lint`
// with a message naming the wall. import-walls.test.ts plants an import across each and sees it refused.
import fs from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import { noImportCycle } from './no-import-cycle.js';

const root = path.resolve(import.meta.dirname, '..');
const features = fs
  .readdirSync(`${root}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Every locale's messages (`src/i18n/<locale>.json`), which server pages in the customer's language read. */
const localeFiles = fs
  .readdirSync(`${root}/src/i18n`)
  .filter((name) => name.endsWith('.json'))
  .map((name) => `./i18n/${name}`);

const browserCode = ['src', 'widget', 'pay', 'console'];

/** Browser code never reaches server code (its `*.node.test.ts` tests and build configs run in Node). */
const browserWall = {
  target: browserCode,
  from: ['bff', 'scripts', 'bench', 'e2e'],
  message:
    'Wall "browser code never imports server code": src/, widget/, pay/ and console/ ship to browsers; move what both ' +
    'sides need into the contract (src/api/contract).',
};

/** One `import-x/no-restricted-paths` zone per wall; `message` is what a developer reads when crossing it. */
const walls = [
  {
    target: 'src',
    from: ['widget', 'pay', 'console'],
    message:
      'Wall "the kit stands alone": src/ is the installable kit; widget/, pay/ and console/ are apps built on it.',
  },
  {
    target: 'bff/src/browser-api',
    from: 'bff/src/emulator',
    message:
      'Wall "the browser API and the emulator never import each other": the BFF reaches the emulator only over ' +
      'HTTP; share through #contract/* or bff/src/{http,db,clock,config}.',
  },
  {
    target: 'bff/src/emulator',
    from: 'bff/src/browser-api',
    message:
      'Wall "the browser API and the emulator never import each other": the emulator knows nothing of the BFF; ' +
      'share through #contract/* or bff/src/{http,db,clock,config}.',
  },
  {
    target: [
      'bff/src/http',
      'bff/src/db',
      'bff/src/upstream',
      'bff/src/clock.ts',
      'bff/src/config.ts',
      'bff/src/sandbox-description.ts',
      'bff/src/payment-link.ts',
      'bff/src/btc-address.ts',
    ],
    from: ['bff/src/browser-api', 'bff/src/emulator', 'bff/src/server.ts', 'bff/src/boot.ts', 'bff/src/main.ts'],
    message:
      'Wall "shared server code belongs to neither half": http/, db/, upstream/, the clock, config and the ' +
      'sandbox description serve the browser API and the emulator alike, so they import neither.',
  },
  {
    target: 'bff',
    from: 'src',
    // The one formatter, the locales and their words, so the sandbox's pages and emails and the return pages read
    // as the views do.
    except: ['./api/contract', './i18n/format.ts', './i18n/i18n-core.ts', ...localeFiles],
    message:
      'Wall "server code imports only the contract from src/": reach it as #contract/…, the formatter as ' +
      '#i18n/format, the locales as #i18n/core and their messages as #i18n/en or #i18n/messages/<locale>; views, hooks and the rest of i18n are browser code.',
  },
  ...features.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message:
      `Wall "a feature never imports a sibling feature": src/features/${feature} may import src/api, src/ui, ` +
      'src/i18n and itself; compose features in the app layer (src/app).',
  })),
  {
    target: ['src/api', 'src/ui', 'src/i18n'],
    from: ['src/features', 'src/app'],
    message:
      'Wall "shared layers never import features": src/api, src/ui and src/i18n sit below every feature and the ' +
      'app layer.',
  },
  {
    target: 'src/features',
    from: 'src/app',
    message: 'Wall "features never import the app layer": src/app composes features, not the other way round.',
  },
];

const zones = (list) => ['error', { basePath: root, zones: list }];

export const importWalls = [
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, tradekit: { rules: { 'no-import-cycle': noImportCycle } } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': zones(walls),
      'tradekit/no-import-cycle': 'error',
    },
  },
  {
    files: browserCode.map((dir) => `${dir}/**`),
    ignores: ['**/*.node.test.ts', '**/vite.*.config.ts'],
    rules: { 'import-x/no-restricted-paths': zones([browserWall, ...walls]) },
  },
];
