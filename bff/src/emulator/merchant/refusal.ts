// How domain rules refuse a request: with one of the contract's error codes and a message for the developer.
// The Merchant API's error handler turns it into `{success:false, error:{code, message}}`.
import type { MerchantErrorCode } from '#contract/merchant/errors';
import { ApiError } from '../../http/failure';
import { refusedUrl } from '../outbox';

export function refuse(code: MerchantErrorCode, message: string): never {
  throw new ApiError(code === 'not_found' ? 404 : 400, code, message);
}

/** A conversion that can only fail because the amount is absurdly large (more than all bitcoin). */
export function withinBitcoin<T>(convert: () => T): T {
  try {
    return convert();
  } catch (error) {
    if (error instanceof RangeError) refuse('invalid_request', 'Invalid body: amount: is worth more than all bitcoin');
    throw error;
  }
}

/**
 * A callback URL the outbox would never call (an IP address on a private, link-local or reserved network) is
 * refused when given, rather than failing silently later; names are checked again when delivered, since what
 * they resolve to can change. Loopback stays allowed: the sandbox's own receivers listen there.
 */
export function checkCallbackUrl(url: string | undefined): void {
  const refused = url === undefined ? undefined : refusedUrl(url, true);
  if (refused) refuse('invalid_request', `Invalid body: callback_url: ${refused}`);
}
