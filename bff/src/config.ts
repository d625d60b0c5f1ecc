// The server's one configuration schema. It is read from the environment once at start-up; a missing or bad
// value stops the process with one readable list of everything that is wrong, never a crash later on.
import { locales as shippedLocales } from '#i18n/core';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { issuePath } from '#contract/issues';

const PartnerKeyAlgorithm = z.enum(['RS256', 'RS384', 'RS512', 'ES256', 'ES384', 'ES512']);

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
  .transform((v) => v.replace(/\/+$/, ''));

/** A postgres:// or postgresql:// URI (it may hold a password: never repeated in a message). */
function isPostgresUri(value: string): boolean {
  try {
    return ['postgres:', 'postgresql:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const integerFrom = (min: number, max: number, fallback: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
    .optional()
    .transform((v) => v ?? fallback);

/** Environment variables the server reads, with what each means. */
export const ConfigEnv = z
  .object({
    TRADEKIT_MODE: z.enum(['sandbox', 'production']).default('sandbox'),
    PORT: integerFrom(1, 65535, 4000),
    HOST: z.string().trim().min(1).default('localhost'),
    /** Origin browsers use to reach this server; defaults to http://localhost:PORT. */
    PUBLIC_URL: httpUrl.optional(),
    TRADEKIT_DATA_DIR: z.string().trim().min(1).default('./data'),
    /** PostgreSQL for the BFF's shared state, so several instances can serve together; unset: the SQLite file. */
    DATABASE_URL: z
      .string()
      .trim()
      .refine(isPostgresUri, 'must be a postgres:// or postgresql:// URI like postgres://user:password@host:5432/db')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
    /** Scheme token of the merchant Authorization header and of signature header names (`X-<Scheme>-…`). */
    MERCHANT_AUTH_SCHEME: z
      .string()
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9-]*$/, 'must be a single token of letters, digits and dashes')
      .default('Service'),
    MERCHANT_RATE_LIMIT_PER_MINUTE: integerFrom(1, 1_000_000, 100),
    /** Trade API abuse limit per client address and endpoint group (sign-up, login, code checks). */
    TRADE_AUTH_RATE_LIMIT_PER_MINUTE: integerFrom(1, 1_000_000, 300),
    /**
     * The BFF's own limit per client address on attempts at signing in (sign-up, login, email code, password reset),
     * counted across all instances; e2e and benchmarks, signing many up from one address, raise it.
     */
    BFF_AUTH_RATE_LIMIT_PER_MINUTE: integerFrom(1, 1_000_000, 20),
    // The BFF's upstream and partner settings. In sandbox mode each defaults to the sandbox's own values.
    TRADE_BASE_URL: httpUrl.optional(),
    TRADE_USER_URL: httpUrl.optional(),
    MERCHANT_BASE_URL: httpUrl.optional(),
    PARTNER_ID: z.uuid({ error: 'must be a UUID' }).optional(),
    PARTNER_PRIVATE_KEY_FILE: optionalString,
    PARTNER_PRIVATE_KEY: optionalString,
    PARTNER_KEY_ALGORITHM: PartnerKeyAlgorithm.default('ES256'),
    MERCHANT_API_KEY: optionalString,
    MERCHANT_API_SECRET: optionalString,
    MERCHANT_IPN_SECRET: optionalString,
    /** Key of the HMAC the Trade API signs partner webhooks with; unset in production: the webhook refuses calls. */
    PARTNER_WEBHOOK_SECRET: optionalString,
    /** Comma-separated origins allowed to embed the widget and call the browser API. */
    ALLOWED_ORIGINS: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const origins = (v ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        for (const origin of origins) {
          let parsed: URL | undefined;
          try {
            parsed = new URL(origin);
          } catch {
            parsed = undefined;
          }
          if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin) {
            ctx.addIssue({ code: 'custom', message: `"${origin}" is not an origin like https://shop.example` });
          }
        }
        return origins;
      }),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * Bearer token the partner's own server uses on the BFF's partner endpoints (trusted widget sessions, partner
     * KYC). Unset in production: those endpoints refuse every call. Sandbox: generated once into the data dir.
     */
    PARTNER_ADMIN_TOKEN: z.string().trim().min(32, 'must be at least 32 characters').optional(),
    /** Comma-separated locales the widget offers, the first being the default. */
    WIDGET_LOCALES: z
      .string()
      .optional()
      .transform((v, ctx) => {
        // Every locale the kit ships, unless the partner narrows them.
        const locales = (v ?? shippedLocales.join(','))
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        for (const locale of locales) {
          if (!/^[a-z]{2,3}(?:-[A-Z]{2})?$/.test(locale))
            ctx.addIssue({ code: 'custom', message: `"${locale}" is not a locale like en or pt-BR` });
        }
        return locales.length ? locales : ['en'];
      }),
    /**
     * The merchant's language for the payment page: what a payer sees whose browser asks for no language Tradekit
     * ships (a browser that asks for one it ships gets that one).
     */
    PAYMENT_PAGE_LOCALE: z.enum(shippedLocales).default('en'),
    /** How long the BFF waits for one upstream answer before it counts as no answer. */
    UPSTREAM_TIMEOUT_MS: integerFrom(100, 120_000, 10_000),
    /** How often an open payment page asks the Merchant API for changes when no callback came (fallback). */
    PAYMENT_POLL_MS: integerFrom(100, 600_000, 5_000),
    /** How often an open trade stream asks the Trade API for its trade when no partner webhook came (fallback). */
    TRADE_POLL_MS: integerFrom(100, 600_000, 10_000),
    /**
     * The bitcoin network of payout addresses the BFF accepts; default testnet in sandbox mode, mainnet in
     * production (a production BFF in front of the service's own test environment sets testnet).
     */
    BTC_NETWORK: z.optional(z.enum(['mainnet', 'testnet'])),
    /** The partner terms a customer must accept (a required checkbox) at sign-up; unset: no checkbox. */
    TERMS_URL: z
      .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL like https://shop.example/terms' })
      .optional(),
    /** Where customers reach the partner support, e.g. after a final identity rejection; unset: no link. */
    SUPPORT_URL: z
      .url({
        protocol: /^(https?|mailto)$/,
        error: 'must be an absolute http(s) URL or a mailto: address like mailto:support@shop.example',
      })
      .refine((v) => !v.startsWith('mailto:') || v.includes('@'), 'a mailto: address needs an email after it')
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.TRADEKIT_MODE !== 'production') return;
    const required = [
      'PUBLIC_URL',
      'TRADE_BASE_URL',
      'TRADE_USER_URL',
      'MERCHANT_BASE_URL',
      'PARTNER_ID',
      'MERCHANT_API_KEY',
      'MERCHANT_API_SECRET',
      'MERCHANT_IPN_SECRET',
      'SESSION_SECRET',
    ] as const;
    for (const key of required) {
      if (env[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: 'required in production mode' });
    }
    if (!env.PARTNER_PRIVATE_KEY_FILE && !env.PARTNER_PRIVATE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['PARTNER_PRIVATE_KEY_FILE'],
        message: 'required in production mode (or PARTNER_PRIVATE_KEY with the PEM itself)',
      });
    }
  });

