// The kit as a partner gets it: `npm run build:lib`, `npm pack` in kit/, the tarball checked by the ecosystem's own
// tools (publint, @arethetypeswrong/cli) and installed into two fresh Vite apps, one on the repository's React 19
// and one on React 18.3 (the peer range's floor), each type-checked against the README's imports, built with Vite
// and rendered on the server, and into a Next.js App Router app; in the React 19 app, what the kit adds to the
// app's first load is weighed against its budgets. Everything is written under the OS's temporary folder and
// removed afterwards.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firstLoadCode,
  KIT_WEIGHT_BUDGETS,
  type KitVariant,
  type KitWeight,
  type KitWeights,
  measureKitWeights,
  weightFiles,
} from '../../bench/kit-weights';
import da from '../../src/i18n/da.json' with { type: 'json' };
import de from '../../src/i18n/de.json' with { type: 'json' };
import en from '../../src/i18n/en.json' with { type: 'json' };
import { freePort } from '../../scripts/free-port';
import { describePartnerWalks } from './partner-walks';
import { nextApp, partnerApp } from './partner-app';
import { buildAndPackKit, installApp, npmEnv, repositoryVersions, root, run, writeFiles } from './partner-install';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tradekit-package-'));
const app = path.join(work, 'app');
const app18 = path.join(work, 'app-react18');
const appNext = path.join(work, 'app-next');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

/** React 18.3 and its types, for the app on the older supported React (the rest as the repository has them). */
const react18 = {
  react: '~18.3.1',
  'react-dom': '~18.3.1',
  '@types/react': '~18.3.0',
  '@types/react-dom': '~18.3.0',
};

/** Server packages a partner's app must never receive: the BFF's, a native build, and the dev toolchain. */
const serverPackages = ['fastify', '@fastify/cookie', '@fastify/static', 'better-sqlite3', 'jose', 'tsx', 'esbuild'];

/** A devDependency's command, as `npm run` finds it (the repository's node_modules/.bin first on the PATH). */
const tool = (command: string, args: string[]) =>
  execFileSync(command, args, {
    cwd: root,
    env: { ...npmEnv(), PATH: `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}` },
    stdio: 'pipe',
    encoding: 'utf8',
  });

/** Builds the app with Vite, then its server entry, and returns what the server renders of the app. */
function buildAndRender(dir: string, what: 'render' | 'renderInvoice' = 'render'): string {
  run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], dir);
  run(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-server'],
    dir,
  );
  return renderOnServer(dir, what);
}

/**
 * The app hydrated in jsdom on React's development build (dom-check.mjs of partner-app.ts, after buildAndRender),
 * from the HTML a server process rendered: what React wrote on the console, and the tag of the element a host's
 * ref on the kit's Button got.
 */
function checkInDom(dir: string): { errors: string[]; ref: string | null } {
  fs.writeFileSync(path.join(dir, 'server.html'), renderOnServer(dir, 'render').trimEnd());
  const jsdom = pathToFileURL(createRequire(import.meta.url).resolve('jsdom')).href;
  const out = execFileSync(process.execPath, ['dom-check.mjs', jsdom], {
    cwd: dir,
    env: { ...npmEnv(), NODE_ENV: 'development' },
    stdio: 'pipe',
    encoding: 'utf8',
  });
  return JSON.parse(out) as { errors: string[]; ref: string | null };
}

const renderOnServer = (dir: string, what: 'render' | 'renderInvoice') =>
  run(
    process.execPath,
    ['--input-type=module', '-e', `console.log(await (await import('./dist-server/entry-server.js')).${what}())`],
    dir,
  );

let tarball = '';
beforeAll(async () => {
  tarball = buildAndPackKit(work);
  const versions = repositoryVersions();
  // Side by side, sharing the npm cache.
  await Promise.all([
    installApp(app, partnerApp(tarball, versions)),
    installApp(app18, partnerApp(tarball, { ...versions, ...react18 })),
    installApp(appNext, nextApp(tarball, versions)),
  ]);
}, 420_000);

afterAll(() => fs.rmSync(work, { recursive: true, force: true }), 180_000);

