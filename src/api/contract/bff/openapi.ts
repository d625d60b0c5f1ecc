// The browser API's OpenAPI 3.1 document, generated from the route table (routes.ts) the BFF registers its routes
// from, for kit users who call the BFF themselves. Server-side only: the kit's bundles never import it.
import { buildOpenApiDocument, type DocumentedEndpoint, type OpenApiDocument } from '../openapi';
import { firstSentence } from '../openapi-documentation';
import { bffOpenApiExamples } from './openapi-examples';
import { bffErrorMeanings } from './openapi-errors';
import { BffErrorBody, bffErrorStatus, CSRF_HEADER, CSRF_HEADER_VALUE, type BffErrorCode } from './errors';
import { bffRoutes, isStateChanging, type BffAuth, type BffRoute, type BffRouteName } from './routes';

/** Routes the BFF registers only in sandbox mode (simulated payments and transfers). */
const sandboxOnlyRoutes: readonly BffRouteName[] = [
  'simulateSandboxPayment',
  'confirmSandboxPayments',
  'testBankTransfer',
];

/** Routes that answer from the BFF alone, so never `upstream_error` or `upstream_unavailable`. */
const localRoutes: readonly BffRouteName[] = [
  'getSession',
  'openWidgetSession',
  'logout',
  'paymentEvents',
  'tradeEvents',
  'merchantCallback',
  'partnerWebhook',
  'grantWidgetSession',
];

/** Codes a route answers with beyond those its declaration implies. */
const routeErrorCodes: Partial<Record<BffRouteName, readonly BffErrorCode[]>> = {
  openWidgetSession: ['invalid_widget_session'],
  signup: ['invalid_widget_session', 'widget_session_email_mismatch'],
  checkPasswordResetCode: ['password_reset_not_started'],
  completePasswordReset: ['password_reset_not_started'],
  startIdentification: ['return_url_not_allowed'],
  createTrade: ['return_url_not_allowed'],
  getPayment: ['payment_link_invalid'],
  paymentEvents: ['payment_link_invalid'],
  getInputCurrencies: ['payment_link_invalid'],
  chooseInputCurrency: ['payment_link_invalid'],
  simulateSandboxPayment: ['payment_link_invalid'],
  confirmSandboxPayments: ['payment_link_invalid'],
};

const whenStatus: Record<number, string> = {
  400: 'The request cannot be carried out as sent.',
  401: 'The caller is not who the route needs.',
  403: 'The call is refused as a possible cross-site request.',
  404: 'There is no such resource.',
  429: 'Too many attempts from this address; retry after the seconds in `Retry-After`.',
  502: 'The service answered something unexpected, or failed after retries.',
  503: 'The service could not be reached in time.',
};

/** The codes a route can answer with, from what it declares (input, who may call, limits) and the table above. */
export function bffRouteErrorCodes(name: BffRouteName, route: BffRoute): BffErrorCode[] {
  const codes: BffErrorCode[] = [];
  if (route.params || route.query || route.body || route.rawBody) codes.push('invalid_request');
  if (route.auth === 'session') codes.push('not_signed_in');
  if (route.auth === 'admin') codes.push('invalid_admin_token');
  if (route.auth === 'signed') codes.push('invalid_signature');
  if ((route.auth === 'public' || route.auth === 'session') && isStateChanging(route.method))
    codes.push('csrf_rejected');
  if (route.rateLimit === 'auth') codes.push('rate_limited');
  codes.push(...(routeErrorCodes[name] ?? []));
  if (!localRoutes.includes(name)) codes.push('upstream_error', 'upstream_unavailable');
  return codes;
}

function endpointOf(name: BffRouteName, route: BffRoute): DocumentedEndpoint<BffAuth> {
  const status = route.status ?? 200;
  const success =
    route.response === 'empty'
      ? { description: 'Done; no body.' }
      : route.response === 'html'
        ? { description: 'A page for a person.', kind: 'html' as const }
        : route.response === 'event-stream'
          ? { description: 'A stream of server-sent events.', kind: 'event-stream' as const }
          : { description: 'Success.', schema: route.response };
  const responses: Record<number, DocumentedEndpoint['responses'][number]> = { [status]: success };
  for (const code of bffRouteErrorCodes(name, route)) {
    const errorStatus = bffErrorStatus[code];
    const existing = responses[errorStatus];
    responses[errorStatus] = {
      description: whenStatus[errorStatus] ?? 'The request failed.',
      errorCodes: [...(existing?.errorCodes ?? []), code],
    };
  }
  return {
    operationId: name,
    method: route.method,
    path: route.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}'),
    summary: route.summary.replace(/\.$/, ''),
    ...(sandboxOnlyRoutes.includes(name) ? { description: 'Sandbox only: production answers 404.' } : {}),
    tags: [tagOf(route)],
    auth: route.auth,
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { query: route.query } : {}),
    ...(route.rawBody ? { headers: route.rawBody.headers } : {}),
    ...(route.body ? { body: route.body } : {}),
    ...(route.rawBody
      ? { rawBody: { contentTypes: ['*/*'], description: 'The document bytes, with their MIME type as Content-Type.' } }
      : {}),
    responses,
  };
}

