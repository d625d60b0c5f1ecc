// The kit host app (e2e/kit-host/): built with the project's own Vite configuration, as a partner's bundler would
// build an app importing the kit, and served by a static server of its own on each origin a spec asks for.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** Builds the host app for production into a fresh directory, and returns it. */
export async function buildKitHost(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'tradekit-kit-host-'));
  // Vite builds React's development build and dev JSX when NODE_ENV says test: a partner ships production.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: join(root, 'vite.config.ts'),
      root: join(root, 'e2e/kit-host'),
      mode: 'production',
      logLevel: 'warn',
      publicDir: false,
      build: {
        outDir,
        emptyOutDir: true,
        manifest: false,
        // A plain string replaces the widget's entry of vite.config.ts (the payment page and console builds follow
        // only the widget's).
        rolldownOptions: { input: join(root, 'e2e/kit-host/index.html') },
      },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return outDir;
}

/** Serves `dir` on 127.0.0.1:`port` (index.html for `/`); resolves once it listens. */
export async function serveKitHost(dir: string, port: number): Promise<Server> {
  const base = resolve(dir);
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname;
    const file = normalize(join(base, path === '/' ? 'index.html' : decodeURIComponent(path)));
    if (!file.startsWith(base + sep)) return void response.writeHead(404).end();
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return server;
}

/** Stops `servers` and removes the build. */
export async function closeKitHost(dir: string | undefined, servers: Server[]): Promise<void> {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  if (dir) rmSync(dir, { recursive: true, force: true });
}
