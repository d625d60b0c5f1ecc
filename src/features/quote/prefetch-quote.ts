// The quote view's reads, started before React renders the view: the partner configuration, then at once the
// first approximate quote, under the keys the view reads, so the view opens priced instead of asking in turn.
import type { QueryClient } from '@tanstack/react-query';
import type { BffClient } from '../../api/client/bff-client';
import { configQueryOptions, quoteQueryOptions } from '../../api/client/partner';
import { loadQuoteExtras } from './load-quote-extras';
import { amountIsPaid, chosenMethod, initialSelection, quoteQuery, type QuoteSelection } from './quote-model';

export interface PrefetchQuoteViewOptions {
  /** Work for the main thread while the quote's answer is on its way (called once it is asked for). */
  whileAsking?: () => void;
}

/**
 * Resolves to whether a quote was asked for (not when there is no amount to price, or the configuration failed).
 * Never rejects: a failed read stays in the cache as an error, and the view shows it and offers a retry.
 */
export async function prefetchQuoteView(
  queryClient: QueryClient,
  client: BffClient,
  given: Partial<QuoteSelection> | undefined,
  { whileAsking }: PrefetchQuoteViewOptions = {},
): Promise<boolean> {
  try {
    const config = await queryClient.ensureQueryData(configQueryOptions(client));
    const selection = initialSelection(config, given);
    const method = chosenMethod(config, selection);
    // An amount to receive is priced from what the method's largest payment buys: that quote comes first.
    let query = quoteQuery(selection, method);
    if (!amountIsPaid(selection)) {
      const extras = await loadQuoteExtras();
      const probe = extras.probeQuery(selection, method);
      const price = probe && (await queryClient.fetchQuery(quoteQueryOptions(client, probe)));
      query = quoteQuery(selection, method, extras.payToReceive(selection, method, price));
    }
    if (!query) return false;
    // prefetchQuery sends the request before it returns.
    const asked = queryClient.prefetchQuery(quoteQueryOptions(client, query));
    whileAsking?.();
    await asked;
    return true;
  } catch {
    // See above.
    return false;
  }
}