describe('the @tradekit/react package', () => {
  it('packs built output only: the entries, their types and the theme, no source; README, LICENSE, CHANGELOG', () => {
    const files = run('tar', ['-tzf', tarball], work).trim().split('\n').sort();
    expect(files).toEqual(
      expect.arrayContaining([
        'package/package.json',
        'package/dist/index.js',
        'package/dist/widget.js',
        'package/dist/style.css',
        'package/dist/types/src/index.d.ts',
        'package/dist/types/widget/tradekit-widget.d.ts',
        'package/README.md',
        'package/LICENSE',
        'package/CHANGELOG.md',
      ]),
    );
    const stray = files.filter((file) => !file.startsWith('package/dist/') && file !== 'package/package.json');
    expect(stray.sort()).toEqual(['package/CHANGELOG.md', 'package/LICENSE', 'package/README.md']);
    expect(files.filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))).toEqual([]);
  });

  it('is MIT licensed, by its field and its licence file', () => {
    const installed = path.join(app, 'node_modules/@tradekit/react');
    const kit = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8')) as { license?: string };
    expect(kit.license).toBe('MIT');
    expect(fs.readFileSync(path.join(installed, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
  });

  it('passes publint (strict) and @arethetypeswrong/cli with no problem for its ES module entry points', () => {
    expect(tool('publint', ['run', tarball, '--strict'])).toContain('All good');
    // The ESM-only profile: node16 from ES modules and bundler resolution (not CommonJS, which the kit is not).
    // style.css is no module, so it has no types to resolve. attw exits non-zero on any problem it reports.
    const report = tool('attw', [tarball, '--profile', 'esm-only', '--exclude-entrypoints', './style.css']);
    expect(report).toContain('"@tradekit/react"');
    expect(report).toContain('"@tradekit/react/widget"');
  }, 60_000);

  it('ships React’s production JSX and no path of the machine that built it, whoever ran the build', () => {
    // Vitest runs the build with NODE_ENV=test, which made Vite emit `jsxDEV` calls (absent from React's production
    // build: a Next.js production build failed on them) with the source files' absolute paths.
    const dist = path.join(app, 'node_modules/@tradekit/react/dist');
    const modules = fs.readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    const code = modules.map((file) => fs.readFileSync(path.join(dist, file), 'utf8')).join('\n');
    expect(code).toContain('react/jsx-runtime');
    expect(code).not.toContain('react/jsx-dev-runtime');
    expect(code).not.toContain(root);
  });

  it('opens both entry points with the "use client" boundary, so a React Server Component can import them', () => {
    for (const entry of ['index.js', 'widget.js']) {
      const code = fs.readFileSync(path.join(app, 'node_modules/@tradekit/react/dist', entry), 'utf8');
      expect(code, entry).toMatch(/^["']use client["'];?\n/);
    }
  });

  it('brings none of the server into the partner app: React is a peer, the rest is the kit’s own', () => {
    const installed = (name: string) => fs.existsSync(path.join(app, 'node_modules', name));
    for (const name of serverPackages) expect(installed(name), name).toBe(false);
    const kit = JSON.parse(fs.readFileSync(path.join(app, 'node_modules/@tradekit/react/package.json'), 'utf8')) as {
      peerDependencies: Record<string, string>;
      dependencies: Record<string, string>;
      sideEffects: unknown;
    };
    expect(Object.keys(kit.peerDependencies).sort()).toEqual(['react', 'react-dom']);
    expect(kit.peerDependencies).toEqual({ react: '^18.3.0 || ^19.0.0', 'react-dom': '^18.3.0 || ^19.0.0' });
    expect(Object.keys(kit.dependencies)).not.toContain('react');
    expect(kit.sideEffects).toEqual(['*.css']);
  });

  it('type-checks a partner app that uses the quote type, the event names and payloads it documents', () => {
    expect(() => run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', '.'], app)).not.toThrow();
  }, 120_000);

  it('builds with Vite and renders on the server with the kit’s markup and theme', () => {
    const html = buildAndRender(app);
    const assets = fs.readdirSync(path.join(app, 'dist/assets'));
    const css = assets.filter((file) => file.endsWith('.css'));
    expect(css).toHaveLength(1);
    expect(fs.readFileSync(path.join(app, 'dist/assets', css[0]!), 'utf8')).toContain('.tk-root');
    // Tree-shaken to what the app imports: the quote view and the widget, not the forms of the later steps.
    const js = assets.filter((file) => file.endsWith('.js'));
    const code = js.map((file) => fs.readFileSync(path.join(app, 'dist/assets', file), 'utf8')).join('\n');
    expect(code).toContain('tk-summary');
    expect(code).not.toContain('shouldUseNativeValidation');

    // The widget is an empty box until the browser mounts its iframe; the views render their loading state.
    expect(html).toMatch(/^<div><\/div>/);
    expect(html).toContain('class="tk-root"');
    expect(html).toContain('lang="da"');
    expect(html).toContain('--tk-primary:#0f766e');
    expect(html).toContain('Indlæser');
  }, 60_000);

  it('hydrates the server’s HTML with no console error, and a host’s ref on Button reaches the button', () => {
    expect(checkInDom(app)).toEqual({ errors: [], ref: 'BUTTON' });
  }, 30_000);

  it('renders the invoice payment page on the server, in the provider’s language', () => {
    const html = renderOnServer(app, 'renderInvoice');
    expect(html).toContain('class="tk-invoice tk-view"');
    expect(html).toContain('lang="de"');
  });

  describe('what it adds to a fresh Vite app’s first load (gzip JS+CSS, React excluded: bench/kit-weights.ts)', () => {
    let weights: KitWeights | undefined;
    beforeAll(() => {
      writeFiles(app, weightFiles());
      weights = measureKitWeights(app, npmEnv());
    }, 120_000);
    const weightOf = (variant: KitVariant) => {
      const weight = weights?.variants.find((measured) => measured.variant === variant);
      if (!weight) throw new Error(`${variant} was not measured`);
      return weight;
    };
    /** What a failed budget prints: the bytes added and each file of the first load. */
    const breakdown = ({ added, files }: KitWeight) =>
      `${kb(added)} added to ${kb(weights?.baseline ?? 0)} of React alone: ` +
      files.map(({ file, bytes }) => `${path.basename(file)} ${kb(bytes)}`).join(', ');

    it.each([
      ['QuoteView alone', 'quoteView'],
      ['TradeFlow’s first load', 'tradeFlow'],
      ['<TradekitWidget>', 'widget'],
    ] as const)('%s stays within its budget', (_, variant) => {
      const weight = weightOf(variant);
      expect(weight.added, breakdown(weight)).toBeLessThanOrEqual(KIT_WEIGHT_BUDGETS[variant]);
    });

    it('QuoteView loads the language shown only, and of it only the words of the quote', () => {
      const code = firstLoadCode(app, weightOf('quoteView'));
      expect(code).toContain(en.quote.heading);
      for (const other of [da.quote.heading, de.quote.heading, en.signup.heading, en.kyc.heading]) {
        expect(code).not.toContain(other);
      }
    });

    it('TradeFlow’s first load is the quote: its later screens, and their words, come when they are shown', () => {
      const code = firstLoadCode(app, weightOf('tradeFlow'));
      expect(code).toContain(en.steps.quote);
      expect(code).not.toContain(en.signup.heading);
      expect(code).not.toContain('shouldUseNativeValidation');
    });
  });

  describe('in an app on React 18.3', () => {
    it('installs beside React 18.3 without --force: the peer range takes it', () => {
      const installed = (name: string) =>
        JSON.parse(fs.readFileSync(path.join(app18, 'node_modules', name, 'package.json'), 'utf8')) as {
          version: string;
        };
      expect(installed('react').version).toMatch(/^18\.3\./);
      expect(installed('react-dom').version).toMatch(/^18\.3\./);
      // The kit uses the app's React, not a copy of its own.
      expect(fs.existsSync(path.join(app18, 'node_modules/@tradekit/react/node_modules/react'))).toBe(false);
    });

    it('type-checks against React 18’s types', () => {
      expect(() => run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', '.'], app18)).not.toThrow();
    }, 120_000);

    // React 18 reads a context given as an element type as its consumer: a kit providing contexts in React 19's
    // `<Context value>` form threw here ("render is not a function") instead of rendering.
    it('builds with Vite and renders the views and the invoice payment page on the server', () => {
      const html = buildAndRender(app18);
      expect(html).toMatch(/^<div><\/div>/);
      expect(html).toContain('class="tk-root"');
      expect(html).toContain('lang="da"');
      expect(html).toContain('Indlæser');
      expect(renderOnServer(app18, 'renderInvoice')).toContain('class="tk-invoice tk-view"');
    }, 60_000);

    // React 18 passes no `ref` prop to a function component: without forwardRef, a host's ref (and
    // react-hook-form's register) never reached the kit's native elements, and React said so on the console.
    it('hydrates with no console error, and a host’s ref on Button reaches the button', () => {
      expect(checkInDom(app18)).toEqual({ errors: [], ref: 'BUTTON' });
    }, 30_000);
  });

  describe('in a Next.js App Router app', () => {
    let server: ChildProcess | undefined;
    afterAll(() => void server?.kill());

    it('builds a server component page that renders the views and the widget, and serves their markup', async () => {
      const env = { ...npmEnv(), NEXT_TELEMETRY_DISABLED: '1' };
      const next = path.join(appNext, 'node_modules/next/dist/bin/next');
      execFileSync(process.execPath, [next, 'build'], { cwd: appNext, env, stdio: 'pipe' });
      const port = await freePort();
      server = spawn(process.execPath, [next, 'start', '--port', String(port), '--hostname', '127.0.0.1'], {
        cwd: appNext,
        env,
        stdio: 'ignore',
      });
      let html = '';
      for (let tries = 0; tries < 100 && !html; tries += 1) {
        html = await fetch(`http://127.0.0.1:${port}/`).then(
          (answer) => answer.text(),
          () => new Promise<string>((resolve) => setTimeout(() => resolve(''), 300)),
        );
      }
      expect(html).toContain('class="tk-root"');
      expect(html).toContain('lang="da"');
      expect(html).toContain('--tk-primary:#0f766e');
      expect(html).toContain('Indlæser');
    }, 300_000);
  });
});

describePartnerWalks({ react19: app, react18: app18, next: appNext }, npmEnv);
