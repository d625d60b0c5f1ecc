// Where a card buy comes back to. By default the card payment page returns to the BFF's trade return page, which
// tells the window that opened the card page and closes: nothing to read here. A host that gives its own return URL
// (`OrderSummaryView`'s or `TradeFlow`'s `returnUrl`) gets the customer back on that page, with the result in its
// query; these read it there.

/** `?result=approved|declined|cancelled&tradeId=…` the card payment page added to a partner's `returnUrl`. */
export interface CardReturn {
  result: 'approved' | 'declined' | 'cancelled';
  tradeId: number;
}

/**
 * What the card payment page added to the host's return URL, on the page it loaded: `result` (`approved`,
 * `declined` or `cancelled`) and `tradeId` (a positive integer) from `search` (default this page's
 * `location.search`); undefined when either is missing or not one of these, and on the server (no `window`).
 *
 * Render the trade there with `<TradeStatusView tradeId={back.tradeId} returnResult={back.result} />`: with
 * `returnResult` the view says the customer is back from the card page, reads the trade as it is now, and reports
 * its end through `onEvent` (`tradeCompleted`, `tradeFailed`) even if the trade had already ended before this page
 * loaded. The result itself is only what the card page said; the trade's state is what counts. `TradeFlow` reads it
 * by itself and opens that trade.
 */
export function cardReturnFromLocation(search?: string): CardReturn | undefined {
  try {
    const params = new URLSearchParams(search ?? window.location.search);
    const result = params.get('result');
    const tradeId = Number(params.get('tradeId'));
    if ((result === 'approved' || result === 'declined' || result === 'cancelled') && Number.isSafeInteger(tradeId))
      return tradeId > 0 ? { result, tradeId } : undefined;
  } catch {
    // No window (server rendering): nothing came back.
  }
  return undefined;
}

/** The path of the BFF's trade return page, under the BFF (bff/src/browser-api/return-url.ts). */
const BFF_TRADE_RETURN = /\/api\/trades\/return$/;

/**
 * Whether the card payment page sends the customer back to a page that reads the result (a host's return URL),
 * so the page may itself go to the card page when no window can open; not when it returns to the BFF's page.
 */
export function returnsToHostPage(returnUrl: string | null): boolean {
  if (returnUrl === null) return false;
  try {
    return !BFF_TRADE_RETURN.test(new URL(returnUrl).pathname);
  } catch {
    return false;
  }
}
