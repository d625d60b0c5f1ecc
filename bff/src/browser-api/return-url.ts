// Where the identity provider sends the user back (Trade API `returnUrl`). Either the BFF's own return page, or
// a page of the partner whose origin is exactly one on the allow-list. A URL is judged after parsing, never by
// string prefix: `//evil.example`, `https:evil.example`, `https://good.example@evil.example`, backslashes,
// control characters and `javascript:` are all refused.

export const KYC_RETURN_PATH = '/api/kyc/return';

/** The BFF's own return page, which tells the widget how identification ended and closes. */
export function ownReturnUrl(publicUrl: string): string {
  return `${publicUrl}${KYC_RETURN_PATH}`;
}

/**
 * The URL itself when it is an absolute http(s) URL on an allowed origin, with no credentials in it and nothing a
 * parser could read two ways; undefined otherwise.
 */
export function allowedReturnUrl(candidate: string, allowedOrigins: readonly string[]): string | undefined {
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
  if (!allowedOrigins.includes(url.origin)) return undefined;
  return url.href;
}
