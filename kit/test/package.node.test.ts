// The kit as a partner gets it: `npm run build:lib`, `npm pack` in kit/, the tarball installed into a fresh Vite app
// (from the npm cache), type-checked against the README's imports, built with Vite and rendered on the server.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerApp } from './partner-app';

const root = path.resolve(import.meta.dirname, '../..');
const kitDir = path.join(root, 'kit');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tradekit-package-'));
const app = path.join(work, 'app');

/** Server packages a partner's app must never receive: the BFF's, a native build, and the dev toolchain. */
const serverPackages = ['fastify', '@fastify/cookie', '@fastify/static', 'better-sqlite3', 'jose', 'tsx', 'esbuild'];

/** npm's own variables of the `npm run` this test runs under point at the repository: npm here must not see them. */
function npmEnv(): NodeJS.ProcessEnv {
  const keep = new Set(['npm_config_cache', 'npm_config_registry', 'npm_config_userconfig']);
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('npm_') || keep.has(key)));
}

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, env: npmEnv(), stdio: 'pipe', encoding: 'utf8' });

let tarball = '';
beforeAll(() => {
  run('npm', ['run', 'build:lib', '--silent'], root);
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], kitDir)) as {
    filename: string;
  }[];
  tarball = path.join(work, packed[0]!.filename);
  const rootPackage = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  // The repository's own versions, so every package is in the npm cache `npm ci` filled.
  const versions = { ...rootPackage.dependencies, ...rootPackage.devDependencies };
  for (const [file, text] of Object.entries(partnerApp(tarball, versions))) {
    fs.mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
    fs.writeFileSync(path.join(app, file), text);
  }
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], app);
}, 150_000);

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('the @tradekit/react package', () => {
  it('packs built output only: the entries, their types and the theme, no source', () => {
    const files = run('tar', ['-tzf', tarball], work).trim().split('\n').sort();
    expect(files).toEqual(
      expect.arrayContaining([
        'package/package.json',
        'package/dist/index.js',
        'package/dist/widget.js',
        'package/dist/style.css',
        'package/dist/types/src/index.d.ts',
        'package/dist/types/widget/tradekit-widget.d.ts',
      ]),
    );
    const stray = files.filter((file) => !file.startsWith('package/dist/') && file !== 'package/package.json');
    expect(stray.filter((file) => !/^package\/README\.md$/.test(file))).toEqual([]);
    expect(files.filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))).toEqual([]);
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
    expect(Object.keys(kit.dependencies)).not.toContain('react');
    expect(kit.sideEffects).toEqual(['*.css']);
  });

  it('type-checks a partner app that uses the quote type, the event names and payloads it documents', () => {
    expect(() => run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', '.'], app)).not.toThrow();
  }, 60_000);

  it('builds with Vite and renders on the server with the kit’s markup and theme', () => {
    run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], app);
    const assets = fs.readdirSync(path.join(app, 'dist/assets'));
    const css = assets.filter((file) => file.endsWith('.css'));
    expect(css).toHaveLength(1);
    expect(fs.readFileSync(path.join(app, 'dist/assets', css[0]!), 'utf8')).toContain('.tk-root');
    // Tree-shaken to what the app imports: the quote view and the widget, not the forms of the later steps.
    const js = assets.filter((file) => file.endsWith('.js'));
    const code = js.map((file) => fs.readFileSync(path.join(app, 'dist/assets', file), 'utf8')).join('\n');
    expect(code).toContain('tk-summary');
    expect(code).not.toContain('shouldUseNativeValidation');

    run(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-server'],
      app,
    );
    const html = run(
      process.execPath,
      ['--input-type=module', '-e', "console.log((await import('./dist-server/entry-server.js')).render())"],
      app,
    );
    // The widget is an empty box until the browser mounts its iframe; the views render their loading state.
    expect(html).toMatch(/^<div><\/div>/);
    expect(html).toContain('class="tk-root"');
    expect(html).toContain('lang="da"');
    expect(html).toContain('--tk-primary:#0f766e');
    expect(html).toContain('Indlæser');
  }, 60_000);
});
