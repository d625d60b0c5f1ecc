// The one definition of the messages the script-tag loader and the widget iframe exchange by postMessage.
// Types only (plus two constants), so the framework-free loader stays tiny; the iframe side validates incoming
// messages with the zod schemas in protocol-schema.ts, which mirror these types.
import type { TransferMedium } from '../src/api/contract/trade/enums';
import type { TradeState } from '../src/api/contract/trade/trades';

export const PROTOCOL = 'tradekit';
export const PROTOCOL_VERSION = 1;

/** Where the flow opens. */
export type WidgetPage = 'buy' | 'sell' | 'status';

/** What the host page may tell the widget; none of it is secret (the widget session is short-lived and signed). */
export interface WidgetOptions {
  partnerId?: string;
  /** Language of the widget, a shipped locale such as `en`, `fr` or `ar` (README, "Languages", for the order). */
  locale?: string;
  /** Main colour of buttons and links (a CSS colour), and `light` or `dark`. */
  theme?: { primaryColor?: string; mode?: 'light' | 'dark' };
  /** The quote's fiat currency at the start, e.g. "EUR". */
  fiatCurrency?: string;
  /** The quote's crypto currency at the start, e.g. "BTC". */
  cryptoCurrency?: string;
  /** Decimal string in the fiat currency, e.g. "250" or "99.95". */
  amount?: string;
  /** First page: `buy`, `sell` or `status`. */
  page?: WidgetPage;
  /** A signed widget session from the partner's own server (trusted sign-up with an already-verified email). */
  widgetSession?: string;
  /** Where the purchased crypto goes. */
  walletAddress?: string;
}

/**
 * Events the widget reports to the host page, by name, with their payloads. `ready` comes first, always: the widget
 * holds back every other event until it has reported it (README, "The order of events").
 */
export interface WidgetEventMap {
  /** The widget is on screen and listening. */
  ready: Record<string, never>;
  resize: { height: number };
  /**
   * A new approximate price is on screen. `baseAmount` is the amount priced, in `baseCurrency` (the currency the
   * customer pays in, whichever amount they typed), before the pay-in fee; `totalAmount` is what they pay, that fee
   * included (the widget's "Total to pay"); `quoteAmount` is what they receive, in `quoteCurrency`, the
   * payout fee already taken: the amount typed when that is what they receive, else about that.
   */
  quoteChanged: {
    baseAmount: number;
    baseCurrency: string;
    totalAmount: number;
    quoteAmount: number;
    quoteCurrency: string;
  };
  signedUp: { accountType: 'individual' | 'corporate' };
  emailVerified: Record<string, never>;
  profileCompleted: Record<string, never>;
  kycStarted: { attemptId: string };
  kycSubmitted: { attemptId: string; result: 'submitted' | 'failed' };
  kycFinished: { attemptId: string; state: 'approved' | 'rejected'; rejectReason?: string | null };
  /** A trade was made from the order summary: its id, its first state, and how the customer pays (or sends). */
  tradeCreated: { tradeId: number; state: TradeState; medium: TransferMedium };
  /**
   * A sell waits for the customer's bitcoin: send exactly `amount` (BTC, a plain decimal string, never a float) to
   * `address`, or hand `paymentUri` (BIP21, `bitcoin:<address>?amount=<amount>`) to a wallet. Once per trade shown.
   */
  depositRequested: { tradeId: number; address: string; amount: string; paymentUri: string };
  /** The trade reached `completed` (`completed_test` in the sandbox): the customer gets what they bought or sold. */
  tradeCompleted: { tradeId: number };
  /** The trade ended without the customer getting anything. */
  tradeFailed: { tradeId: number; state: 'rejected' | 'expired' | 'cancelled' };
  /**
   * Something the customer cannot fix inside the widget. Codes include `origin_not_allowed` (this page's origin is
   * not in the BFF's ALLOWED_ORIGINS, so the browser refused to show the widget; reported by tradekit.js) and
   * `option_refused` (an option the widget cannot honour, named with its value and why; one event per option,
   * once, the others being kept).
   */
  error: { code: string; message: string };
  close: Record<string, never>;
  /**
   * The widget moved to another view (the next step, a trade, the history; not the first view) and focused its
   * heading. tradekit.js then scrolls the page to bring the frame's top into view if it is above the screen, unless
   * mounted with `scrollIntoView: false`.
   */
  viewChanged: Record<string, never>;
}

export type WidgetEventName = keyof WidgetEventMap;

/** Every event name, for code that forwards all of them (the React wrapper); the loader does not need it. */
export const WIDGET_EVENT_NAMES = [
  'ready',
  'resize',
  'quoteChanged',
  'signedUp',
  'emailVerified',
  'profileCompleted',
  'kycStarted',
  'kycSubmitted',
  'kycFinished',
  'tradeCreated',
  'depositRequested',
  'tradeCompleted',
  'tradeFailed',
  'error',
  'close',
  'viewChanged',
] as const satisfies readonly WidgetEventName[];

export type WidgetEvent = { [K in WidgetEventName]: { name: K; payload: WidgetEventMap[K] } }[WidgetEventName];

interface Envelope {
  protocol: typeof PROTOCOL;
  version: typeof PROTOCOL_VERSION;
  /** Identifies one mounted widget, so several on one page never mix their messages. */
  instanceId: string;
}

/** Host page → widget. */
export type HostMessage =
  (Envelope & { type: 'init'; options: WidgetOptions }) | (Envelope & { type: 'update'; options: WidgetOptions });

/** Widget → host page. `hello` is the handshake: the iframe is loaded and asks for its options. */
export type WidgetMessage = (Envelope & { type: 'hello' }) | (Envelope & { type: 'event'; event: WidgetEvent });

/** Query parameters of the iframe URL the loader builds (non-secret, needed for the first paint). */
export const IFRAME_PARAMS = {
  instance: 'instance',
  parentOrigin: 'parentOrigin',
  locale: 'locale',
  theme: 'theme',
  page: 'page',
  /** Where the quote starts: with them in the URL the widget asks for the quote before the host's init arrives. */
  fiatCurrency: 'fiat',
  cryptoCurrency: 'crypto',
  amount: 'amount',
  /** `overlay` when the loader shows the widget as a modal: Escape inside the frame then asks the host to close. */
  mode: 'mode',
} as const;
