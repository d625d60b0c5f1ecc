// How domain rules refuse a request: with one of the contract's error codes and a message for the developer, and
// nothing of HTTP. Only the transport turns a refusal into an answer (errors.ts): the Merchant API's envelope, or
// the sandbox tools' `{error, message}` with its status.
import type { MerchantErrorCode } from '#contract/merchant/errors';
import { refusedUrl } from '../outbox';

/** A request a domain rule refuses: the contract's error code and a message saying what to do instead. */
export class Refusal extends Error {
  constructor(
    readonly code: MerchantErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

export function refuse(code: MerchantErrorCode, message: string): never {
  throw new Refusal(code, message);
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
