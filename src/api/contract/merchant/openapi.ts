// The published OpenAPI 3.1 description of Merchant API v3, generated from the endpoint table so it cannot drift
// from what the emulator validates.
import * as z from 'zod/mini';
import type { Endpoint } from '../endpoint';
import { buildOpenApiDocument, type OpenApiDocument } from '../openapi';
import { merchantHmacWorkedExample } from '../openapi-auth-examples';
import { firstSentence } from '../openapi-documentation';
import { MerchantCallback, merchantCallbackSignatureHeader } from './callbacks';
import { MerchantFailure } from './envelope';
import { merchantErrorCodes } from './errors';
import { merchantEndpoints } from './endpoints';
import { MERCHANT_LIST_LIMIT_MAX, MERCHANT_RATE_LIMIT_PER_MINUTE } from './limits';
import {
  EXAMPLE_IPN_SECRET,
  merchantCallbackExample,
  merchantCallbackSignatureExample,
  merchantOpenApiExamples,
} from './openapi-examples';

/** Name of the security scheme in `components.securitySchemes`. */
export const MERCHANT_SECURITY_SCHEME = 'merchantApiKey';

/** What a deployment configures: the scheme token (`Service` in the spec) and the rate limit. */
export interface MerchantOpenApiOptions {
  /** Authorization scheme token, also the `<Scheme>` of `X-<Scheme>-Callback-Signature`; default `Service`. */
  scheme?: string;
  /** Requests per minute per API key; default the spec's 100. */
  rateLimitPerMinute?: number;
}

const authDescription = (scheme: string) =>
  [
    'Every request except the public rates carries',
    `\`Authorization: ${scheme} apikey="<api_key>", nonce="<nonce>", signature="<signature>"\` (the scheme token`,
    `\`${scheme}\` is configurable per deployment). \`nonce\` changes with every request (the reference method is the`,
    'current Unix time in microseconds) and a nonce already used with the key is refused. `signature` is the',
    'HMAC-SHA256 of nonce followed by API key, keyed with the API secret, as lowercase hexadecimal. A missing or',
    'invalid header fails with `api_key_required`; on the public rate endpoints the header is optional, but one',
    'that is sent must be valid. See "Authentication: the HMAC header, worked" in the description above.',
  ].join(' ');

function errorCodeTable(): string {
  const rows = Object.entries(merchantErrorCodes).map(([code, when]) => `| \`${code}\` | ${when} |`);
  return ['| Code | When |', '|---|---|', ...rows].join('\n');
}

const apiDescription = (
  scheme: string,
  rateLimit: number,
) => `Merchant payment interface: public exchange rates, account balance, invoices (payable in bitcoin or other
input currencies), refunds and buy orders.

Every response has HTTP status 200 and one of two JSON bodies: \`{"success": true, "data": …}\` or
\`{"success": false, "error": {"code", "message", "url"?}}\`. Amounts are JSON numbers; timestamps ISO 8601.

Rate limit: ${rateLimit} requests per minute (error \`rate_limit_exceeded\`). Every response carries
\`X-RateLimit-Limit\`, \`X-RateLimit-Remaining\` and \`X-RateLimit-Reset\`. List endpoints return at most
${MERCHANT_LIST_LIMIT_MAX} items per page.

State changes of invoices and buy orders are POSTed to \`callback_url\` as a \`MerchantCallback\`, signed in the header
\`${merchantCallbackSignatureHeader(scheme)}\`: lowercase hex HMAC-SHA256 of the raw body keyed with the IPN secret.

${merchantHmacWorkedExample(scheme)}

## Error codes

${errorCodeTable()}`;

