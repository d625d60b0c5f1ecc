// Where the identity provider or the card payment page sends the user back (Trade API `returnUrl`): a page of
// this BFF's own origin (its return pages, or the widget opened on its own at `/widget/`), or a page of the partner
// whose origin is exactly one on the allow-list. A URL is judged after parsing, never by string prefix:
// `//evil.example`, `https:evil.example`, `https://good.example@evil.example`, backslashes, control characters and
// `javascript:` are all refused.
import { ApiError } from '../http/failure';

export const KYC_RETURN_PATH = '/api/kyc/return';

/** The BFF's own return page, which tells the widget how identification ended and closes. */
export function ownReturnUrl(publicUrl: string): string {
  return `${publicUrl}${KYC_RETURN_PATH}`;
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
