// What `bffUrl` means everywhere (TradekitProvider, TradekitWidget, the script tag): the BFF's origin, with the path
// a partner mounts it under if any. The kit finds the rest from it: the browser API at `<bffUrl>/api`, the event
// streams under it, the embed check, and the origin its windows (the identity provider's and the card payment
// page's return pages) speak from.

/** Where the browser API is under the BFF. */
export const API_PATH = '/api';

/** Where the kit finds the BFF's parts, from one `bffUrl`. */
export interface BffEndpoints {
  /** The BFF's root, no trailing slash: absolute, or a path on this page's origin ('' for its root). */
  bffUrl: string;
  /** The browser API's base: `<bffUrl>/api`. */
  apiUrl: string;
}

/**
 * The endpoints of a `bffUrl` already checked ({@link checkBffUrl}); without one, this page's own origin (the BFF
 * serves the page, or the host's server proxies `/api` to it): paths the browser resolves against the page.
 */
export function bffEndpoints(bffUrl = ''): BffEndpoints {
  return { bffUrl, apiUrl: bffUrl + API_PATH };
}

/**
 * `value` without a trailing slash, when the kit can use it as a `bffUrl`: an absolute http(s) URL of the BFF (its
 * origin, with the path it is mounted under if any), or a path on this page's origin where a proxy mounts it;
 * '' is this page's own origin. Anything else throws an error for the developer saying what to pass: a value that is
 * not http(s), one with credentials, a query or a fragment, and the old form that named the browser API itself
 * (`/api`, `https://bff.example/api`), which the kit would have called as `/api/api`.
 */
export function checkBffUrl(value: string, component = 'TradekitProvider'): string {
  const refuse = (why: string) =>
    new Error(
      `Invalid prop \`bffUrl\` supplied to \`${component}\`: ${JSON.stringify(value)} ${why}. Pass the BFF's ` +
        'origin, e.g. bffUrl="https://bff.example" (with the path it is mounted under, if any: ' +
        '"https://example.com/tradekit"), or leave bffUrl out when this page\'s own origin serves the BFF or proxies ' +
        "/api to it. The kit calls the browser API at <bffUrl>/api itself; the page's origin must be in the BFF's " +
        'ALLOWED_ORIGINS.',
    );
  if (typeof value !== 'string') throw refuse('is not a string');
  if (value === '') return '';
  const absolute = /^https?:\/\/[^/\\?#]/i.test(value);
  if (!absolute && !/^\/(?![/\\])/.test(value)) throw refuse('is not an http(s) URL or a path on this origin');
  // eslint-disable-next-line no-control-regex -- control characters and backslashes are what this refuses
  if (/[\u0000-\u0020\u007f\\]/.test(value)) throw refuse('has spaces, control characters or backslashes in it');
  if (/[?#]/.test(value)) throw refuse('has a query or a fragment, which the kit cannot carry to each call');
  let path = value;
  if (absolute) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw refuse('is not a URL');
    }
    if (url.username !== '' || url.password !== '') throw refuse('has a user name or password in it');
    path = url.pathname;
  }
  if (/\/api\/*$/i.test(path)) {
    throw refuse(`names the BFF's browser API (it ends in ${API_PATH}), not the BFF`);
  }
  return value.replace(/\/+$/, '');
}
