// The files the API reference pages load, all from this server: Swagger UI's bundle and stylesheet from the
// installed swagger-ui-dist package, and this folder's own script and stylesheet. Each URL carries the file's
// version (the package's, or a hash of the file), so a browser may keep it for good; each is read and compressed
// once, on its first request, so the server's start pays nothing for pages nobody opens.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
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

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const javascript = 'text/javascript; charset=utf-8';
const css = 'text/css; charset=utf-8';

/** The asset files, each under a URL that changes whenever its content does. */
export class ApiReferenceAssets {
  /** URL path of each asset, by its name. */
  readonly urls: Readonly<Record<'swaggerUiScript' | 'swaggerUiStyles' | 'boot' | 'tryIt' | 'styles', string>>;
  private readonly byUrl = new Map<string, AssetSource>();
  private readonly loaded = new Map<string, Promise<LoadedAsset>>();

  constructor() {
    const dist = swaggerUiDist();
    // The browser modules import each other by file name, so they share one folder named by their joint hash.
    const own = (name: string, contentType: string) => ({ name, file: path.join(browserDir, name), contentType });
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

  /** Reads and compresses an asset once; compression runs on libuv's threads, so it holds up no other request. */
  private load(url: string, source: AssetSource): Promise<LoadedAsset> {
    let asset = this.loaded.get(url);
    if (!asset) {
      asset = (async () => {
        const raw = await fs.promises.readFile(source.file);
        const [gzipped, brotli] = await Promise.all([
          gzipAsync(raw, { level: 9 }),
          // Quality 9 compresses Swagger UI's 1.7 MB in a fifth of a second, near what 11 gives in seconds.
          brotliAsync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
        ]);
        const etag = `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`;
        return { raw, gzip: gzipped, brotli, etag };
      })();
      this.loaded.set(url, asset);
    }
    return asset;
  }

  /** Answers a request for an asset URL; false when the URL names none. */
  async send(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const url = request.url.split('?')[0]!;
    const source = this.byUrl.get(url);
    if (!source) return false;
    const asset = await this.load(url, source);
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
