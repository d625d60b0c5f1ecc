// The ready-to-paste snippets of the sandbox's credentials (`GET /sandbox/credentials`): the script tag of a
// partner page, signed `curl`s of the Merchant API (list invoices, create one) and the `.env` of a BFF in front of
// this sandbox. One pure function, so the console shows exactly what a server test runs against the emulator.
import type * as z from 'zod/mini';
import type { SandboxCredentials } from './requests';

export type SandboxCredentialsView = z.output<typeof SandboxCredentials>;

export interface CredentialSnippets {
  /** The script tag of a partner page: the widget inline, through `tradekit.js` served by this sandbox's BFF. */
  scriptTag: string;
  /** A POSIX shell command that signs `GET /v3/invoices` as the Merchant API v3 asks, with openssl, and sends it. */
  merchantCurl: string;
  /** The same, signing `POST /v3/invoices` with the body it requires (`plugin_name` and `plugin_version` too). */
  merchantCreateCurl: string;
  /** The settings of a production-mode BFF whose upstream is this sandbox, for `node --env-file`. */
  bffEnv: string;
}

export interface SnippetOptions {
  /** The `.env`'s SESSION_SECRET (32+ characters): the caller makes a random one, so the function stays pure. */
  sessionSecret: string;
  /** A comment line said where a secret is left out (the console's "press Show secrets" in its language). */
  hiddenNote: string;
}

/** A value in single quotes, as POSIX shells read it literally. */
export const shellQuote = (value: string): string => `'${value.replace(/'/g, `'\\''`)}'`;

/** A `.env` value: bare when it is plain, else double-quoted. */
const envValue = (value: string): string => (/^[\w.:/@+-]*$/.test(value) ? value : JSON.stringify(value));

const comment = (text: string): string => `# ${text.replace(/\s+/g, ' ')}`;

function scriptTag(credentials: SandboxCredentialsView): string {
  const bff = credentials.urls.bffUrl;
  // tradekit.js reads `data-tradekit` (inline) and `data-locale`; the BFF is where the script came from.
  return [
    `<!-- Your page's origin must be in the BFF's ALLOWED_ORIGINS (${bff} itself always is). -->`,
    '<div data-tradekit="inline" data-locale="en"></div>',
    `<script async src="${bff}/tradekit.js"></script>`,
  ].join('\n');
}

/** The variables and the signed header of one Merchant API request, as shell lines ending with the `-H` line. */
function signedRequest(credentials: SandboxCredentialsView, options: SnippetOptions, request: string): string[] {
  const { merchant, urls } = credentials;
  const secret =
    merchant.apiSecret === null
      ? [comment(options.hiddenNote), 'MERCHANT_API_SECRET="${MERCHANT_API_SECRET:?set MERCHANT_API_SECRET first}"']
      : [`MERCHANT_API_SECRET=${shellQuote(merchant.apiSecret)}`];
  return [
    `MERCHANT_BASE_URL=${shellQuote(urls.merchantBaseUrl)}`,
    `MERCHANT_API_KEY=${shellQuote(merchant.apiKey)}`,
    ...secret,
    // POSIX sh has no $RANDOM: the microseconds come from /dev/urandom, so two requests in one second differ.
    '# A new nonce for every request: the Unix time in microseconds.',
    'nonce=$(( $(date +%s) * 1000000 + $(od -An -N4 -tu4 /dev/urandom) % 1000000 ))',
    '# signature = lowercase hex HMAC-SHA256(nonce + API key), keyed with the API secret.',
    `signature=$(printf '%s' "$nonce$MERCHANT_API_KEY" | openssl dgst -sha256 -hmac "$MERCHANT_API_SECRET" | sed 's/^.*= //')`,
    `${request} \\`,
    `  -H "Authorization: ${merchant.authScheme} apikey=\\"$MERCHANT_API_KEY\\", nonce=\\"$nonce\\", signature=\\"$signature\\""`,
  ];
}

function merchantCurl(credentials: SandboxCredentialsView, options: SnippetOptions): string {
  return signedRequest(credentials, options, 'curl -sS "$MERCHANT_BASE_URL/v3/invoices"').join('\n');
}

/** The body of the create snippet: a price, and the name and version of the integration, which the API requires. */
const createBody = JSON.stringify(
  { amount: 10, currency: 'EUR', plugin_name: 'my-shop', plugin_version: '1.0.0', description: 'Order 1001' },
  null,
  2,
);

function merchantCreateCurl(credentials: SandboxCredentialsView, options: SnippetOptions): string {
  const lines = signedRequest(credentials, options, 'curl -sS -X POST "$MERCHANT_BASE_URL/v3/invoices"');
  return [
    '# plugin_name and plugin_version are required: the name and version of your integration.',
    ...lines.slice(0, -1),
    `${lines.at(-1)!} \\`,
    "  -H 'Content-Type: application/json' \\",
    `  -d ${shellQuote(createBody)}`,
  ].join('\n');
}

function bffEnv(credentials: SandboxCredentialsView, options: SnippetOptions): string {
  const { partner, merchant, urls } = credentials;
  const setting = (name: string, value: string | null): string =>
    value === null ? comment(`${name}: ${options.hiddenNote}`) : `${name}=${envValue(value)}`;
  return [
    '# A BFF in production mode in front of this sandbox: node --env-file=.env --import tsx bff/src/main.ts',
    '# The sandbox sends its webhooks and callbacks to its own BFF, not to this one.',
    'TRADEKIT_MODE=production',
    'PORT=4001',
    'PUBLIC_URL=http://localhost:4001',
    'TRADEKIT_DATA_DIR=./data-bff',
    setting('SESSION_SECRET', options.sessionSecret),
    setting('TRADE_BASE_URL', urls.tradeBaseUrl),
    setting('TRADE_USER_URL', urls.tradeUserUrl),
    setting('MERCHANT_BASE_URL', urls.merchantBaseUrl),
    setting('MERCHANT_AUTH_SCHEME', merchant.authScheme),
    setting('PARTNER_ID', partner.id),
    setting('PARTNER_KEY_ALGORITHM', partner.keyAlgorithm),
    setting('PARTNER_PRIVATE_KEY_FILE', partner.privateKeyFile),
    setting('PARTNER_WEBHOOK_SECRET', partner.webhookSecret),
    setting('MERCHANT_API_KEY', merchant.apiKey),
    setting('MERCHANT_API_SECRET', merchant.apiSecret),
    setting('MERCHANT_IPN_SECRET', merchant.ipnSecret),
    // The sandbox's chain is testnet: payout addresses must be of it.
    'BTC_NETWORK=testnet',
  ].join('\n');
}

/** The three snippets of `credentials`; a secret answered as null is left out with `hiddenNote` in its place. */
export function credentialSnippets(credentials: SandboxCredentialsView, options: SnippetOptions): CredentialSnippets {
  return {
    scriptTag: scriptTag(credentials),
    merchantCurl: merchantCurl(credentials, options),
    merchantCreateCurl: merchantCreateCurl(credentials, options),
    bffEnv: bffEnv(credentials, options),
  };
}
