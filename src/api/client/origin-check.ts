// Why the kit's calls got no answer, asked of the BFF when the kit runs on a host's page: a browser hides a refused
// CORS answer behind the same error as no network. The widget's frame and the payment page are the BFF's own
// origin, where no call is refused for it, so they leave this out of their download.
import { EMBED_CHECK_PATH, type EmbedCheck } from '../contract/bff/embed-check';
import { BffError } from './bff-error';
import type { BffFetcherOptions } from './fetcher';

/**
 * Asks the BFF's embed check (readable from any origin, no credentials) whether this page's origin is allowed: a
 * "no" is `origin_not_allowed` with the BFF's sentence naming ALLOWED_ORIGINS and the origin to add, not "offline",
 * and `onOriginRefused` hears of it before it is thrown (the host has a setting to change, not the customer).
 */
export function askOriginCheck(onOriginRefused?: (error: BffError) => void): BffFetcherOptions['whyUnreachable'] {
  return async (bffUrl, fetchImpl) => {
    try {
      const answer = await fetchImpl(`${bffUrl}${EMBED_CHECK_PATH}`, { credentials: 'omit' });
      const check = (await answer.json()) as Partial<EmbedCheck>;
      if (check.allowed === false && check.message) {
        const refused = new BffError(0, 'origin_not_allowed', check.message, undefined, { origin: check.origin ?? '' });
        onOriginRefused?.(refused);
        return refused;
      }
    } catch {
      // No answer here either: the network or the BFF is down.
    }
    return undefined;
  };
}
