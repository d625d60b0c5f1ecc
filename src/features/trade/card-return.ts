// Where a card buy comes back by a top-level navigation: the card payment page adds `result` and `tradeId` to the
// partner's return URL; the page that loads there hands them to the trade status view.

/** `?result=approved|declined|cancelled&tradeId=…` the card payment page added to a partner's `returnUrl`. */
export interface CardReturn {
  result: 'approved' | 'declined' | 'cancelled';
  tradeId: number;
}

/** The card payment page's return parameters in `search` (default: this page's), or undefined. */
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
