// `startSandbox()`: the whole Tradekit sandbox (emulated Trade and Merchant APIs, sandbox tools and console, and the
// BFF with the widget and payment page in front of them) in a process of its own, on a free port and a throw-away
// data dir, with the helpers of SandboxClient; `stop()` ends it and removes the data dir.
import { upstreamSettingsOf, type SandboxInfo } from '../../bff/src/sandbox-description';
import { removeDir, throwAwayDir } from './exit-cleanup';
import { startFrontBff, type FrontBff, type FrontBffOptions } from './front-bff';
import { SandboxClient } from './sandbox-client';
import { startServerProcess, type ServerProcess } from './server-process';

export interface SandboxOptions {
  /**
   * Origins of your pages that embed the widget or call the BFF from the browser (`ALLOWED_ORIGINS`), such as
   * `http://localhost:5173`. The sandbox's own origin always may.
   */
  allowedOrigins?: string[];
  /**
   * Further server settings, as `npm start` reads them from its environment (`TERMS_URL`, `WIDGET_LOCALES`,
   * `MERCHANT_AUTH_SCHEME`…). Nothing is read from this process's own environment.
   */
  settings?: Record<string, string>;
  /** Print the server's log on stderr; otherwise it is kept and shown only if the start fails. */
  log?: boolean;
  /** How long the start may take, in milliseconds; 30 000 unless given. */
  startTimeoutMs?: number;
}

/**
 * Limits a test suite would trip over: it signs many traders up from one address within a minute. Given settings
 * take precedence.
 */
const testLimits = {
  BFF_AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  TRADE_AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  MERCHANT_RATE_LIMIT_PER_MINUTE: '10000',
};

/** A running sandbox: its addresses, its helpers, and `stop()`. */
export class Sandbox extends SandboxClient {
  /** The server's origin: the BFF, its widget (`/widget/`) and the script tag's `tradekit.js`. */
  readonly url: string;
  /** The same origin, as a BFF's URL (`TradekitProvider`'s and the script tag's `bffUrl`). */
  readonly bffUrl: string;
  /** The emulated Trade API (`TRADE_BASE_URL` of a BFF in front of it). */
  readonly tradeBaseUrl: string;
  readonly tradeUserUrl: string;
  /** The emulated Merchant API's base (`/v3` under it). */
  readonly merchantBaseUrl: string;
  /** The sandbox console, for a person looking at what a test did. */
  readonly consoleUrl: string;
  /** The throw-away data dir (SQLite database, the partner's private key), removed by `stop()`. */
  readonly dataDir: string;
  /** The server process's id (to read its memory or CPU time). */
  readonly pid: number;
  private readonly bffs = new Set<FrontBff>();

  constructor(
    private readonly server: ServerProcess,
    private readonly info: SandboxInfo,
    dataDir: string,
  ) {
    super(info.sandboxUrl);
    this.url = server.publicUrl;
    this.bffUrl = info.bffUrl;
    this.tradeBaseUrl = info.tradeBaseUrl;
    this.tradeUserUrl = info.tradeUserUrl;
    this.merchantBaseUrl = info.merchantBaseUrl;
    this.consoleUrl = `${info.sandboxUrl}/`;
    this.dataDir = dataDir;
    this.pid = server.pid;
  }

  /**
   * The settings of a Tradekit BFF in production mode in front of this sandbox, with the sandbox's own partner and
   * merchant (the Credentials panel's `.env`); the instance's own (PORT, PUBLIC_URL, SESSION_SECRET, its data dir)
   * are yours to add. The sandbox's webhooks and callbacks keep going to its own BFF: {@link startBff} gives one
   * that receives its own.
   */
  bffSettings(): Record<string, string> {
    return { TRADEKIT_MODE: 'production', ...upstreamSettingsOf(this.info) };
  }

  /**
   * Starts a Tradekit BFF in production mode in front of this sandbox, as a partner deploys it: a partner and a
   * merchant of its own (made here), whose webhooks and callbacks go to it. Stopped with the sandbox.
   */
  async startBff(options: FrontBffOptions = {}): Promise<FrontBff> {
    const bff = await startFrontBff(this, { ...options, settings: { ...testLimits, ...options.settings } });
    this.bffs.add(bff);
    return bff;
  }

  /** Stops the server (and the BFFs started in front of it) and removes the data dir. */
  async stop(): Promise<void> {
    await Promise.all([...this.bffs].map((bff) => bff.stop()));
    await this.server.stop();
    removeDir(this.dataDir);
  }
}

/** Starts the whole sandbox on a free port with a fresh data dir; resolves once it answers. */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const dataDir = throwAwayDir('tradekit-sandbox-');
  try {
    const server = await startServerProcess({
      log: options.log,
      startTimeoutMs: options.startTimeoutMs,
      settings: (port) => ({
        ...testLimits,
        ...options.settings,
        ...(options.allowedOrigins ? { ALLOWED_ORIGINS: options.allowedOrigins.join(',') } : {}),
        TRADEKIT_MODE: 'sandbox',
        PORT: String(port),
        PUBLIC_URL: `http://localhost:${port}`,
        TRADEKIT_DATA_DIR: dataDir,
      }),
    });
    if (!server.sandbox) throw new Error('The server started without its sandbox.');
    return new Sandbox(server, server.sandbox, dataDir);
  } catch (error) {
    removeDir(dataDir);
    throw error;
  }
}