const rateLimitHeaders = {
  'X-RateLimit-Limit': { description: 'Requests allowed per minute.', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests left in the current window.', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'Seconds until the window resets.', schema: { type: 'integer' } },
};

// The endpoint table's 200 carries the success envelope, which is what the server and clients type against; the
// published document must say the same 200 may be a failure, so each response becomes "success or failure".
function withFailure(endpoint: Endpoint): Endpoint {
  const responses = Object.fromEntries(
    Object.entries(endpoint.responses).map(([status, response]) => [
      status,
      response.schema ? { ...response, schema: z.union([response.schema, MerchantFailure]) } : response,
    ]),
  );
  return { ...endpoint, responses };
}

function serverOf(serverUrl: string | undefined) {
  if (serverUrl === undefined) {
    return {
      url: '{merchant_base_url}/v3',
      description: 'Production or sandbox (blockchain testnet); each has its own base URL.',
      variables: { merchant_base_url: { default: 'http://localhost:3000/merchant', description: 'Base URL.' } },
    };
  }
  const base = serverUrl.replace(/\/+$/, '');
  return { url: base.endsWith('/v3') ? base : `${base}/v3` };
}

type JsonObject = { [key: string]: unknown };

function rewriteRefs(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(rewriteRefs);
  if (!value || typeof value !== 'object') return;
  const object = value as JsonObject;
  if (typeof object.$ref === 'string') object.$ref = object.$ref.replace('#/$defs/', '#/components/schemas/');
  Object.values(object).forEach(rewriteRefs);
}

// The shared generator knows endpoints only; the callback is what the service sends, which OpenAPI 3.1 describes
// as a webhook. Its payload's parts (Invoice, BuyOrder) are components already; only the callback schemas are new.
function addCallbackWebhook(document: OpenApiDocument, scheme: string): OpenApiDocument & { webhooks: JsonObject } {
  const json = z.toJSONSchema(MerchantCallback, {
    target: 'draft-2020-12',
    io: 'output',
    // Published responses stay open to fields added later, as the generator's own output does.
    override: ({ jsonSchema }) => {
      if (jsonSchema.type === 'object' && jsonSchema.additionalProperties === false)
        delete jsonSchema.additionalProperties;
    },
  }) as JsonObject;
  const defs = (json.$defs ?? {}) as Record<string, JsonObject>;
  const schemas = document.components.schemas;
  for (const [id, def] of Object.entries(defs)) {
    if (id in schemas) continue;
    rewriteRefs(def);
    schemas[id] = def;
  }
  const webhooks = {
    merchantCallback: {
      post: {
        operationId: 'merchantCallback',
        summary: 'Invoice state change or payment received, or buy order state change, POSTed to callback_url',
        description:
          'Retried until the receiver answers 2xx; a receiver should treat it as a notice and may fetch the ' +
          'resource to confirm its state.',
        tags: ['Callbacks'],
        parameters: [
          {
            name: merchantCallbackSignatureHeader(scheme),
            in: 'header',
            required: true,
            description:
              'Lowercase hex HMAC-SHA256 of the raw request body keyed with the IPN secret. The example is that of ' +
              `the example body as compact JSON under the secret \`${EXAMPLE_IPN_SECRET}\`.`,
            schema: { type: 'string', pattern: '^[0-9a-f]{64}$' },
            example: merchantCallbackSignatureExample,
          },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { $ref: '#/components/schemas/MerchantCallback' },
              example: merchantCallbackExample,
            },
          },
        },
        responses: { '200': { description: 'Any 2xx acknowledges the callback.' } },
      },
    },
  };
  document.tags.push({ name: 'Callbacks', description: 'What the service sends to the merchant.' });
  const sorted = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
  return { ...document, components: { ...document.components, schemas: sorted }, webhooks };
}

/**
 * The OpenAPI 3.1 document of Merchant API v3. `serverUrl` is `{merchant_base_url}` (a trailing `/v3` is
 * accepted too); without it the server is a template with a `merchant_base_url` variable. `options` carry the
 * deployment's scheme token and rate limit, so the published document says what this server does.
 */
export function merchantOpenApiDocument(serverUrl?: string, options: MerchantOpenApiOptions = {}): OpenApiDocument {
  const scheme = options.scheme ?? 'Service';
  const document = buildOpenApiDocument({
    info: {
      title: 'Merchant API',
      version: '3',
      description: apiDescription(scheme, options.rateLimitPerMinute ?? MERCHANT_RATE_LIMIT_PER_MINUTE),
    },
    servers: [serverOf(serverUrl)],
    endpoints: Object.fromEntries(
      Object.entries(merchantEndpoints).map(([key, endpoint]) => [key, withFailure(endpoint)]),
    ),
    securitySchemes: {
      [MERCHANT_SECURITY_SCHEME]: {
        type: 'apiKey',
        in: 'header',
        name: 'Authorization',
        description: authDescription(scheme),
      },
    },
    security: {
      apiKey: [{ [MERCHANT_SECURITY_SCHEME]: [] }],
      optionalApiKey: [{}, { [MERCHANT_SECURITY_SCHEME]: [] }],
    },
    errorSchema: MerchantFailure,
    errors: {
      meanings: merchantErrorCodes,
      example: (code, meaning) => ({ success: false, error: { code, message: firstSentence(meaning) } }),
    },
    examples: merchantOpenApiExamples,
    tags: [
      { name: 'Rates', description: 'Public exchange rates of bitcoin and of the altcoins invoices accept.' },
      { name: 'Balance', description: "The merchant's account balances." },
      { name: 'Invoices', description: 'Requests for payment, in bitcoin or another input currency.' },
      { name: 'Refunds', description: 'Refunds of paid invoices.' },
      { name: 'Buy orders', description: 'Buying bitcoin from the account balance (pre-approved merchants).' },
    ],
  });
  for (const pathItem of Object.values(document.paths)) {
    for (const operation of Object.values(pathItem)) {
      for (const response of Object.values(operation.responses)) Object.assign(response, { headers: rateLimitHeaders });
    }
  }
  return addCallbackWebhook(document, scheme);
}
