// The built front end (dist/: the widget, demo pages, payment page, console and the script-tag loader), built when
// it is missing or older than its sources: what `npm start` serves, and what @tradekit/testing packs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const dist = path.join(root, 'dist');
const stampFile = path.join(dist, '.build-stamp.json');
const sources = ['src', 'widget', 'pay', 'public', 'vite.config.ts', 'package-lock.json'];

function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function buildIsCurrent(inputsMtime) {
  try {
    const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
    return (
      stamp.inputsMtime >= inputsMtime &&
      fs.existsSync(path.join(dist, 'widget', 'index.html')) &&
      fs.existsSync(path.join(dist, 'tradekit.js'))
    );
  } catch {
    return false;
  }
}

/** Builds dist/ unless it is newer than its sources; `log` says when it does (a first build takes a while). */
export async function buildFrontEndIfStale(log = console.log) {
  const inputsMtime = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  if (buildIsCurrent(inputsMtime)) return;
  log('Building the widget, demo pages and payment page (first start or sources changed)…');
  const { build } = await import('vite');
  // The app build empties dist/ first; the script-tag loader is built into it after.
  await build({ root, logLevel: 'warn', configFile: path.join(root, 'vite.config.ts') });
  await build({ root, logLevel: 'warn', configFile: path.join(root, 'widget', 'vite.loader.config.ts') });
  const { precompress } = await import('./precompress.mjs');
  precompress(dist);
  fs.writeFileSync(stampFile, JSON.stringify({ inputsMtime, builtAt: new Date().toISOString() }));
}
