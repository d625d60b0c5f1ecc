// The testing package as a partner gets it: `npm run build:testing`, `npm pack` in testing/, the tarball checked by
// publint and @arethetypeswrong/cli and installed as a dev dependency into a fresh app (Vite, Playwright, Vitest),
// where the README's examples, taken from the README, run as they are: a Playwright test that signs a customer up
// on the partner's page, passes identity and completes a card buy, and a Vitest test of a callback handler. Written
// under the OS's temporary folder and removed afterwards; installed from the npm cache the clone's `npm ci` filled.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installApp, npmEnv, repositoryVersions, root, run } from './partner-install';
import { HARNESS_PLAYWRIGHT_CONFIG, localSqlitePrebuild, readmeExamples, testingApp } from './testing-app';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tradekit-testing-package-'));
const app = path.join(work, 'app');
const readme = fs.readFileSync(path.join(root, 'testing/README.md'), 'utf8');
const examples = readmeExamples(readme);

/** What the README's examples are: the partner's Playwright setup and spec, and a handler with its Vitest test. */
const exampleFiles = [
  'playwright.config.ts',
  'index.html',
  'e2e/card-buy.spec.ts',
  'vitest.config.ts',
  'src/invoice-callbacks.ts',
  'test/invoice-callbacks.test.ts',
];

/**
 * The environment of a partner's shell: npm's and Vitest's own variables of this run left out (a Vitest inside this
 * one would take them for its own).
 */
function partnerEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(npmEnv()).filter(([key]) => !/^(VITEST|TEST$)/.test(key)));
}

/** Runs a tool of the app (`node_modules/<path>`) and parses the JSON report it writes to `report`. */
async function runReporting<T>(
  tool: string,
  args: string[],
  report: string,
  env: NodeJS.ProcessEnv = {},
): Promise<{ report: T; output: string }> {
  const result = await promisify(execFile)(process.execPath, [path.join(app, 'node_modules', tool), ...args], {
    cwd: app,
    env: { ...partnerEnv(), ...env },
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { stdout?: string; stderr?: string }) => error);
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  const file = path.join(app, report);
  if (!fs.existsSync(file)) throw new Error(`${tool} wrote no report:\n${output}`);
  return { report: JSON.parse(fs.readFileSync(file, 'utf8')) as T, output };
}

let tarball = '';
beforeAll(async () => {
  run('npm', ['run', 'build:testing', '--silent'], root);
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], path.join(root, 'testing'))) as {
    filename: string;
  }[];
  tarball = path.join(work, packed[0]!.filename);
  await installApp(app, testingApp(tarball, repositoryVersions(), examples), localSqlitePrebuild(work));
}, 300_000);

afterAll(() => fs.rmSync(work, { recursive: true, force: true }), 60_000);

describe('the @tradekit/testing package', () => {
  it('packs the helpers, the fixture, the bundled server, the built front end and the types; no source', () => {
    const files = run('tar', ['-tzf', tarball], work).trim().split('\n');
    expect(files).toEqual(
      expect.arrayContaining([
        'package/package.json',
        'package/dist/index.js',
        'package/dist/playwright.js',
        'package/dist/sandbox-process.js',
        'package/dist/app/widget/index.html',
        'package/dist/app/tradekit.js',
        'package/dist/app/pay/index.html',
        'package/dist/app/console/index.html',
        'package/dist/types/testing/src/index.d.ts',
        'package/dist/types/testing/src/playwright.d.ts',
        'package/README.md',
        'package/LICENSE',
        'package/CHANGELOG.md',
      ]),
    );
    const outsideDist = files.filter((file) => !file.startsWith('package/dist/')).sort();
    expect(outsideDist).toEqual([
      'package/CHANGELOG.md',
      'package/LICENSE',
      'package/README.md',
      'package/package.json',
    ]);
    expect(files.filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))).toEqual([]);
  });

  it('is MIT licensed, by its field and its licence file', () => {
    const installed = path.join(app, 'node_modules/@tradekit/testing');
    const manifest = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8')) as { license: string };
    expect(manifest.license).toBe('MIT');
    expect(fs.readFileSync(path.join(installed, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
  });

  it('passes publint (strict) and @arethetypeswrong/cli for its ES module entry points', () => {
    const tool = (command: string, args: string[]) =>
      execFileSync(path.join(root, 'node_modules/.bin', command), args, { cwd: root, env: npmEnv(), encoding: 'utf8' });
    expect(tool('publint', ['run', tarball, '--strict'])).toContain('All good');
    const report = tool('attw', [tarball, '--profile', 'esm-only']);
    expect(report).toContain('"@tradekit/testing"');
    expect(report).toContain('"@tradekit/testing/playwright"');
  }, 60_000);

  it('imports only Node’s modules and its declared dependencies, at the repository’s own versions', () => {
    const dist = path.join(app, 'node_modules/@tradekit/testing/dist');
    const code = fs
      .readdirSync(dist)
      .filter((file) => file.endsWith('.js'))
      .map((file) => fs.readFileSync(path.join(dist, file), 'utf8'))
      .join('\n');
    const bare = new Set(
      [...code.matchAll(/^import\s(?:[^'"]*?\sfrom\s)?"([^".][^"]*)";?$/gm)]
        .map((match) => match[1]!)
        .filter((specifier) => !specifier.startsWith('node:'))
        .map((specifier) =>
          specifier
            .split('/')
            .slice(0, specifier.startsWith('@') ? 2 : 1)
            .join('/'),
        ),
    );
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'testing/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      peerDependencies: Record<string, string>;
    };
    const declared = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)];
    expect([...bare].filter((name) => !declared.includes(name))).toEqual([]);
    const versions = repositoryVersions();
    for (const [name, range] of Object.entries(manifest.dependencies)) expect(range, name).toBe(versions[name]);
  });

  it('installs better-sqlite3 in the fresh app, and its native binary opens a database there', () => {
    const script =
      "const Db = require('better-sqlite3'); console.log(new Db(':memory:').prepare('SELECT 2 * 21 AS n').get().n)";
    expect(run(process.execPath, ['-e', script], app).trim()).toBe('42');
  });

  it('type-checks the README’s examples against the package’s types', () => {
    expect(Object.keys(examples)).toEqual(exampleFiles);
    const check = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', '.'], {
      cwd: app,
      env: partnerEnv(),
      encoding: 'utf8',
    });
    expect(check.status, `${check.stdout}${check.stderr}`).toBe(0);
  }, 60_000);

  it('runs the README’s Vitest example from the tarball: its three tests pass', async () => {
    const { report, output } = await runReporting<{ numPassedTests: number; numFailedTests: number }>(
      'vitest/vitest.mjs',
      ['run', '--reporter=json', '--outputFile=vitest-report.json'],
      'vitest-report.json',
    );
    expect({ passed: report.numPassedTests, failed: report.numFailedTests }, output).toEqual({ passed: 3, failed: 0 });
  }, 60_000);

  it('runs the README’s Playwright example from the tarball: the card buy on the partner’s page passes', async () => {
    const { report, output } = await runReporting<{ stats: { expected: number; unexpected: number; flaky: number } }>(
      '@playwright/test/cli.js',
      ['test', '-c', HARNESS_PLAYWRIGHT_CONFIG, '--reporter=json'],
      'playwright-report.json',
      { PLAYWRIGHT_JSON_OUTPUT_NAME: 'playwright-report.json' },
    );
    expect({ passed: report.stats.expected, failed: report.stats.unexpected }, output).toEqual({
      passed: 1,
      failed: 0,
    });
  }, 120_000);
});
