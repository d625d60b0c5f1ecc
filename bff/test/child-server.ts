// The real entry point as a process of its own (`node --import tsx bff/src/main.ts`), as `npm start` and a partner
// run it, and a browser that reaches it over real HTTP, keeping its session cookie as a browser does.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#contract/bff/errors';
import { SESSION_COOKIE } from '../src/browser-api/session-cookie';
import { freePort, tempDataDir } from './support';

const root = path.resolve(import.meta.dirname, '../..');

export interface ChildInstance {
  child: ChildProcess;
  url: string;
  /** What the process wrote so far, stdout and stderr together. */
  output: () => string;
}

/**
 * Starts `node --import tsx bff/src/main.ts` with `env` and its own data dir and port (PUBLIC_URL is that address
 * unless `env` says otherwise); resolves once it says it runs.
 */
export async function startChild(env: Record<string, string>): Promise<ChildInstance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bff/src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      PUBLIC_URL: url,
      ...env,
      TRADEKIT_DATA_DIR: tempDataDir(),
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const started = await new Promise<boolean>((resolve) => {
    child.stdout!.on('data', () => output.includes('Tradekit is running') && resolve(true));
    child.on('exit', () => resolve(false));
  });
  if (!started) throw new Error(`the instance did not start:\n${output}`);
  return { child, url, output: () => output };
}

/** A browser with one session cookie, sending each request to the server it names, from the page origin `origin`. */
export class HttpBrowser {
  sessionId: string | undefined;

  constructor(readonly origin: string) {}

  async call(base: string, method: 'GET' | 'POST', url: string, body?: unknown) {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        origin: this.origin,
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...this.cookie(),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (name === SESSION_COOKIE) this.sessionId = value === '' || /max-age=0\b/i.test(cookie) ? undefined : value;
    }
    const text = await response.text(); // a 204 has no body
    return { status: response.status, json: (text ? JSON.parse(text) : undefined) as Record<string, unknown> };
  }

  /** The session cookie header, for requests made without {@link call} (an event stream). */
  cookie(): Record<string, string> {
    return this.sessionId ? { cookie: `${SESSION_COOKIE}=${this.sessionId}` } : {};
  }
}
