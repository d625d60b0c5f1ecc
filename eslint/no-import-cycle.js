// Lint rule `tradekit/no-import-cycle`: refuses an import that closes a cycle of modules. import-x's no-cycle
// skips type-only and dynamic imports; here they count too, since a type cycle ties two modules into one just
// the same and a lazy import back into its importer still makes their order matter.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const extensions = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];
const specifierPattern = /\b(?:import|export)\s*(?:type\s+)?(?:[\w*{}\s,$]*?\s*from\s*)?\(?\s*['"]([^'"]+)['"]/g;

/** The file an import resolves to inside the project, or undefined for a package or a missing file. */
function resolveImport(fromFile, specifier) {
  let base;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else if (specifier.startsWith('#contract/')) base = path.join(root, 'src/api/contract', specifier.slice(10));
  else return undefined;
  for (const extension of extensions) {
    const candidate = base + extension;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const importsCache = new Map();

/** Files a module imports (static, type-only or dynamic), read from disk; comments are dropped first. */
function importsOf(file) {
  const mtime = fs.statSync(file).mtimeMs;
  const cached = importsCache.get(file);
  if (cached && cached.mtime === mtime) return cached.files;
  const text = fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const files = new Set();
  for (const match of text.matchAll(specifierPattern)) {
    const target = resolveImport(file, match[1]);
    if (target) files.add(target);
  }
  importsCache.set(file, { mtime, files });
  return files;
}

/** A path of imports from `start` back to `goal`, breadth first so the shortest is shown, or undefined. */
function pathBack(start, goal) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (next === goal) {
        const chain = [file];
        for (let at = previous.get(file); at; at = previous.get(at)) chain.unshift(at);
        return chain;
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuses an import (static, type-only or dynamic) that closes a cycle of modules.' },
    messages: {
      cycle:
        'Wall "no import cycles": {{cycle}}. Move what both need into a third module, or pass it in as a parameter.',
    },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file)) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = resolveImport(file, source.value);
      if (!target || target === file) return;
      const chain = pathBack(target, file);
      if (!chain) return;
      const cycle = [file, ...chain, file].map((f) => path.relative(root, f)).join(' → ');
      context.report({ node, messageId: 'cycle', data: { cycle } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
