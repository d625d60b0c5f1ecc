// Where the identity provider or the card payment page sends the user back (Trade API `returnUrl`): a page of
// this BFF's own origin (its return pages, or the widget opened on its own at `/widget/`), or a page of the partner
// whose origin is exactly one on the allow-list. A URL is judged after parsing, never by string prefix:
// `//evil.example`, `https:evil.example`, `https://good.example@evil.example`, backslashes, control characters and
// `javascript:` are all refused.
import { OPENER_PARAM } from '#contract/bff/kyc';
import { ApiError } from '../http/failure';

export const KYC_RETURN_PATH = '/api/kyc/return';
/** Where the card payment page sends the customer back by default: the BFF page that tells the opener. */
export const TRADE_RETURN_PATH = '/api/trades/return';

/**
 * The BFF's own return page at `path`, which tells the window that opened the third party's page how it went and
 * closes. `opener` is the Origin of the call that started that window (checked by the CSRF guard: this BFF's own or
 * an allowed one); another than the BFF's own is named in the URL, since a page can only post to an exact origin
 * and the opener (a partner's app using the kit) is not the BFF's.
 */
export function ownReturnUrl(publicUrl: string, path = KYC_RETURN_PATH, opener?: string): string {
  const url = new URL(`${publicUrl}${path}`);
  if (opener && opener !== url.origin) url.searchParams.set(OPENER_PARAM, opener);
  return url.href;
}

/**
 * Where a return page posts its message: the `opener` its URL names when that origin is one this BFF allows,
 * else the BFF's own (the widget's frame). Never `*`: anyone can open a return page with any `opener`.
 */
export function openerOrigin(opener: string | undefined, publicUrl: string, origins: ReadonlySet<string>): string {
  return opener !== undefined && origins.has(opener) ? opener : new URL(publicUrl).origin;
}

/**
 * The URL itself when it is an absolute http(s) URL on one of `origins` (the BFF's own and the allowed partner
 * origins, `BffContext.allowedOrigins`), with no credentials in it and nothing a parser could read two ways;
 * undefined otherwise.
 */
export function allowedReturnUrl(candidate: string, origins: ReadonlySet<string>): string | undefined {
  // Only the plain spelled-out form: scheme, "://", host. Browsers "fix" `https:host`, `https:/\host` and
  // `\\host`; refusing them up front leaves the URL parser nothing to guess.
  if (!/^https?:\/\/[^/\\?#]/i.test(candidate)) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\u0000-\u0020\u007f\\]/.test(candidate)) return undefined;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  if (!origins.has(url.origin)) return undefined;
  return url.href;
}

/** The `returnUrl` a customer asked for, as {@link allowedReturnUrl} reads it; else a 400 `return_url_not_allowed`. */
export function checkedReturnUrl(candidate: string, origins: ReadonlySet<string>): string {
  const allowed = allowedReturnUrl(candidate, origins);
  if (allowed) return allowed;
  throw new ApiError(
    400,
    'return_url_not_allowed',
    'returnUrl must be a page of this service or of one of the partner origins.',
    { field: 'returnUrl' },
  );
}
