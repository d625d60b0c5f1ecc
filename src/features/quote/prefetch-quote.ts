// The quote view's reads, started before React renders the view: the partner configuration, then at once the
// first approximate quote, under the keys the view reads, so the view opens priced instead of asking in turn.
import type { QueryClient } from '@tanstack/react-query';
import type { BffClient } from '../../api/client/bff-client';
import { configQueryOptions, quoteQueryOptions } from '../../api/client/partner';
import { initialSelection, selectionQuery, type QuoteSelection } from './quote-model';

/** Never rejects: a failed read stays in the cache as an error, and the view shows it and offers a retry. */
export async function prefetchQuoteView(
  queryClient: QueryClient,
  client: BffClient,
  given: Partial<QuoteSelection> | undefined,
): Promise<void> {
  try {
    const config = await queryClient.ensureQueryData(configQueryOptions(client));
    const query = selectionQuery(config, initialSelection(config, given));
    if (query) await queryClient.prefetchQuery(quoteQueryOptions(client, query));
  } catch {
    // See above.
  }
}
