// Which flow events the partner page hears, in the widget protocol's names and payloads (README, events table).
import type { TradeFlowEvent } from '../src/app/flow/trade-flow-events';
import type { QuoteSelection } from '../src/features/quote/quote-model';
import type { WidgetEvent, WidgetOptions } from './protocol';

/** The widget option each starting choice of the quote comes from (defaultQuoteOf). */
const OPTION_NAMES: Partial<Record<string, keyof WidgetOptions>> = {
  side: 'page',
  fiat: 'fiatCurrency',
  crypto: 'cryptoCurrency',
};

/**
 * The protocol event a flow event becomes, or undefined for the flow's own bookkeeping (steps, sign-in). A refused
 * option is also warned of in the console.
 */
export function widgetEventOf(event: TradeFlowEvent): WidgetEvent | undefined {
  switch (event.type) {
    case 'quoteChanged': {
      const { baseAmount, baseCurrency, quoteAmount, quoteCurrency } = event;
      return { name: 'quoteChanged', payload: { baseAmount, baseCurrency, quoteAmount, quoteCurrency } };
    }
    case 'signedUp':
      return { name: 'signedUp', payload: { accountType: event.accountType } };
    case 'emailVerified':
    case 'profileCompleted':
      return { name: event.type, payload: {} };
    case 'kycStarted':
      return { name: 'kycStarted', payload: { attemptId: event.attemptId } };
    case 'kycSubmitted':
      return { name: 'kycSubmitted', payload: { attemptId: event.attemptId, result: event.result } };
    case 'kycFinished':
      return {
        name: 'kycFinished',
        payload: { attemptId: event.attemptId, state: event.state, rejectReason: event.rejectReason },
      };
    case 'optionRefused': {
      // Named as the partner wrote it (Tradekit.mount's options), and said in the console for the developer.
      const message = `The option ${OPTION_NAMES[event.option] ?? event.option} "${event.value}" was refused: ${event.reason}.`;
      console.warn(`Tradekit: ${message}`);
      return { name: 'error', payload: { code: 'option_refused', message } };
    }
    case 'tradeCreated':
      return { name: 'tradeCreated', payload: { tradeId: event.tradeId, state: event.state, medium: event.medium } };
    case 'tradeCompleted':
      return { name: 'tradeCompleted', payload: { tradeId: event.tradeId } };
    case 'tradeFailed':
      return { name: 'tradeFailed', payload: { tradeId: event.tradeId, state: event.state } };
    default:
      return undefined;
  }
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