function tagOf(route: BffRoute): string {
  if (route.auth === 'admin') return 'Partner server';
  if (route.auth === 'signed') return 'Callbacks from the service';
  const first = route.path.split('/')[1] ?? '';
  const byFirst: Record<string, string> = {
    config: 'Partner',
    quote: 'Partner',
    time: 'Partner',
    session: 'Session',
    logout: 'Session',
    signup: 'Session',
    login: 'Session',
    email: 'Session',
    'password-reset': 'Session',
    trader: 'Trader',
    kyc: 'Identification',
    trades: 'Trades',
    'bank-accounts': 'Trades',
    'recurring-buys': 'Trades',
    pay: 'Payment page',
    shop: 'Payment page',
  };
  return byFirst[first] ?? 'Other';
}

const description = (mode: 'sandbox' | 'production') => `The API the widget, the React kit's views and the payment
page call on the BFF, same origin, under \`/api\`. A browser session is a cookie the BFF sets at sign-up or
sign-in; the BFF keeps the user's tokens itself, so no token reaches the page.

Every state-changing call (POST, PUT, DELETE) must carry \`${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\` and come from an
allowed Origin (\`csrf_rejected\` otherwise). The partner server's routes take
\`Authorization: Bearer <PARTNER_ADMIN_TOKEN>\` instead, and the service's callbacks are verified by their signature
header.

Every failure is \`{error, message, field?}\`. Each response lists the codes the BFF itself answers with and what
they mean; besides these, an error of the service passes through with its own code and status: see the Trade API
and Merchant API references${mode === 'sandbox' ? ' (`/trade/docs`, `/merchant/docs`)' : ''}. Any route may also
answer 500 \`internal_error\`.`;

/** The browser API's OpenAPI document, served at `/api/openapi.json`; sandbox-only routes only in sandbox mode. */
export function bffOpenApiDocument(
  publicUrl: string,
  options: { mode: 'sandbox' | 'production' } = { mode: 'sandbox' },
): OpenApiDocument {
  const sandbox = options.mode === 'sandbox';
  const endpoints = Object.fromEntries(
    (Object.entries(bffRoutes) as [BffRouteName, BffRoute][])
      .filter(([name]) => sandbox || !sandboxOnlyRoutes.includes(name))
      .map(([name, route]) => [name, endpointOf(name, route)]),
  );
  return buildOpenApiDocument<BffAuth>({
    info: { title: 'BFF browser API', version: '1', description: description(options.mode) },
    servers: [{ url: `${publicUrl.replace(/\/+$/, '')}/api`, description: 'This BFF' }],
    endpoints,
    securitySchemes: {
      sessionCookie: {
        type: 'apiKey',
        in: 'cookie',
        name: '__Host-tradekit_session',
        description: 'The browser session, set by sign-up, sign-in and a trusted widget session.',
      },
      adminToken: {
        type: 'http',
        scheme: 'bearer',
        description: "`PARTNER_ADMIN_TOKEN` of the BFF: the partner's own server calls these routes, never a browser.",
      },
    },
    security: {
      public: [],
      session: [{ sessionCookie: [] }],
      admin: [{ adminToken: [] }],
      signed: [],
    },
    errorSchema: BffErrorBody,
    numberSharedIds: true,
    errors: {
      meanings: bffErrorMeanings,
      example: (code, meaning) => ({ error: code, message: firstSentence(meaning) }),
    },
    examples: bffOpenApiExamples,
    tags: [
      { name: 'Partner', description: 'What the views need before anyone signs in.' },
      { name: 'Session', description: 'Sign-up, the emailed code, sign-in, password reset, sign-out.' },
      { name: 'Trader', description: 'The profile steps of the signed-in trader.' },
      { name: 'Identification', description: 'Identity verification.' },
      { name: 'Trades', description: 'Quotes, trades, payout bank accounts and recurring buys.' },
      { name: 'Payment page', description: 'The invoice payment page; the token in the path is the capability.' },
      { name: 'Partner server', description: "Called by the partner's own server with the admin token." },
      { name: 'Callbacks from the service', description: 'Signed calls of the Trade and Merchant APIs.' },
    ],
  });
}
