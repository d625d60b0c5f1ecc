// A partner's fresh app with @tradekit/testing as a dev dependency, for `npm run test:package`: a Vite app with
// Playwright and Vitest whose test files are the README's examples, taken from the README itself (every fenced
// block with a `title="<path>"`), so what the package test runs is what a partner reads. The harness adds only what
// a README cannot know: the machine's Chromium, and a type check of the examples against the package's types.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromiumLaunchOptions } from '../../e2e/chromium';
import { root } from './partner-install';

/** The README's titled code blocks, by the path each names, in their order. */
export function readmeExamples(readme: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [, file, text] of readme.matchAll(/^```\w+ title="([^"]+)"\n([\s\S]*?)^```$/gm)) {
    if (file! in files) throw new Error(`The README has two examples titled ${file}.`);
    files[file!] = text!;
  }
  return files;
}

/** The harness's Playwright config: the README's, on the machine's Chromium, its results as JSON. */
export const HARNESS_PLAYWRIGHT_CONFIG = 'playwright.harness.config.ts';

/** The app's files: its package.json (the tarball and the repository's versions), the harness's, the examples. */
export function testingApp(
  tarball: string,
  versions: Record<string, string>,
  examples: Record<string, string>,
): Record<string, string> {
  const devDependencies = {
    '@tradekit/testing': `file:${tarball}`,
    '@playwright/test': versions['@playwright/test'],
    vitest: versions.vitest,
    vite: versions.vite,
    typescript: versions.typescript,
    '@types/node': versions['@types/node'],
  };
  return {
    'package.json': JSON.stringify(
      {
        name: 'partner-wallet',
        private: true,
        type: 'module',
        devDependencies,
        // npm runs an install script it is told about without a word (better-sqlite3 places its binary).
        allowScripts: { 'better-sqlite3': true },
      },
      null,
      2,
    ),
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'bundler',
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        lib: ['ES2023', 'DOM'],
        types: ['node'],
      },
      include: ['*.ts', 'e2e', 'src', 'test'],
      exclude: [HARNESS_PLAYWRIGHT_CONFIG],
    }),
    [HARNESS_PLAYWRIGHT_CONFIG]: `import config from './playwright.config';

export default {
  ...config,
  workers: 1,
  use: { ...config.use, launchOptions: ${JSON.stringify(chromiumLaunchOptions)} },
};
`,
    // The examples' types must come from the package: a type file that failed to resolve would make them `any`,
    // and the examples would type-check whatever they did.
    'harness-types.ts': `import type { Sandbox, SandboxTrade } from '@tradekit/testing';
import type { SandboxFixtures } from '@tradekit/testing/playwright';

type IsAny<T> = 0 extends 1 & T ? true : false;
export const typed: [IsAny<Sandbox>, IsAny<SandboxTrade>, IsAny<SandboxFixtures>] = [false, false, false];
`,
    ...examples,
  };
}

/**
 * A prebuilt binary of better-sqlite3 for this machine, packed from the clone's own build (npm ci compiled it) as
 * its install script (prebuild-install) looks for one in a local folder before downloading or compiling: the fresh
 * app then installs the package as it does anywhere, without compiling SQLite a second time (minutes on 2 cores).
 * Returns the environment that points the install there.
 */
export function localSqlitePrebuild(dir: string): NodeJS.ProcessEnv {
  const installed = path.join(root, 'node_modules/better-sqlite3');
  const { version } = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8')) as { version: string };
  const folder = path.join(dir, 'prebuilds');
  fs.mkdirSync(folder, { recursive: true });
  const name = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  execFileSync('tar', ['-czf', path.join(folder, name), 'build/Release/better_sqlite3.node'], { cwd: installed });
  return { npm_config_better_sqlite3_local_prebuilds: folder };
}
