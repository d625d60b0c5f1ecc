// The Merchant API's numeric limits from the spec's Limits table, named once for the contract, the emulator and
// the docs.

/** Requests per minute per API key before `rate_limit_exceeded`. */
export const MERCHANT_RATE_LIMIT_PER_MINUTE = 100;
/** `limit` of list endpoints when absent. */
export const MERCHANT_LIST_LIMIT_DEFAULT = 100;
/** Largest `limit` of list endpoints. */
export const MERCHANT_LIST_LIMIT_MAX = 200;
/** Days an email refund waits for the customer's bitcoin address before it expires. */
export const EMAIL_REFUND_WAIT_DAYS = 7;