export type ConfigEnv = z.infer<typeof ConfigEnv>;

/** Settings whose values are secrets: a problem with one names the setting and the rule, never the value. */
export const SECRET_SETTINGS: ReadonlySet<string> = new Set([
  'SESSION_SECRET',
  'PARTNER_ADMIN_TOKEN',
  'PARTNER_PRIVATE_KEY',
  'MERCHANT_API_KEY',
  'MERCHANT_API_SECRET',
  'MERCHANT_IPN_SECRET',
  'PARTNER_WEBHOOK_SECRET',
  'DATABASE_URL',
]);

export interface Config {
  mode: 'sandbox' | 'production';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseFile: string;
  /** DATABASE_URL: the BFF's storage is PostgreSQL when set, the SQLite file otherwise. */
  databaseUrl: string | undefined;
  logLevel: ConfigEnv['LOG_LEVEL'];
  merchantAuthScheme: string;
  merchantRateLimitPerMinute: number;
  tradeAuthRateLimitPerMinute: number;
  env: ConfigEnv;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Tradekit cannot start; fix these settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(source: Record<string, string | undefined>, cwd = process.cwd()): Config {
  // Empty variables count as unset: `PORT= npm start` should mean "the default", not "invalid".
  const env = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ConfigEnv.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const key = issuePath(issue.path);
        const given = typeof env[key] === 'string' && !SECRET_SETTINGS.has(key) ? ` (got "${env[key]}")` : '';
        return `${key}: ${issue.message}${given}`;
      }),
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(cwd, e.TRADEKIT_DATA_DIR);
  return {
    mode: e.TRADEKIT_MODE,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    dataDir,
    databaseFile: path.join(dataDir, 'tradekit.sqlite'),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    merchantAuthScheme: e.MERCHANT_AUTH_SCHEME,
    merchantRateLimitPerMinute: e.MERCHANT_RATE_LIMIT_PER_MINUTE,
    tradeAuthRateLimitPerMinute: e.TRADE_AUTH_RATE_LIMIT_PER_MINUTE,
    env: e,
  };
}

/** `fs.accessSync` as a yes or no. */
function allows(file: string, mode: number): boolean {
  try {
    fs.accessSync(file, mode);
    return true;
  } catch {
    return false;
  }
}

/**
 * What keeps the server from writing its data dir, found without writing anything: the dir (or, when it does not
 * exist yet, the nearest folder above it, where it will be made) must be a writable folder, and an existing
 * database file readable and writable.
 */
export function dataDirProblems(config: Config): string[] {
  let dir = config.dataDir;
  while (!fs.existsSync(dir) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  const what = dir === config.dataDir ? `"${dir}"` : `"${dir}" (where "${config.dataDir}" would be made)`;
  if (!fs.statSync(dir).isDirectory()) return [`TRADEKIT_DATA_DIR: ${what} is not a folder`];
  if (!allows(dir, fs.constants.W_OK | fs.constants.X_OK)) return [`TRADEKIT_DATA_DIR: cannot write in ${what}`];
  if (fs.existsSync(config.databaseFile) && !allows(config.databaseFile, fs.constants.R_OK | fs.constants.W_OK))
    return [`TRADEKIT_DATA_DIR: cannot read and write the database "${config.databaseFile}"`];
  return [];
}
