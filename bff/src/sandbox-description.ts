// What the sandbox tells the rest of the server about itself: where each part lives and its own partner and
// merchant, as `sandbox.json` holds them. The emulator writes it and the browser API reads it, so it lives in
// neither half.
import path from 'node:path';

export interface SandboxUrls {
  bffUrl: string;
  tradeBaseUrl: string;
  tradeUserUrl: string;
  merchantBaseUrl: string;
  sandboxUrl: string;
}

/** Everything `sandbox.json` holds. */
export interface SandboxInfo extends SandboxUrls {
  partnerId: string;
  /** The same partner's integer id, for clients that name partners by number (`bitcoin-coinify-client`). */
  partnerNumber: number;
  partnerPrivateKeyFile: string;
  /** Key of the lowercase hex HMAC-SHA256 in `X-<Scheme>-Webhook-Signature` of the partner's webhooks. */
  partnerWebhookSecret: string;
  merchantApiKey: string;
  merchantApiSecret: string;
  merchantIpnSecret: string;
  merchantAuthScheme: string;
}

/** Where each part lives on this server; the BFF reaches the emulator only through these URLs. */
export function sandboxUrls(publicUrl: string): SandboxUrls {
  return {
    bffUrl: publicUrl,
    tradeBaseUrl: `${publicUrl}/trade`,
    tradeUserUrl: `${publicUrl}/user`,
    merchantBaseUrl: `${publicUrl}/merchant`,
    sandboxUrl: `${publicUrl}/sandbox`,
  };
}

/** The files the sandbox keeps in the data dir: its description, and its partner's private key (EC P-256, ES256). */
export function sandboxFiles(dataDir: string): { description: string; partnerPrivateKey: string } {
  return {
    description: path.join(dataDir, 'sandbox.json'),
    partnerPrivateKey: path.join(dataDir, 'partner-private-key.pem'),
  };
}

/**
 * What a BFF in production mode is given to sit in front of this sandbox as it would in front of the real service:
 * its upstream URLs and the sandbox's partner and merchant. The rest (PUBLIC_URL, SESSION_SECRET…) is the
 * instance's own.
 */
export function upstreamSettingsOf(sandbox: SandboxInfo): Record<string, string> {
  return {
    TRADE_BASE_URL: sandbox.tradeBaseUrl,
    TRADE_USER_URL: sandbox.tradeUserUrl,
    MERCHANT_BASE_URL: sandbox.merchantBaseUrl,
    MERCHANT_AUTH_SCHEME: sandbox.merchantAuthScheme,
    PARTNER_ID: sandbox.partnerId,
    PARTNER_PRIVATE_KEY_FILE: sandbox.partnerPrivateKeyFile,
    PARTNER_WEBHOOK_SECRET: sandbox.partnerWebhookSecret,
    MERCHANT_API_KEY: sandbox.merchantApiKey,
    MERCHANT_API_SECRET: sandbox.merchantApiSecret,
    MERCHANT_IPN_SECRET: sandbox.merchantIpnSecret,
    // The sandbox's chain is testnet: a production-mode BFF in front of it takes testnet payout addresses.
    BTC_NETWORK: 'testnet',
  };
}
