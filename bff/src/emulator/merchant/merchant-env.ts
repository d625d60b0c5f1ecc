// What the Merchant API's domain modules need besides the time: the database, the deployment's settings that
// show up in resources (payment page URLs) and callbacks (signature header name), and the emulator's own objects.
import type { Database } from '../../db/database';
import type { EmulatorContext } from '../context';
import type { DueWatch } from './due-watch';
import type { MerchantAccounts } from './merchant-account';

export interface MerchantEnv {
  db: Database;
  /** Origin of this server; payment pages and refund address pages live under it. */
  publicUrl: string;
  /** The Authorization scheme token, also the `<Scheme>` of `X-<Scheme>-Callback-Signature`. */
  scheme: string;
  /** When the next time-driven move can fall due (due-transitions.ts). */
  dueWatch: DueWatch;
  /** Merchants kept by API key (merchant-account.ts). */
  merchantAccounts: MerchantAccounts;
}

export function merchantEnv(ctx: EmulatorContext): MerchantEnv {
  return {
    db: ctx.db,
    publicUrl: ctx.config.publicUrl,
    scheme: ctx.config.merchantAuthScheme,
    dueWatch: ctx.dueWatch,
    merchantAccounts: ctx.merchantAccounts,
  };
}

/** Invoices wait this long for payment. */
export const INVOICE_LIFETIME_SECONDS = 15 * 60;
/** Confirmations every counted payment needs before a paid invoice is `complete` (testnet, sandbox). */
export const CONFIRMATIONS_REQUIRED = 1;
/** A queued refund or buy order is sent this long after it was queued. */
export const SEND_DELAY_SECONDS = 60;
/** A non-instant buy order's quote can be confirmed for this long. */
export const BUY_QUOTE_LIFETIME_SECONDS = 10 * 60;

export const addSeconds = (time: Date, seconds: number) => new Date(time.getTime() + seconds * 1000);
