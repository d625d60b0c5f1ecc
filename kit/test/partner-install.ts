// Packing the kit and installing it into a fresh partner app, as a partner would: used by `npm run test:package`
// (package.node.test.ts) and by the bench's weights of the kit (bench/kit-weights.ts).
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

export const root = path.resolve(import.meta.dirname, '../..');

/**
 * npm's own variables of the `npm run` this runs under point at the repository: npm here must not see them; nor
 * Vitest's NODE_ENV=test, which a partner's shell does not have (their builds are production builds).
 */
export function npmEnv(): NodeJS.ProcessEnv {
  const keep = new Set(['npm_config_cache', 'npm_config_registry', 'npm_config_userconfig']);
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => (!key.startsWith('npm_') || keep.has(key)) && key !== 'NODE_ENV'),
  );
}

export const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, env: npmEnv(), stdio: 'pipe', encoding: 'utf8' });

/** Builds the kit (`npm run build:lib`) and packs it into `dir`; returns the tarball's path. */
export function buildAndPackKit(dir: string): string {
  run('npm', ['run', 'build:lib', '--silent'], root);
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', dir], path.join(root, 'kit'))) as {
    filename: string;
  }[];
  return path.join(dir, packed[0]!.filename);
}

/** The repository's own versions of its packages, so every one is in the npm cache `npm ci` filled. */
export function repositoryVersions(): Record<string, string> {
  const own = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  return { ...own.dependencies, ...own.devDependencies };
}

/** Writes `files` (by path) into `dir`. */
export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
}

/**
 * Writes an app's files into `dir` and installs it as a partner would (no --force), from the npm cache first; `env`
 * adds to npm's environment (where an install script finds a prebuilt binary).
 */
export async function installApp(dir: string, files: Record<string, string>, env: NodeJS.ProcessEnv = {}) {
  writeFiles(dir, files);
  await promisify(execFile)('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: dir,
    env: { ...npmEnv(), ...env },
  });
}
