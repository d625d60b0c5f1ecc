// What the flow remembers across a reload: before anyone is signed in, the screen and the quote; once the trader may
// trade, the trading screen and the trade on it. Onboarding progress needs no memory: the trader's states say where
// the user is.
import type { QuoteSelection } from '../../features/quote/quote-model';

export type SignedOutScreen = 'quote' | 'signup' | 'login' | 'passwordReset';

/** Screens of a trader who may trade. */
export type TradeScreen = 'quote' | 'summary' | 'trade' | 'history' | 'recurring';

export interface SavedFlow {
  screen: SignedOutScreen;
  selection?: QuoteSelection;
  /** Where a trader who may trade is; none yet: the flow looks for an unfinished trade first. */
  trade?: { screen: TradeScreen; tradeId?: number };
}

const key = 'tradekit:flow';
const screens: readonly SignedOutScreen[] = ['quote', 'signup', 'login', 'passwordReset'];
const tradeScreens: readonly TradeScreen[] = ['quote', 'summary', 'trade', 'history', 'recurring'];

export function loadFlow(): SavedFlow {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as Partial<SavedFlow> | null;
    if (saved && screens.includes(saved.screen as SignedOutScreen)) {
      const trade = saved.trade;
      const validTrade =
        trade && tradeScreens.includes(trade.screen) && (trade.screen !== 'trade' || Number.isInteger(trade.tradeId));
      return { ...saved, trade: validTrade ? trade : undefined } as SavedFlow;
    }
  } catch {
    // No storage (server rendering, privacy mode) or a value of another version: start over.
  }
  return { screen: 'quote' };
}

export function saveFlow(flow: SavedFlow): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(flow));
  } catch {
    // Storage full or forbidden: the flow still works, it only cannot resume.
  }
}

/** `result=submitted|failed` the identity provider appended when it sent the user back to this page. */
export function kycResultFromLocation(): 'submitted' | 'failed' | undefined {
  try {
    const result = new URLSearchParams(window.location.search).get('result');
    return result === 'submitted' || result === 'failed' ? result : undefined;
  } catch {
    return undefined;
  }
}
