// The BFF's final settings: the configuration's values, or in sandbox mode the sandbox's own partner and
// merchant where a value is not set. Read once at start-up; a bad key file or key stops the process with a
// message that names the setting and never shows the secret.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PartnerJwtAlgorithm } from '#contract/trade/partner-jwt';
import { ConfigError, type Config } from '../config';
import { sandboxFiles, type SandboxInfo } from '../sandbox-description';
import { readPartnerKey } from '../upstream/partner-signer';

export interface BffSettings {
  mode: Config['mode'];
  /** Origin (and base URL) browsers reach this BFF at. */
  publicUrl: string;
  tradeBaseUrl: string;
  tradeUserUrl: string;
  merchantBaseUrl: string;
  partnerId: string;
  partnerPrivateKeyPem: string;
  partnerKeyAlgorithm: PartnerJwtAlgorithm;
  merchantApiKey: string;
  merchantApiSecret: string;
  merchantIpnSecret: string;
  merchantAuthScheme: string;
  /** Key of the Trade API's partner webhook signatures; undefined: the webhook refuses every call. */
  partnerWebhookSecret: string | undefined;
  /** Partner page origins allowed to embed the widget and call state-changing routes (besides this origin). */
  allowedOrigins: string[];
  sessionSecret: string;
  /** Undefined: the partner server endpoints refuse every call. */
  adminToken: string | undefined;
  locales: string[];
  upstreamTimeoutMs: number;
  paymentPollMs: number;
  /** First interval of the safety-net poll of a watched trade. */
  tradePollMs: number;
  /** The bitcoin network payout addresses must be of. */
  btcNetwork: 'mainnet' | 'testnet';
  /** Attempts at signing in one client address may make a minute, on all instances together. */
  authRateLimitPerMinute: number;
  /** Base URL of the sandbox tools (simulated blockchain); undefined in production, where nothing simulates. */
  sandboxToolsUrl: string | undefined;
  /** The partner terms a customer must accept at sign-up; undefined: none to accept. */
  termsUrl: string | undefined;
  /** The partner support (an http(s) page or a mailto: address) the views offer; undefined: none. */
  supportUrl: string | undefined;
}

/** A secret kept in a 0600 file of the data dir, made on first use (sandbox only). */
function sandboxSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (fs.existsSync(file)) {
    const value = fs.readFileSync(file, 'utf8').trim();
    if (value.length >= 32) return value;
  }
  const value = randomBytes(32).toString('hex');
  fs.writeFileSync(file, `${value}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return value;
}

/** The secrets sandbox mode keeps in files of the data dir (see {@link sandboxSecret}). */
const SANDBOX_SECRET_FILES = { session: 'bff-session-secret', admin: 'bff-admin-token' };

/**
 * The partner key's PEM: `PARTNER_PRIVATE_KEY`, or the file `PARTNER_PRIVATE_KEY_FILE` (else `fallbackFile`) names,
 * checked against the algorithm. Problems name the setting, never the key.
 */
function readPartnerPem(config: Config, fallbackFile: string | undefined, problems: string[]): string | undefined {
  const env = config.env;
  let pem = env.PARTNER_PRIVATE_KEY;
  const keyFile = env.PARTNER_PRIVATE_KEY_FILE ?? (pem ? undefined : fallbackFile);
  if (keyFile !== undefined) {
    try {
      pem = fs.readFileSync(path.resolve(keyFile), 'utf8');
    } catch {
      problems.push(`PARTNER_PRIVATE_KEY_FILE: cannot read "${keyFile}"`);
    }
  }
  if (pem !== undefined) {
    try {
      readPartnerKey(pem, env.PARTNER_KEY_ALGORITHM);
    } catch (error) {
      problems.push(`PARTNER_PRIVATE_KEY: ${(error as Error).message}`);
    }
  } else if (keyFile === undefined) {
    problems.push('PARTNER_PRIVATE_KEY_FILE: required (or PARTNER_PRIVATE_KEY with the PEM itself)');
  }
  return pem;
}

/**
 * What would stop {@link resolveBffSettings} once the sandbox is set up, found before anything is written: the
 * partner key (the environment's, or the sandbox's own if it has one yet) readable and fit for the algorithm, and
 * the sandbox's secret files readable.
 */
export function bffSettingsProblems(config: Config): string[] {
  const problems: string[] = [];
  const env = config.env;
  const sandboxKey = config.mode === 'sandbox' ? sandboxFiles(config.dataDir).partnerPrivateKey : undefined;
  const ownKey = env.PARTNER_PRIVATE_KEY ?? env.PARTNER_PRIVATE_KEY_FILE;
  if (sandboxKey && ownKey === undefined && !fs.existsSync(sandboxKey)) {
    // The sandbox is about to make its partner an EC P-256 key, which only ES256 signs with.
    if (env.PARTNER_KEY_ALGORITHM !== 'ES256')
      problems.push(
        `PARTNER_KEY_ALGORITHM: the sandbox partner's key is EC P-256, for ES256 only; set ES256 or give PARTNER_PRIVATE_KEY_FILE`,
      );
  } else {
    readPartnerPem(config, sandboxKey, problems);
  }
  if (config.mode === 'sandbox') {
    for (const name of Object.values(SANDBOX_SECRET_FILES)) {
      const file = path.join(config.dataDir, name);
      try {
        if (fs.existsSync(file)) fs.accessSync(file, fs.constants.R_OK | fs.constants.W_OK);
      } catch {
        problems.push(`TRADEKIT_DATA_DIR: cannot read and write "${file}"`);
      }
    }
  }
  return problems;
}

