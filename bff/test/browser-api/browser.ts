// A test "browser" for the browser API: keeps the session cookie between calls like a real one, and sends the
// Origin and CSRF header a same-origin widget page sends. Calls go through `app.inject`; the BFF itself reaches
// the emulator over real HTTP.
import type { LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#contract/bff/errors';
import { readMailbox } from '../../src/emulator/sandbox/mailbox';
import { createSessionCrypto } from '../../src/browser-api/session-crypto';
import { SESSION_COOKIE } from '../../src/browser-api/session-cookie';
import { SessionStore, type StoredSession } from '../../src/browser-api/session-store';
import { SqliteSessionStorage } from '../../src/browser-api/storage/sqlite/sqlite-session-storage';
import type { TestServer } from '../support';

export class TestBrowser {
  sessionId: string | undefined;

  constructor(
    private readonly server: TestServer,
    readonly origin = server.config.publicUrl,
  ) {}

  async call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const response = await this.server.app.inject({
      method,
      url,
      headers: {
        origin: this.origin,
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        ...(this.sessionId ? { cookie: `${SESSION_COOKIE}=${this.sessionId}` } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    if (cookie) this.sessionId = cookie.value === '' || cookie.maxAge === 0 ? undefined : cookie.value;
    return response;
  }

  get = (url: string) => this.call('GET', url);
  post = (url: string, body?: unknown) => this.call('POST', url, body);

  /** The server's session store, opened with its key. */
  store(): SessionStore {
    return new SessionStore(
      new SqliteSessionStorage(this.server.db),
      createSessionCrypto(this.server.bff.sessionSecret),
      this.server.bffClock,
    );
  }

  /** The session as stored (decrypted with the server's key), to check what the browser never sees. */
  async storedSession(): Promise<StoredSession | undefined> {
    return this.sessionId ? this.store().load(this.sessionId) : undefined;
  }
}

let counter = 0;
export const uniqueEmail = (tag = 'user') => `${tag}-${Date.now().toString(36)}-${++counter}@example.com`;

/** The newest 6-digit code mailed to `to` in the sandbox mailbox. */
export function mailedCode(server: TestServer, to: string): string {
  const [mail] = readMailbox(server.db, to, 1);
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

/** Signs up a fresh individual trader with a password; the browser is signed in afterwards. */
export async function signUp(
  browser: TestBrowser,
  options: { email?: string; accountType?: 'individual' | 'corporate'; password?: string } = {},
): Promise<{ email: string; password: string; traderId: number }> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'correct horse battery';
  const response = await browser.post('/api/signup', {
    email,
    password,
    accountType: options.accountType ?? 'individual',
    profile: { address: { country: 'DE' } },
    consentAdditionalMails: false,
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { email, password, traderId: (response.json() as { traderId: number }).traderId };
}
