// @ts-check
// What "Try it out" does on the API reference pages beyond what Swagger UI does itself: in the sandbox, sign
// every Merchant API request with the sandbox merchant's key and secret (a fresh nonce each time, as the API
// requires), sign the Trade API's calls in with the access token a "Get an access token" call just returned, and
// send the browser API's CSRF header. In production nothing is sent at all: the pages only read.
// A plain ES module without imports, so the page loads it as it is and the tests import the very same file.

/** @typedef {{ url: string, method?: string, headers?: Record<string, string>, loadSpec?: boolean }} TryItRequest */
/** @typedef {{ url: string, status: number, body?: unknown }} TryItResponse */
/** @typedef {{ preauthorizeApiKey(name: string, value: string): unknown }} SwaggerUiInstance */
/** @typedef {{ apiKey: string, apiSecret: string, scheme: string, baseUrl: string }} MerchantSigning */

/** The header and value every state-changing browser API call carries (src/api/contract/bff/errors.ts). */
export const CSRF_HEADER = 'X-Tradekit-Request';

/** Names of the security schemes in the documents. */
export const securitySchemes = { merchant: 'merchantApiKey', tradeBearer: 'bearerAuth' };

/** @param {ArrayBuffer} bytes */
const hex = (bytes) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Lowercase hex HMAC-SHA256 of `nonce + apiKey` keyed with the API secret: the Merchant API's signature.
 * @param {string} nonce
 * @param {string} apiKey
 * @param {string} apiSecret
 */
export async function merchantSignature(nonce, apiKey, apiSecret) {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(apiSecret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return hex(await crypto.subtle.sign('HMAC', key, encoder.encode(nonce + apiKey)));
}

/**
 * Nonces as the reference method makes them: the Unix time in microseconds, but always more than the last one, so
 * two requests in one microsecond still differ.
 * @param {() => number} now milliseconds since the epoch
 */
export function nonceSource(now = Date.now) {
  let last = 0n;
  return () => {
    const micros = BigInt(now()) * 1000n;
    last = micros > last ? micros : last + 1n;
    return last.toString();
  };
}

/**
 * The `Authorization` header of a Merchant API request.
 * @param {MerchantSigning} signing
 * @param {string} nonce
 */
export async function merchantAuthorization(signing, nonce) {
  const signature = await merchantSignature(nonce, signing.apiKey, signing.apiSecret);
  return `${signing.scheme} apikey="${signing.apiKey}", nonce="${nonce}", signature="${signature}"`;
}

/**
 * The sandbox merchant's signing credentials, read from the sandbox's credentials endpoint.
 * @param {string} credentialsUrl
 * @param {typeof fetch} fetchImpl
 * @returns {Promise<MerchantSigning | undefined>}
 */
export async function readMerchantSigning(credentialsUrl, fetchImpl) {
  const response = await fetchImpl(credentialsUrl, { headers: { accept: 'application/json' } });
  if (!response.ok) return undefined;
  const credentials = /** @type {{ urls?: { merchantBaseUrl?: string }, merchant?: Record<string, unknown> }} */ (
    await response.json()
  );
  const merchant = credentials.merchant ?? {};
  const baseUrl = credentials.urls?.merchantBaseUrl;
  if (typeof merchant.apiKey !== 'string' || typeof merchant.apiSecret !== 'string' || !baseUrl) return undefined;
  return {
    apiKey: merchant.apiKey,
    apiSecret: merchant.apiSecret,
    scheme: typeof merchant.authScheme === 'string' ? merchant.authScheme : 'Service',
    baseUrl: `${baseUrl.replace(/\/+$/, '')}/v3/`,
  };
}

/**
 * Swagger UI's options for "Try it out" on one page, and what to do once it has rendered.
 * @param {{ api: string, mode: string, credentialsUrl?: string, fetch: typeof fetch, now?: () => number }} page
 */
export async function tryItOptions(page) {
  if (page.mode !== 'sandbox') {
    // An empty list hides "Try it out" on every operation: a production server's pages only read.
    return {
      supportedSubmitMethods: /** @type {string[]} */ ([]),
      /** @param {TryItRequest} request */
      requestInterceptor: (request) => request,
      /** @param {TryItResponse} response */
      responseInterceptor: (response) => response,
      /** @param {SwaggerUiInstance} _ui */
      onComplete: (_ui) => {},
    };
  }
  const signing =
    page.api === 'merchant' && page.credentialsUrl
      ? await readMerchantSigning(page.credentialsUrl, page.fetch)
      : undefined;
  const nextNonce = nonceSource(page.now);
  /** @type {SwaggerUiInstance | undefined} */
  let ui;
  return {
    supportedSubmitMethods: ['get', 'put', 'post', 'delete', 'patch'],
    /** @param {TryItRequest} request */
    requestInterceptor: async (request) => {
      if (request.loadSpec) return request;
      const method = (request.method ?? 'GET').toUpperCase();
      if (signing && request.url.startsWith(signing.baseUrl)) {
        request.headers = { ...request.headers, Authorization: await merchantAuthorization(signing, nextNonce()) };
      }
      if (page.api === 'browser' && method !== 'GET' && method !== 'HEAD') {
        request.headers = { ...request.headers, [CSRF_HEADER]: '1' };
      }
      return request;
    },
    /** @param {TryItResponse} response */
    responseInterceptor: (response) => {
      // A token response of `POST /auth` signs the following calls in, as the Authorize dialog would.
      const body = /** @type {{ access_token?: unknown, token_type?: unknown } | undefined} */ (response.body);
      if (
        page.api === 'trade' &&
        ui &&
        response.status === 200 &&
        /\/auth$/.test(new URL(response.url, 'http://localhost').pathname) &&
        typeof body?.access_token === 'string'
      ) {
        ui.preauthorizeApiKey(securitySchemes.tradeBearer, body.access_token);
      }
      return response;
    },
    /** @param {SwaggerUiInstance} instance */
    onComplete: (instance) => {
      ui = instance;
      // Shows the Merchant API's lock as closed: the header itself is made for each request above.
      if (signing) instance.preauthorizeApiKey(securitySchemes.merchant, 'signed by this page for each request');
    },
  };
}
