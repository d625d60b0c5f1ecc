// Everything the browser API's routes share, built once per server from the resolved settings: the upstream
// clients (the same ones a partner uses against the real service), the signers, the session machinery, and the
// storage every instance shares (made by the composition root: SQLite or PostgreSQL), closed with the context.
import type { Clock } from '../clock';
import { createMerchantClient, type MerchantClient } from '../upstream/merchant-client';
import { createMerchantSigner } from '../upstream/merchant-signer';
import { createPartnerSigner, type PartnerSigner } from '../upstream/partner-signer';
import { ServiceClock } from '../upstream/service-clock';
import { createTradeClient, type TradeClient } from '../upstream/trade-client';
import { defaultRetryPolicy, type RetryPolicy } from '../upstream/transport';
import { AttemptLimiter } from './attempt-limit';
import { InvoiceEvents } from './invoice-events';
import { createSessionCrypto, type SessionCrypto } from './session-crypto';
import { SessionStore } from './session-store';
import type { BffSettings } from './settings';
import type { BffStorage } from './storage/bff-storage';
import { TradeEvents } from './trade-events';
import { UserTokens } from './user-tokens';

export interface BffContext {
  settings: BffSettings;
  /** Sessions, used widget tokens, refresh leases, rate windows, invoice changes: what instances share. */
  storage: BffStorage;
  clock: Clock;
  /** The service's time, learned from its answers: what the views count down against (X-Service-Time). */
  serviceClock: ServiceClock;
  trade: TradeClient;
  merchant: MerchantClient;
  partnerSigner: PartnerSigner;
  crypto: SessionCrypto;
  sessions: SessionStore;
  tokens: UserTokens;
  /** Live payment page updates. */
  invoiceEvents: InvoiceEvents;
  /** Live trade updates to the widget. */
  tradeEvents: TradeEvents;
  /** Attempts per client address on the routes whose `rateLimit` names a budget (sign-in and the like). */
  attempts: AttemptLimiter;
  /**
   * Origins whose pages may call state-changing routes and be returned to (`returnUrl`): this BFF's own, and the
   * partner's allowed ones.
   */
  allowedOrigins: ReadonlySet<string>;
  /** Stops the payment pages' hubs and closes the storage it was given; the server calls it once, when it closes. */
  close(): Promise<void>;
}

/** The context on `storage`, which it owns from now on: closing the context closes the storage. */
export function createBffContext(
  settings: BffSettings,
  storage: BffStorage,
  clock: Clock,
  retry: RetryPolicy = defaultRetryPolicy,
): BffContext {
  const serviceClock = new ServiceClock(clock);
  const transport = { timeoutMs: settings.upstreamTimeoutMs, retry, userAgent: 'Tradekit-BFF/0.1', serviceClock };
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
  const sessions = new SessionStore(storage.sessions, crypto, clock);
  const invoiceEvents = new InvoiceEvents({
    changes: storage.changes,
    pollBudget: storage.rateWindows,
  });
  const tradeEvents = new TradeEvents({ changes: storage.changes, pollBudget: storage.rateWindows });
  return {
    settings,
    storage,
    clock,
    serviceClock,
    trade,
    merchant,
    partnerSigner,
    crypto,
    sessions,
    tokens: new UserTokens({ store: sessions, locks: storage.refreshLocks, trade, clock }),
    invoiceEvents,
    tradeEvents,
    attempts: new AttemptLimiter(storage.rateWindows, { auth: settings.authRateLimitPerMinute }, clock),
    allowedOrigins: new Set([new URL(settings.publicUrl).origin, ...settings.allowedOrigins]),
    async close() {
      await Promise.all([invoiceEvents.close(), tradeEvents.close()]);
      await storage.close();
    },
  };
}
