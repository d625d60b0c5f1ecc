// Which flow events the partner page hears, in the widget protocol's names and payloads (README, events table).
import type { TradeFlowEvent } from '../src/app/flow/trade-flow-events';
import type { QuoteSelection } from '../src/features/quote/quote-model';
import type { WidgetEvent, WidgetEventMap, WidgetEventName, WidgetOptions } from './protocol';

/** The widget option each starting choice of the quote comes from (defaultQuoteOf). */
const OPTION_NAMES: Partial<Record<string, keyof WidgetOptions>> = {
  side: 'page',
  fiat: 'fiatCurrency',
  crypto: 'cryptoCurrency',
};

/** Flow events the partner page hears as they are: the protocol event of the same name, its fields as the payload. */
const FORWARDED = [
  'quoteChanged',
  'signedUp',
  'emailVerified',
  'profileCompleted',
  'kycStarted',
  'kycSubmitted',
  'kycFinished',
  'tradeCreated',
  'tradeCompleted',
  'tradeFailed',
] as const satisfies readonly (TradeFlowEvent['type'] & WidgetEventName)[];
type Forwarded = (typeof FORWARDED)[number];

// Checked by the compiler: each forwarded flow event's fields are its protocol event's payload, no more, no fewer.
type Fields<K extends Forwarded> = Omit<Extract<TradeFlowEvent, { type: K }>, 'type'>;
type SameKeys<A, B> = string extends keyof B // an empty payload (Record<string, never>): no fields at all
  ? [keyof A] extends [never]
    ? true
    : false
  : [keyof A] extends [keyof B]
    ? [keyof B] extends [keyof A]
      ? true
      : false
    : false;
type Fits<K extends Forwarded> = Fields<K> extends WidgetEventMap[K] ? SameKeys<Fields<K>, WidgetEventMap[K]> : false;
const payloadsMatch: { [K in Forwarded]: Fits<K> } = {
  quoteChanged: true,
  signedUp: true,
  emailVerified: true,
  profileCompleted: true,
  kycStarted: true,
  kycSubmitted: true,
  kycFinished: true,
  tradeCreated: true,
  tradeCompleted: true,
  tradeFailed: true,
};
void payloadsMatch;

const isForwarded = (type: string): type is Forwarded => (FORWARDED as readonly string[]).includes(type);

/**
 * The protocol event a flow event becomes, or undefined for the flow's own bookkeeping (steps, sign-in). A refused
 * option is also warned of in the console.
 */
export function widgetEventOf(event: TradeFlowEvent): WidgetEvent | undefined {
  if (event.type === 'optionRefused') {
    // Named as the partner wrote it (Tradekit.mount's options), and said in the console for the developer.
    const message = `The option ${OPTION_NAMES[event.option] ?? event.option} "${event.value}" was refused: ${event.reason}.`;
    console.warn(`Tradekit: ${message}`);
    return { name: 'error', payload: { code: 'option_refused', message } };
  }
  if (!isForwarded(event.type)) return undefined;
  const { type, ...payload } = event;
  return { name: type, payload } as WidgetEvent;
}

/** The quote's starting point from the partner's options. */
export function defaultQuoteOf(options: WidgetOptions): Partial<QuoteSelection> {
  return {
    side: options.page === 'sell' ? 'sell' : 'buy',
    ...(options.fiatCurrency ? { fiat: options.fiatCurrency } : {}),
    ...(options.cryptoCurrency ? { crypto: options.cryptoCurrency } : {}),
    ...(options.amount ? { amount: options.amount, amountIn: 'fiat' as const } : {}),
  };
}
