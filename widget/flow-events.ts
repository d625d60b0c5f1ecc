// Which flow events the partner page hears, in the widget protocol's names and payloads (README, events table).
import type { TradeFlowEvent } from '../src/app/flow/trade-flow-events';
import type { QuoteSelection } from '../src/features/quote/quote-model';
import {
  WIDGET_EVENT_NAMES,
  type WidgetEvent,
  type WidgetEventMap,
  type WidgetEventName,
  type WidgetOptions,
} from './protocol';

/** The widget option each starting choice of the quote comes from (defaultQuoteOf). */
const OPTION_NAMES: Partial<Record<string, keyof WidgetOptions>> = {
  side: 'page',
  fiat: 'fiatCurrency',
  crypto: 'cryptoCurrency',
};

/** Protocol events the widget raises itself; every other one is a flow event of the same name, passed on as it is. */
const OWN_EVENTS: readonly string[] = ['ready', 'resize', 'error', 'close'] satisfies WidgetEventName[];
type Forwarded = Exclude<WidgetEventName, 'ready' | 'resize' | 'error' | 'close'>;

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
type AllFit = { [K in Forwarded]: Fits<K> }[Forwarded];
const payloadsFit: [AllFit] extends [true] ? true : never = true;
void payloadsFit;

const isForwarded = (type: string): type is Forwarded =>
  (WIDGET_EVENT_NAMES as readonly string[]).includes(type) && !OWN_EVENTS.includes(type);

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
