// A Tradekit BFF in production mode in front of a sandbox, as a partner deploys one in front of the service: its
// upstream is the sandbox's emulated APIs, its partner and merchant are its own (made in the sandbox for it), so
// their webhooks and callbacks reach it, signed with its own secrets.
import { randomBytes } from 'node:crypto';
import type { CreatedMerchant, CreatedPartner } from './accounts';
import { removeDir, throwAwayDir } from './exit-cleanup';
import type { SandboxClient } from './sandbox-client';
import { startServerProcess } from './server-process';

export interface FrontBffOptions {
  /** Origins of your pages that embed its widget or call it from the browser (`ALLOWED_ORIGINS`). */
  allowedOrigins?: string[];
  /** Further settings of the BFF (`TERMS_URL`, `WIDGET_LOCALES`, `TRADE_POLL_MS`…). */
  settings?: Record<string, string>;
  /** Print its log on stderr. */
  log?: boolean;
}

export interface FrontBff {
  /** Its origin: browser API at `/api`, widget at `/widget/`, `tradekit.js`. */
  url: string;
  /** Its partner in the sandbox, with the private key its JWTs are signed with. */
  partner: CreatedPartner;
  /** Its merchant in the sandbox. */
  merchant: CreatedMerchant;
  /** Every setting it was started with (its `.env`). */
  settings: Record<string, string>;
  stop(): Promise<void>;
}

/** The sandbox's addresses a BFF in front of it needs. */
interface Upstream extends SandboxClient {
  tradeBaseUrl: string;
  tradeUserUrl: string;
  merchantBaseUrl: string;
}

/** Starts a production-mode BFF in front of `sandbox` on a free port. */
export async function startFrontBff(sandbox: Upstream, options: FrontBffOptions = {}): Promise<FrontBff> {
  const dataDir = throwAwayDir('tradekit-bff-');
  const { merchant: own } = await sandbox.credentials();
  let made: { partner: CreatedPartner; merchant: CreatedMerchant; settings: Record<string, string> } | undefined;
  try {
    const server = await startServerProcess({
      log: options.log,
      settings: async (port) => {
        const url = `http://localhost:${port}`;
        const [partner, merchant] = await Promise.all([
          sandbox.createPartner({
            name: `BFF at ${url}`,
            webhookUrl: `${url}/api/partner/webhook`,
            trusted: true,
            kycAgreement: true,
          }),
          sandbox.createMerchant({ callbackUrl: `${url}/api/merchant/callback`, buyOrdersApproved: true }),
        ]);
        const settings = {
          ...options.settings,
          ...(options.allowedOrigins ? { ALLOWED_ORIGINS: options.allowedOrigins.join(',') } : {}),
          TRADEKIT_MODE: 'production',
          PORT: String(port),
          PUBLIC_URL: url,
          TRADEKIT_DATA_DIR: dataDir,
          SESSION_SECRET: randomBytes(32).toString('hex'),
          TRADE_BASE_URL: sandbox.tradeBaseUrl,
          TRADE_USER_URL: sandbox.tradeUserUrl,
          MERCHANT_BASE_URL: sandbox.merchantBaseUrl,
          MERCHANT_AUTH_SCHEME: own.authScheme,
          PARTNER_ID: partner.partnerId,
          PARTNER_PRIVATE_KEY: partner.privateKeyPem,
          PARTNER_KEY_ALGORITHM: 'ES256',
          PARTNER_WEBHOOK_SECRET: partner.webhookSecret,
          MERCHANT_API_KEY: merchant.apiKey,
          MERCHANT_API_SECRET: merchant.apiSecret,
          MERCHANT_IPN_SECRET: merchant.ipnSecret,
          // The sandbox's chain is testnet: payout addresses must be of it.
          BTC_NETWORK: 'testnet',
        };
        made = { partner, merchant, settings };
        return settings;
      },
    });
    return {
      url: server.publicUrl,
      ...made!,
      stop: async () => {
        await server.stop();
        removeDir(dataDir);
      },
    };
  } catch (error) {
    removeDir(dataDir);
    throw error;
  }
}
