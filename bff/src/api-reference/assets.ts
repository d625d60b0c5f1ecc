// The files the API reference pages load, all from this server: Swagger UI's bundle and stylesheet from the
// installed swagger-ui-dist package, and this folder's own script and stylesheet. Each URL carries the file's
// version (the package's, or a hash of the file), so a browser may keep it for good; each is read and compressed
// once, on its first request, so the server's start pays nothing for pages nobody opens.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Where the assets are served; the pages live under each API's own prefix. */
export const ASSET_PREFIX = '/api-reference/assets';

const browserDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'browser');

interface AssetSource {
  /** The name in the URL, after the version. */
  name: string;
  file: string;
  contentType: string;
}

interface LoadedAsset {
  raw: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
}

function swaggerUiDist(): { dir: string; version: string } {
  const manifest = createRequire(import.meta.url).resolve('swagger-ui-dist/package.json');
  const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string };
  return { dir: path.dirname(manifest), version };
}

const javascript = 'text/javascript; charset=utf-8';
const css = 'text/css; charset=utf-8';

/** The asset files, each under a URL that changes whenever its content does. */
export class ApiReferenceAssets {
  /** URL path of each asset, by its name. */
  readonly urls: Readonly<Record<'swaggerUiScript' | 'swaggerUiStyles' | 'boot' | 'tryIt' | 'styles', string>>;
  /** The version of Swagger UI served, for the docs and the report. */
  readonly swaggerUiVersion: string;
  private readonly byUrl = new Map<string, AssetSource>();
  private readonly loaded = new Map<string, LoadedAsset>();

  constructor() {
    const dist = swaggerUiDist();
    this.swaggerUiVersion = dist.version;
    const own = (name: string, contentType: string) => {
      const file = path.join(browserDir, name);
      // The browser modules import each other by bare file name, so they share one versioned folder.
      return { name, file, contentType };
    };
    const ownFiles = [own('boot.js', javascript), own('try-it.js', javascript), own('api-reference.css', css)];
    const ownVersion = createHash('sha256')
      .update(ownFiles.map((asset) => fs.readFileSync(asset.file)).join('\0'))
      .digest('hex')
      .slice(0, 12);
    const add = (version: string, source: AssetSource) => {
      const url = `${ASSET_PREFIX}/${version}/${source.name}`;
      this.byUrl.set(url, source);
      return url;
    };
    const [boot, tryIt, styles] = ownFiles.map((source) => add(ownVersion, source));
    this.urls = {
      swaggerUiScript: add(`swagger-ui-${dist.version}`, {
        name: 'swagger-ui-bundle.js',
        file: path.join(dist.dir, 'swagger-ui-bundle.js'),
        contentType: javascript,
      }),
      swaggerUiStyles: add(`swagger-ui-${dist.version}`, {
        name: 'swagger-ui.css',
        file: path.join(dist.dir, 'swagger-ui.css'),
        contentType: css,
      }),
      boot: boot!,
      tryIt: tryIt!,
      styles: styles!,
    };
  }

  /** Every asset URL this store answers. */
  list(): string[] {
    return [...this.byUrl.keys()];
  }

  private load(url: string, source: AssetSource): LoadedAsset {
    let asset = this.loaded.get(url);
    if (!asset) {
      const raw = fs.readFileSync(source.file);
      asset = {
        raw,
        gzip: gzipSync(raw, { level: 9 }),
        // Quality 9 compresses Swagger UI's 1.7 MB in about a tenth of a second, near what 11 gives in seconds.
        brotli: brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
        etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`,
      };
      this.loaded.set(url, asset);
    }
    return asset;
  }

  /** Sizes in bytes of an asset as sent: raw, gzip and brotli. */
  sizes(url: string): { raw: number; gzip: number; brotli: number } | undefined {
    const source = this.byUrl.get(url);
    if (!source) return undefined;
    const asset = this.load(url, source);
    return { raw: asset.raw.length, gzip: asset.gzip.length, brotli: asset.brotli.length };
  }

  /** Answers a request for an asset URL; false when the URL names none. */
  send(request: FastifyRequest, reply: FastifyReply): boolean {
    const url = request.url.split('?')[0]!;
    const source = this.byUrl.get(url);
    if (!source) return false;
    const asset = this.load(url, source);
    reply
      .header('content-type', source.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', asset.etag)
      .header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === asset.etag) {
      reply.code(304).send();
      return true;
    }
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) reply.header('content-encoding', 'br').send(asset.brotli);
    else if (/\bgzip\b/.test(accepted)) reply.header('content-encoding', 'gzip').send(asset.gzip);
    else reply.send(asset.raw);
    return true;
  }
}
