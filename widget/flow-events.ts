// Which flow events the partner page hears, in the widget protocol's names and payloads (README, events table).
import type { TradeFlowEvent } from '../src/app/flow/trade-flow-events';
import type { QuoteSelection } from '../src/features/quote/quote-model';
import type { WidgetBridge } from './bridge';
import type { WidgetEvent, WidgetEventMap, WidgetEventName, WidgetOptions } from './protocol';

/** The widget option each starting choice of the quote comes from (defaultQuoteOf). */
const OPTION_NAMES: Partial<Record<string, keyof WidgetOptions>> = {
  side: 'page',
  fiat: 'fiatCurrency',
  crypto: 'cryptoCurrency',
};

/** Protocol events the widget raises itself; every other one is a flow event of the same name, passed on as it is. */
type Forwarded = Exclude<WidgetEventName, 'ready' | 'resize' | 'error' | 'close'>;
/**
 * The flow's own bookkeeping, which stays inside the widget (a refused choice is told as its option's refusal, and
 * the widget's frame is the BFF's own origin, which the BFF never refuses): every other flow event is forwarded.
 */
const FLOW_ONLY = [
  'step',
  'quoteAccepted',
  'signedIn',
  'signedOut',
  'completed',
  'optionRefused',
  'error',
] as const satisfies readonly TradeFlowEvent['type'][];

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
// And the flow's events are those and its bookkeeping, no other: a new flow event is put in one or the other.
type Passed = Exclude<TradeFlowEvent['type'], (typeof FLOW_ONLY)[number]>;
const flowEventsSorted: [Passed] extends [Forwarded] ? ([Forwarded] extends [Passed] ? true : never) : never = true;
void flowEventsSorted;

const isForwarded = (type: string): type is Forwarded => !(FLOW_ONLY as readonly string[]).includes(type);

/** The protocol event a flow event becomes, or undefined for the flow's own bookkeeping (steps, sign-in). */
export function widgetEventOf(event: TradeFlowEvent): WidgetEvent | undefined {
  if (!isForwarded(event.type)) return undefined;
  const { type, ...payload } = event;
  return { name: type, payload } as WidgetEvent;
}

/**
 * Tells the host page of a flow event: a protocol event, or for a starting choice the quote refused, the refusal of
 * the option it came from, named as the partner wrote it (Tradekit.mount's options).
 */
export function tellHost(bridge: Pick<WidgetBridge, 'emit' | 'refuse'>, event: TradeFlowEvent): void {
  if (event.type === 'optionRefused')
    return bridge.refuse(OPTION_NAMES[event.option] ?? event.option, event.value, event.reason);
  const message = widgetEventOf(event);
  if (message) bridge.emit(message.name, message.payload as never);
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
