// The Trade API's OpenAPI 3.1 document, generated from the endpoint table.
import { buildOpenApiDocument, type OpenApiDocument, type ServerObject } from '../openapi';
import { partnerJwtWorkedExample } from '../openapi-auth-examples';
import { firstSentence, type OperationExamples } from '../openapi-documentation';
import { tradeEndpoints } from './endpoints';
import { TradeErrorResponse } from './errors';
import {
  EXAMPLE_PARTNER_ID,
  EXAMPLE_WEBHOOK_SECRET,
  tradeOpenApiExamples,
  tradeWebhookExamples,
  tradeWebhookSignatureExamples,
} from './openapi-examples';
import { tradeErrorMeanings } from './openapi-errors';
import {
  PartnerWebhookEvent,
  tradeWebhookEvents,
  webhookHeadersFor,
  webhookSignatureHeaderName,
  type WebhookEvent,
} from './webhooks';

export interface TradeServerUrls {
  /** `{base_url}`: production (BTC mainnet) or sandbox (BTC testnet3). */
  base: string;
  /** `{user_url}`, where the deactivate-account endpoint lives. */
  user: string;
}

function serversFor(urls: TradeServerUrls | undefined): { base: ServerObject[]; user: ServerObject[] } {
  if (urls) {
    return {
      base: [{ url: urls.base, description: 'Trade API' }],
      user: [{ url: urls.user, description: 'User API (account deactivation)' }],
    };
  }
  // Without URLs the document keeps the spec's own placeholders, as server variables a reader can fill in.
  return {
    base: [
      {
        url: '{base_url}',
        description: 'Production (BTC mainnet) or sandbox (BTC testnet3).',
        variables: { base_url: { default: 'http://localhost:3000', description: 'Base URL of the environment.' } },
      },
    ],
    user: [
      {
        url: '{user_url}',
        description: 'User API of the environment (account deactivation).',
        variables: { user_url: { default: 'http://localhost:3000/user', description: 'User URL of the environment.' } },
      },
    ],
  };
}

export interface TradeOpenApiOptions {
  /** Brand name in `X-<Scheme>-Webhook-Signature`; configuration of the deployment. */
  webhookScheme?: string;
  /**
   * The partner id the examples carry (a sandbox's own partner), so "Try it out" signs up and signs in with the
   * partner of the server it runs against; default an example UUID.
   */
  examplePartnerId?: string;
  /** Where the partner's private key is, for the worked JWT example (a sandbox's key file). */
  partnerPrivateKeyFile?: string;
}

/** The examples with every occurrence of the example partner id replaced by `partnerId`. */
function examplesFor(partnerId: string | undefined): Record<string, OperationExamples> {
  if (partnerId === undefined || partnerId === EXAMPLE_PARTNER_ID) return tradeOpenApiExamples;
  return JSON.parse(JSON.stringify(tradeOpenApiExamples).replaceAll(EXAMPLE_PARTNER_ID, partnerId)) as Record<
    string,
    OperationExamples
  >;
}

export function tradeOpenApiDocument(serverUrls?: TradeServerUrls, options: TradeOpenApiOptions = {}): OpenApiDocument {
  const servers = serversFor(serverUrls);
  const scheme = options.webhookScheme ?? 'Tradekit';
  const examplesOf = (event: WebhookEvent) => ({
    example: tradeWebhookExamples[event],
    headerExamples: { [webhookSignatureHeaderName(scheme)]: tradeWebhookSignatureExamples[event] },
  });
  const webhook = {
    summary: 'A manual identification review concluded',
    description:
      'POSTed to the partner webhook URL. The `X-<Scheme>-Webhook-Signature` header is the lowercase hex ' +
      'HMAC-SHA256 of the raw body, keyed by the webhook secret of the partner. Answer any 2xx to acknowledge; ' +
      'anything else, or no answer within 10 seconds, is retried with exponential backoff, so the same event `id` ' +
      'can arrive more than once. The example signature is that of the example body as compact JSON under the ' +
      `secret \`${EXAMPLE_WEBHOOK_SECRET}\`.`,
    tags: ['Webhooks'],
    headers: webhookHeadersFor(scheme),
    body: PartnerWebhookEvent,
    responses: { '2XX': { description: 'The event was received.' } },
  };
  return buildOpenApiDocument({
    info: {
      title: 'Trade API',
      version: '1.0.0',
      description:
        'Trader sign-up, token authentication, user account, trader profile, identity verification (KYC/KYB), ' +
        'partner endpoints, and trading (payment methods, price quotes, trades, bank accounts, recurring buys). Every 4xx/5xx body is `{error, error_description, request_id?}`; a response that ' +
        'lists error codes says what each means, shows an example of each, and lists them in `x-error-codes`. Any ' +
        'endpoint may also answer 500 `internal_error`; partners retry 5xx with exponential backoff.\n\n' +
        partnerJwtWorkedExample(
          options.partnerPrivateKeyFile === undefined ? {} : { privateKeyFile: options.partnerPrivateKeyFile },
        ),
    },
    servers: servers.base,
    endpointServers: { user: servers.user },
    endpoints: tradeEndpoints,
    webhooks: {
      'identification-attempt.approved': {
        ...webhook,
        operationId: 'identificationAttemptApproved',
        ...examplesOf('identification-attempt.approved'),
      },
      'identification-attempt.rejected': {
        ...webhook,
        operationId: 'identificationAttemptRejected',
        ...examplesOf('identification-attempt.rejected'),
      },
      ...Object.fromEntries(
        tradeWebhookEvents.map((event) => [
          event,
          {
            ...webhook,
            operationId: `trade${event
              .slice('trade.'.length)
              .split('-')
              .map((word) => word[0]!.toUpperCase() + word.slice(1))
              .join('')}`,
            summary: `A trade: ${event.slice('trade.'.length).replaceAll('-', ' ')}`,
            ...examplesOf(event),
          },
        ]),
      ),
    },
    securitySchemes: {
      bearerAuth: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'Access token of the user from `POST /auth`, valid 20 minutes.',
      },
      partnerJwt: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description:
          'JWT signed by the partner with its RSA or EC key (RS256/384/512, ES256/384/512); header exactly ' +
          '`{typ: "JWT", alg}`; the payload depends on the endpoint. See "Authentication: the partner JWT, worked" ' +
          'in the description above.',
      },
    },
    security: {
      none: [],
      bearer: [{ bearerAuth: [] }],
      optionalBearer: [{}, { bearerAuth: [] }],
      partnerJwt: [{ partnerJwt: [] }],
    },
    errorSchema: TradeErrorResponse,
    errors: {
      meanings: tradeErrorMeanings,
      example: (code, meaning) => ({ error: code, error_description: firstSentence(meaning) }),
    },
    examples: examplesFor(options.examplePartnerId),
    tags: [
      { name: 'Sign-up', description: 'Trader sign-up.' },
      { name: 'Authentication', description: 'Access, refresh and offline tokens.' },
      { name: 'Users', description: 'Email verification, password and offline token management, deactivation.' },
      { name: 'Traders', description: 'Trader profile: address, corporate details, source of funds, PEP status.' },
      { name: 'Identification', description: 'Identity verification (KYC) attempts.' },
      { name: 'Partners', description: 'Endpoints addressed by partner id, and partner-run KYC.' },
      { name: 'Trades', description: 'Payment methods, price quotes, trades and recurring buys of the trader.' },
      { name: 'Bank accounts', description: 'Bank accounts the trader is paid out to when selling.' },
      { name: 'Webhooks', description: 'Calls the service makes to the partner.' },
    ],
  });
}
