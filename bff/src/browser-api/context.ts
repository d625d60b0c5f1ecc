// Everything the browser API's routes share, built once per server from the resolved settings: the upstream
// clients (the same ones a partner uses against the real service), the signers, and the session machinery.
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { createMerchantClient, type MerchantClient } from '../upstream/merchant-client';
import { createMerchantSigner } from '../upstream/merchant-signer';
import { createPartnerSigner, type PartnerSigner } from '../upstream/partner-signer';
import { createTradeClient, type TradeClient } from '../upstream/trade-client';
import { defaultRetryPolicy, type RetryPolicy } from '../upstream/transport';
import { InvoiceEvents } from './invoice-events';
import { createSessionCrypto, type SessionCrypto } from './session-crypto';
import { SessionStore } from './session-store';
import type { BffSettings } from './settings';
import { UserTokens } from './user-tokens';

export interface BffContext {
  settings: BffSettings;
  db: Database;
  clock: Clock;
  trade: TradeClient;
  merchant: MerchantClient;
  partnerSigner: PartnerSigner;
  crypto: SessionCrypto;
  sessions: SessionStore;
  tokens: UserTokens;
  /** Live payment page updates. */
  invoiceEvents: InvoiceEvents;
  /** Origins whose pages may call state-changing routes: this BFF's own, and the partner's allowed ones. */
  allowedOrigins: ReadonlySet<string>;
}

export function createBffContext(
  settings: BffSettings,
  db: Database,
  clock: Clock,
  retry: RetryPolicy = defaultRetryPolicy,
): BffContext {
  const transport = { timeoutMs: settings.upstreamTimeoutMs, retry, userAgent: 'Tradekit-BFF/0.1' };
  const trade = createTradeClient({ baseUrl: settings.tradeBaseUrl, userUrl: settings.tradeUserUrl, transport });
  const merchant = createMerchantClient({
    baseUrl: settings.merchantBaseUrl,
    signer: createMerchantSigner(
      { apiKey: settings.merchantApiKey, apiSecret: settings.merchantApiSecret, scheme: settings.merchantAuthScheme },
      clock,
    ),
    transport,
  });
  const partnerSigner = createPartnerSigner({
    partnerId: settings.partnerId,
    privateKeyPem: settings.partnerPrivateKeyPem,
    algorithm: settings.partnerKeyAlgorithm,
    clock,
  });
  const crypto = createSessionCrypto(settings.sessionSecret);
  const sessions = new SessionStore(db, crypto, clock);
  return {
    settings,
    db,
    clock,
    trade,
    merchant,
    partnerSigner,
    crypto,
    sessions,
    tokens: new UserTokens({ store: sessions, trade, clock }),
    invoiceEvents: new InvoiceEvents(),
    allowedOrigins: new Set([new URL(settings.publicUrl).origin, ...settings.allowedOrigins]),
  };
}
