// `npm run build:testing`: builds @tradekit/testing into testing/dist: the helpers, the Playwright fixture and the
// server process bundled by Vite (testing/vite.config.ts) with the API reference's browser files, the built front
// end the server serves (dist/ of the repository, built first when stale, copied to dist/app), and the type files
// (tsc, then made to resolve as ES modules as the kit's are).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { buildFrontEndIfStale, dist as frontEnd } from '../scripts/front-end-build.mjs';
import { fixKitTypes } from '../scripts/kit-types.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'testing/dist');

await buildFrontEndIfStale();
await build({ configFile: path.join(root, 'testing/vite.config.ts') });
// The API reference's own browser files, which the server reads from `browser/` beside its module at run time.
fs.cpSync(path.join(root, 'bff/src/api-reference/browser'), path.join(out, 'browser'), { recursive: true });
fs.cpSync(frontEnd, path.join(out, 'app'), {
  recursive: true,
  filter: (source) => path.basename(source) !== '.build-stamp.json',
});
execFileSync(
  process.execPath,
  [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'testing/tsconfig.types.json'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
fixKitTypes(path.join(out, 'types'), root);
console.log(`Built @tradekit/testing into ${path.relative(process.cwd(), out) || '.'}.`);
