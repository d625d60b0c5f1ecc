// Makes the kit's type files (tsc's output of tsconfig.lib.json, kit/dist/types) resolve as the package's ES
// modules do, for every TypeScript resolution a partner may use (node16/nodenext as well as bundler): each relative
// import names the file it means (`./button` → `./button.js`, `./ui` → `./ui/index.js`, `./en.json` →
// `./en.json.js` with a type file `en.json.d.ts` written from the JSON, as Vite builds the JSON into `en.json.js`),
// and the side-effect imports of stylesheets go (they carry no types, and `import './x.css'` does not resolve in a
// type file). One type file per module, as kit/dist has one module per source file. Run after tsc (build:lib).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A relative specifier in `from '…'`, `import '…'` and `import('…')`: what tsc writes in a declaration file. */
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|^import\s*)(['"])(\.\.?\/[^'"]*)\2/gm;
/** A whole side-effect import of a stylesheet. */
const STYLESHEET = /^import\s*(['"])[^'"]*\.css\1;?\n/gm;

/** The type of a JSON value as `resolveJsonModule` gives it (strings as `string`), written out. */
function jsonType(value) {
  if (Array.isArray(value)) return `(${[...new Set(value.map(jsonType))].join(' | ') || 'never'})[]`;
  if (value === null) return 'null';
  if (typeof value !== 'object') return typeof value;
  const members = Object.entries(value).map(([key, inner]) => `${JSON.stringify(key)}: ${jsonType(inner)};`);
  return `{ ${members.join(' ')} }`;
}

/** The `.js` specifier of the type file `specifier` means from `dir`; throws when there is none. */
function resolved(dir, specifier, file, source) {
  if (specifier.endsWith('.json')) {
    const json = JSON.parse(fs.readFileSync(path.join(source, specifier), 'utf8'));
    const declaration = `declare const json: ${jsonType(json)};\nexport default json;\n`;
    fs.writeFileSync(path.join(dir, `${specifier}.d.ts`), declaration);
    return `${specifier}.js`;
  }
  if (/\.(?:js|mjs|cjs)$/.test(specifier)) return specifier;
  if (fs.existsSync(path.join(dir, `${specifier}.d.ts`))) return `${specifier}.js`;
  if (fs.existsSync(path.join(dir, specifier, 'index.d.ts'))) return `${specifier}/index.js`;
  throw new Error(`${file}: no type file for '${specifier}'`);
}

/**
 * Rewrites every declaration file under `dir` (recursively), tsc's output for the sources under `root`; returns
 * how many changed.
 */
export function fixKitTypes(dir, root) {
  let changed = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = path.join(root, path.relative(dir, entry.parentPath));
    const text = fs.readFileSync(file, 'utf8');
    const fixed = text.replace(STYLESHEET, '').replace(SPECIFIER, (_, before, quote, specifier) => {
      return `${before}${quote}${resolved(entry.parentPath, specifier, file, source)}${quote}`;
    });
    if (fixed !== text) {
      fs.writeFileSync(file, fixed);
      changed += 1;
    }
  }
  return changed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
  const dir = path.resolve(root, 'kit/dist/types');
  console.log(`Fixed the imports of ${fixKitTypes(dir, root)} type files in ${path.relative(process.cwd(), dir)}.`);
}
