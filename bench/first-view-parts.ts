// `node --import tsx bench/first-view-parts.ts`: what the widget's first view (the entry chunk and the chunks it
// imports statically) is made of, by package or source folder: the minified bytes each part contributes, found
// through a source map, and the gzip size of each part's code on its own (the parts compress a little better
// together, so their gzip sizes add up to somewhat more than the chunk's). For deciding what can leave the first view.
//   --depth=N   how many folders of src/ and widget/ name a part (default 3; packages are always one part)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { gzipBytes } from './bundle-sizes';

const root = path.resolve(import.meta.dirname, '..');
const depth = Number(process.argv.find((a) => a.startsWith('--depth='))?.slice('--depth='.length) ?? 3);

/** The part a source file belongs to: its npm package, or its folder in this repository. */
function partOf(source: string): string {
  const file = path.relative(root, path.resolve(outDir, 'assets', source));
  const inPackage = process.env.PARTS_FILES ? null : /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (inPackage) return inPackage[1]!;
  if (/^\0|^virtual:|rolldown|vite\//.test(file)) return '(bundler runtime)';
  const parts = file.split('/');
  return parts.length <= depth ? file : `${parts.slice(0, depth).join('/')}/`;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A source map's mappings: per generated line, the segments' columns and source index (VLQ decoded). */
function decodeMappings(mappings: string): { column: number; source: number | undefined }[][] {
  const lines: { column: number; source: number | undefined }[][] = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments: { column: number; source: number | undefined }[] = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0]!;
      if (values.length > 1) source += values[1]!;
      segments.push({ column, source: values.length > 1 ? source : undefined });
    }
    lines.push(segments);
  }
  return lines;
}

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradekit-parts-'));
try {
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, sourcemap: true, emptyOutDir: true },
  });
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/widget-manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; isEntry?: boolean; css?: string[] }
  >;
  const entryKey = 'widget/index.html';
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key]!;
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(entryKey);

  const code = new Map<string, string[]>();
  let total = 0;
  let totalGzip = 0;
  for (const file of files) {
    const text = fs.readFileSync(path.join(outDir, file), 'utf8');
    total += text.length;
    totalGzip += gzipBytes(text);
    const mapFile = path.join(outDir, `${file}.map`);
    if (!fs.existsSync(mapFile)) {
      code.set('(bundler runtime)', [...(code.get('(bundler runtime)') ?? []), text]);
      continue;
    }
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as {
      sources: string[];
      mappings: string;
    };
    const lines = text.split('\n');
    decodeMappings(map.mappings).forEach((segments, index) => {
      const line = lines[index] ?? '';
      // Each segment owns the generated text up to the next segment on its line.
      segments.forEach((segment, i) => {
        const end = segments[i + 1]?.column ?? line.length;
        const source = segment.source === undefined ? undefined : map.sources[segment.source];
        const part = source ? partOf(source) : '(unmapped)';
        code.set(part, [...(code.get(part) ?? []), line.slice(segment.column, end)]);
      });
    });
  }
  for (const file of css) {
    const text = fs.readFileSync(path.join(outDir, file), 'utf8');
    code.set(`CSS ${file.replace(/-[\w-]{8}\./, '.')}`, [text]);
    total += text.length;
    totalGzip += gzipBytes(text);
  }
  const rows = [...code.entries()]
    .map(([part, pieces]) => {
      const text = pieces.join('');
      return { part, bytes: text.length, gzip: gzipBytes(text) };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const kb = (n: number) => (n / 1024).toFixed(2).padStart(7);
  console.log(`first view: ${[...files, ...css].join(', ')}: ${kb(total)} KB minified, ${kb(totalGzip)} KB gzip\n`);
  console.log(`${'part'.padEnd(60)} minified KB   gzip KB (alone)`);
  for (const row of rows) console.log(`${row.part.padEnd(60)} ${kb(row.bytes)}     ${kb(row.gzip)}`);
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
