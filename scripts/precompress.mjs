// Writes brotli (.br) and gzip (.gz) siblings of the built text assets, so the server sends them compressed without
// compressing on every request (@fastify/static `preCompressed`). Run after the builds: `npm run build`, `npm start`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|map|txt)$/;
/** Below this a compressed answer saves nothing worth a round of decoding. */
const MIN_BYTES = 1024;

/** Compresses every text asset under `dir` (recursively); returns how many files got siblings. */
export function precompress(dir) {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      count += precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const contents = fs.readFileSync(file);
    if (contents.length < MIN_BYTES) continue;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(contents, { level: 9 }));
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(contents, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: contents.length,
        },
      }),
    );
    count += 1;
  }
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  console.log(`Compressed ${precompress(dir)} assets in ${path.relative(process.cwd(), dir) || '.'}.`);
}