function required<T>(value: T | undefined, key: string, problems: string[]): T {
  if (value === undefined) problems.push(`${key}: required (no sandbox value to fall back on)`);
  return value as T;
}

/**
 * Resolves the BFF settings. `sandbox` is the sandbox's own partner and merchant; it is only used in sandbox mode
 * and only for values the environment leaves unset.
 */
export function resolveBffSettings(config: Config, sandbox: SandboxInfo | undefined): BffSettings {
  const env = config.env;
  const fallback = config.mode === 'sandbox' ? sandbox : undefined;
  const problems: string[] = [];
  const pem = readPartnerPem(config, fallback?.partnerPrivateKeyFile, problems);
  const settings: BffSettings = {
    mode: config.mode,
    publicUrl: config.publicUrl,
    tradeBaseUrl: required(env.TRADE_BASE_URL ?? fallback?.tradeBaseUrl, 'TRADE_BASE_URL', problems),
    tradeUserUrl: required(env.TRADE_USER_URL ?? fallback?.tradeUserUrl, 'TRADE_USER_URL', problems),
    merchantBaseUrl: required(env.MERCHANT_BASE_URL ?? fallback?.merchantBaseUrl, 'MERCHANT_BASE_URL', problems),
    partnerId: required(env.PARTNER_ID ?? fallback?.partnerId, 'PARTNER_ID', problems),
    partnerPrivateKeyPem: pem ?? '',
    partnerKeyAlgorithm: env.PARTNER_KEY_ALGORITHM,
    merchantApiKey: required(env.MERCHANT_API_KEY ?? fallback?.merchantApiKey, 'MERCHANT_API_KEY', problems),
    merchantApiSecret: required(
      env.MERCHANT_API_SECRET ?? fallback?.merchantApiSecret,
      'MERCHANT_API_SECRET',
      problems,
    ),
    merchantIpnSecret: required(
      env.MERCHANT_IPN_SECRET ?? fallback?.merchantIpnSecret,
      'MERCHANT_IPN_SECRET',
      problems,
    ),
    merchantAuthScheme: config.merchantAuthScheme,
    partnerWebhookSecret: env.PARTNER_WEBHOOK_SECRET ?? fallback?.partnerWebhookSecret,
    allowedOrigins: env.ALLOWED_ORIGINS,
    sessionSecret:
      env.SESSION_SECRET ??
      (config.mode === 'sandbox'
        ? sandboxSecret(config.dataDir, SANDBOX_SECRET_FILES.session)
        : required<string>(undefined, 'SESSION_SECRET', problems)),
    adminToken:
      env.PARTNER_ADMIN_TOKEN ??
      (config.mode === 'sandbox' ? sandboxSecret(config.dataDir, SANDBOX_SECRET_FILES.admin) : undefined),
    locales: env.WIDGET_LOCALES,
    upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
    paymentPollMs: env.PAYMENT_POLL_MS,
    tradePollMs: env.TRADE_POLL_MS,
    btcNetwork: env.BTC_NETWORK ?? (config.mode === 'sandbox' ? 'testnet' : 'mainnet'),
    authRateLimitPerMinute: env.BFF_AUTH_RATE_LIMIT_PER_MINUTE,
    sandboxToolsUrl: fallback?.sandboxUrl,
    termsUrl: env.TERMS_URL,
    supportUrl: env.SUPPORT_URL,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return settings;
}
