// @tradekit/testing: the whole Tradekit sandbox inside a partner's or merchant's own tests. The package's public
// face, named exports only; the Playwright fixture is `@tradekit/testing/playwright`.

/** Starts the whole sandbox on a free port with a throw-away data dir; `stop()` ends it. */
export { startSandbox, type Sandbox, type SandboxOptions } from './start-sandbox';
/** The helpers alone, for a sandbox already running (`npm start`): `new SandboxClient('http://localhost:4000/sandbox')`. */
export { SandboxClient } from './sandbox-client';
export type {
  CallbackDelivery,
  CardPaymentResult,
  ClockMove,
  CreatedMerchant,
  CreatedPartner,
  DecisionOptions,
  DeliveryMatch,
  IdentificationDecision,
  IdentificationState,
  Invoice,
  InvoiceRef,
  InvoiceRequest,
  MailboxMessage,
  MerchantKey,
  MerchantOptions,
  PartnerOptions,
  PaymentOptions,
  RejectReason,
  SandboxCredentials,
  SandboxInvoice,
  SandboxTrade,
  SandboxTrader,
  TradeRef,
  TradeState,
} from './sandbox-client';
/** A BFF in production mode in front of a sandbox (`sandbox.startBff()`). */
export type { FrontBff, FrontBffOptions } from './front-bff';
/** What a simulated bitcoin payment sends. */
export type { PaymentAmount } from './payment-amount';
/** A sandbox route refused a helper's call; its message is the route's own. */
export { SandboxRefusal, type WaitOptions } from './sandbox-http';
/** Seconds in "16m", "7d", "1h 30m". */
export { parseDuration } from './duration';
/** The HMAC-SHA256 signatures of webhooks and callbacks, as a receiver checks them. */
export { isSignedBy, signatureHeaderOf, signatureOf, verifyDeliverySignature } from './signatures';
