// The sandbox as the console's tests and stories see it: msw handlers for its mailbox, callbacks and clock routes,
// the mail and deliveries it holds, and a hub standing in for the event stream (push an event with `hub.emit`).
import { http, HttpResponse } from 'msw';
import { btcToSatoshi, formatBtc } from '../../api/contract/money';
import {
  createEventHub,
  type SandboxCredentialsEntry,
  type CallbackDeliveryEntry,
  type ComplianceDecision,
  type CameDueEntry,
  type MailboxMessage,
  type SandboxConsoleApi,
  type SandboxTraderEntry,
  type SandboxInvoiceEntry,
  type SandboxTradeEntry,
  type TradeBlocker,
} from './sandbox-console-api';

export const consoleFixtureBaseUrl = 'http://sandbox.test/sandbox';

export const mailFixtures: MailboxMessage[] = [
  {
    id: 2,
    to: 'ada@example.com',
    subject: 'Your email verification code',
    text: 'Your verification code is 482913. It expires in 15 minutes.',
    createTime: '2026-03-12T14:05:00.000Z',
  },
  {
    id: 1,
    to: 'bob@example.com',
    subject: 'Your refund is waiting',
    text: 'Give the address for your refund of 0.0012 BTC at https://bff.example/merchant/refunds/Zk3p9QmX2bVr8sLt.',
    createTime: '2026-03-12T13:40:00.000Z',
  },
];

const callbackBody = JSON.stringify({
  event: 'invoice_state_change',
  time: '2026-03-12T14:02:00.000Z',
  data: { id: 3180, state: 'paid', bitcoin: { amount: 0.0012, amount_paid: 0.0012, amount_due: 0 } },
});

export const callbackFixtures: CallbackDeliveryEntry[] = [
  {
    id: 2,
    kind: 'trade.partner_webhook',
    subject: { event: 'trade.completed', resource: 'trade', id: 4120, state: 'completed' },
    url: 'https://partner.example/webhooks/trade',
    headers: { 'content-type': 'application/json', 'x-service-webhook-signature': 'b7c1d0e9a4f2' },
    body: JSON.stringify({ event: 'trade.completed', context: { tradeId: 4120, state: 'completed' } }),
    state: 'pending',
    createTime: '2026-03-12T14:06:00.000Z',
    deliveredTime: null,
    nextAttemptTime: '2026-03-12T14:06:20.000Z',
    attempts: [
      { time: '2026-03-12T14:06:00.000Z', status: null, error: 'connection refused' },
      { time: '2026-03-12T14:06:10.000Z', status: 503, error: 'answered HTTP 503' },
    ],
  },
  {
    id: 1,
    kind: 'merchant.invoice_state_change',
    subject: { event: 'invoice_state_change', resource: 'invoice', id: 3180, state: 'paid' },
    url: 'https://shop.example/ipn',
    headers: { 'content-type': 'application/json', 'x-service-callback-signature': '9f86d081884c7d65' },
    body: callbackBody,
    state: 'delivered',
    createTime: '2026-03-12T14:02:00.000Z',
    deliveredTime: '2026-03-12T14:02:01.000Z',
    nextAttemptTime: null,
    attempts: [{ time: '2026-03-12T14:02:01.000Z', status: 200, error: null }],
  },
];

export interface SandboxFixture {
  mail: MailboxMessage[];
  callbacks: CallbackDeliveryEntry[];
  /** Every `POST /callbacks/{id}/redeliver`'s id, in order. */
  redelivered: number[];
  now: string;
  /** Every `POST /clock/advance`'s seconds, in order. */
  advances: number[];
  /** How many times the secrets were asked for (`GET /credentials?reveal=secrets`). */
  reveals: number;
}

/** A sandbox holding `mail` at `now`; the handlers read and change it as the real routes do. */
export function sandboxFixture(
  options: {
    mail?: MailboxMessage[];
    now?: string;
    failMailbox?: boolean;
    callbacks?: CallbackDeliveryEntry[];
    failRedeliver?: boolean;
    failAdvance?: boolean;
    /** What the next move of the clock makes due (the moves after it: nothing). */
    cameDue?: CameDueEntry[];
    /** The sandbox's credentials, as `GET /credentials?reveal=secrets` answers them. */
    credentials?: SandboxCredentialsEntry;
    failReveal?: boolean;
    baseUrl?: string;
  } & TraderSandboxOptions &
    TradesSandboxOptions = {},
) {
  const baseUrl = options.baseUrl ?? consoleFixtureBaseUrl;
  const state: SandboxFixture = {
    mail: [...(options.mail ?? mailFixtures)],
    callbacks: structuredClone(options.callbacks ?? callbackFixtures),
    redelivered: [],
    now: options.now ?? '2026-03-12T14:10:00.000Z',
    advances: [],
    reveals: 0,
  };
  let nextDue = options.cameDue ?? [];
  const credentials = options.credentials ?? credentialsFixture;
  const hub = createEventHub();
  const api: SandboxConsoleApi = { baseUrl, subscribe: hub.subscribe };
  const traders = traderSandbox(baseUrl, hub, options);
  const trades = tradesSandbox(baseUrl, hub, options);
  const handlers = [
    ...traders.handlers,
    ...trades.handlers,
    http.get(`${baseUrl}/mailbox`, () =>
      options.failMailbox ? HttpResponse.json({ message: 'down' }, { status: 500 }) : HttpResponse.json(state.mail),
    ),
    http.get(`${baseUrl}/callbacks`, () => HttpResponse.json(state.callbacks)),
    http.post(`${baseUrl}/callbacks/:id/redeliver`, ({ params }) => {
      const entry = state.callbacks.find((delivery) => String(delivery.id) === params.id);
      if (options.failRedeliver) return HttpResponse.json({ error: 'internal', message: 'down' }, { status: 500 });
      if (!entry) return HttpResponse.json({ error: 'not_found', message: 'No such callback' }, { status: 404 });
      state.redelivered.push(entry.id);
      entry.state = 'pending';
      return HttpResponse.json(entry, { status: 202 });
    }),
    http.get(`${baseUrl}/clock`, () => HttpResponse.json({ now: state.now })),
    http.post(`${baseUrl}/clock/advance`, async ({ request }) => {
      if (options.failAdvance) return HttpResponse.json({ message: 'down' }, { status: 500 });
      const { seconds } = (await request.json()) as { seconds: number };
      state.advances.push(seconds);
      state.now = new Date(Date.parse(state.now) + seconds * 1000).toISOString();
      const cameDue = nextDue;
      nextDue = [];
      return HttpResponse.json({ now: state.now, cameDue });
    }),
    http.get(`${baseUrl}/credentials`, ({ request }) => {
      const reveal = new URL(request.url).searchParams.get('reveal');
      if (reveal !== 'secrets') return HttpResponse.json(maskedCredentials(credentials));
      state.reveals += 1;
      if (options.failReveal) return HttpResponse.json({ message: 'down' }, { status: 500 });
      return HttpResponse.json(credentials);
    }),
  ];
  /** A mail lands: stored, then pushed as the server does. */
  const deliver = (mail: MailboxMessage) => {
    state.mail.unshift(mail);
    hub.emit('mail', { to: mail.to, subject: mail.subject, createTime: mail.createTime });
  };
  /** The deliverer records an attempt of `id` (answered `status`), then it is pushed as the server does. */
  const attempt = (id: number, status: number, time: string) => {
    const entry = state.callbacks.find((delivery) => delivery.id === id);
    if (!entry) return;
    const ok = status >= 200 && status < 300;
    entry.attempts.push({ time, status, error: ok ? null : `answered HTTP ${status}` });
    entry.state = ok ? 'delivered' : 'pending';
    hub.emit('delivery', { id, kind: entry.kind, time });
  };
  return { state, hub, api, handlers, deliver, attempt, traders, trades };
}

const baseStates: SandboxTraderEntry['states'] = {
  identificationState: 'pending',
  corporateDetailsState: 'N/A',
  addressState: 'approved',
  sourceOfFundsState: 'approved',
  kybState: 'N/A',
  enhancedDueDiligenceState: 'approved',
  shareholderRelationState: 'N/A',
  proofOfSourceOfFundsState: 'pending',
  enhancedProofOfSourceOfFundsState: 'pending',
  pepState: 'non_pep',
  tradeSubscriptionsAllowed: false,
};

const partner = { id: '0b7c7f5e-2f5a-4f43-9d0e-3a1c6f1d2b10', name: 'Sandbox partner' };

/** Three traders: one waiting at the identity provider, a company whose documents were asked for, one past 10,000 EUR. */
export const traderFixtures: SandboxTraderEntry[] = [
  {
    id: 7,
    email: 'ada@example.com',
    emailVerified: true,
    partner,
    accountType: 'individual',
    createTime: '2026-03-12T14:00:00.000Z',
    states: baseStates,
    mandatoryInformationComplete: false,
    canTrade: true,
    cannotTradeReason: null,
    readyToTrade: false,
    tradeBlockers: ['identification'],
    canTradeAfter: null,
    completedEur: '0.00',
    kybDocumentsRequested: false,
    companyReview: null,
    proofOfFundsAsked: false,
    identificationAttempts: [
      {
        id: '3f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b6c',
        state: 'pending',
        rejectReason: null,
        createTime: '2026-03-12T14:03:00.000Z',
        approveTime: null,
        expireTime: '2026-03-13T14:03:00.000Z',
        identityPageUrl: 'http://localhost:4000/sandbox/identity/3f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b6c',
        decisions: ['approve', 'reject', 'manual_review'],
      },
      {
        id: '9d8c7b6a-5f4e-4d3c-b2a1-0f9e8d7c6b5a',
        state: 'rejected',
        rejectReason: 'ERROR_NOT_READABLE_ID.NOT_READABLE_DOCUMENT.BLURRED',
        createTime: '2026-03-12T14:01:00.000Z',
        approveTime: null,
        expireTime: '2026-03-13T14:01:00.000Z',
        identityPageUrl: 'http://localhost:4000/sandbox/identity/9d8c7b6a-5f4e-4d3c-b2a1-0f9e8d7c6b5a',
        decisions: [],
      },
    ],
  },
  {
    id: 6,
    email: 'finance@acme.example',
    emailVerified: true,
    partner,
    accountType: 'corporate',
    createTime: '2026-03-12T13:30:00.000Z',
    states: {
      ...baseStates,
      identificationState: 'N/A',
      corporateDetailsState: 'approved',
      kybState: 'documents_requested',
      shareholderRelationState: 'not_related',
      tradeSubscriptionsAllowed: true,
    },
    mandatoryInformationComplete: false,
    canTrade: true,
    cannotTradeReason: null,
    readyToTrade: false,
    tradeBlockers: ['company_review'],
    canTradeAfter: null,
    completedEur: '0.00',
    kybDocumentsRequested: true,
    companyReview: null,
    proofOfFundsAsked: false,
    identificationAttempts: [],
  },
  {
    id: 5,
    email: 'bob@example.com',
    emailVerified: true,
    partner,
    accountType: 'individual',
    createTime: '2026-03-11T09:00:00.000Z',
    states: {
      ...baseStates,
      identificationState: 'approved',
      proofOfSourceOfFundsState: 'questionaire_sent',
      tradeSubscriptionsAllowed: true,
    },
    mandatoryInformationComplete: true,
    canTrade: false,
    cannotTradeReason: 'forced_delay',
    readyToTrade: false,
    tradeBlockers: ['forced_delay', 'proof_of_funds'],
    canTradeAfter: '2026-03-13T09:00:00.000Z',
    completedEur: '10250.00',
    kybDocumentsRequested: false,
    companyReview: null,
    proofOfFundsAsked: true,
    identificationAttempts: [
      {
        id: 'c0ffee00-1234-4abc-8def-0123456789ab',
        state: 'approved',
        rejectReason: null,
        createTime: '2026-03-11T09:05:00.000Z',
        approveTime: '2026-03-11T09:06:00.000Z',
        expireTime: '2026-03-12T09:05:00.000Z',
        identityPageUrl: 'http://localhost:4000/sandbox/identity/c0ffee00-1234-4abc-8def-0123456789ab',
        decisions: [],
      },
    ],
  },
];

export interface TraderSandboxOptions {
  traders?: SandboxTraderEntry[];
  /** Every write is refused with this `{error, message}` (status 400), as a route refuses. */
  refuseTraderWrites?: string;
}

/**
 * The sandbox's traders for the console's tests and stories: `GET /traders` (with its `email` filter) and the
 * writes the Traders panel makes, each changing the traders as the real route does (by the same rules, in small)
 * and pushing `changed` as the server does. `posted` records every write's path and body.
 */
export function traderSandbox(
  baseUrl: string,
  hub: ReturnType<typeof createEventHub>,
  options: TraderSandboxOptions = {},
) {
  const state = {
    traders: structuredClone(options.traders ?? traderFixtures),
    posted: [] as { path: string; body: unknown }[],
  };
  const refused = (message: string, status = 400) =>
    HttpResponse.json({ error: status === 409 ? 'invalid_state' : 'invalid_request', message }, { status });
  const traderOf = (id: unknown) => state.traders.find((trader) => String(trader.id) === id);
  /** `blocker` stands in the trader's way (`on`) or no longer does; ready when nothing does. */
  const block = (trader: SandboxTraderEntry, blocker: TradeBlocker, on: boolean) => {
    const others = trader.tradeBlockers.filter((b) => b !== blocker);
    trader.tradeBlockers = on ? [...others, blocker] : others;
    trader.readyToTrade = trader.tradeBlockers.length === 0;
  };
  const changed = (id: number) => hub.emit('changed', { resource: 'trader', id });
  /** A write to a trader, recorded, refused when the options say so, else applied and pushed. */
  const write = (path: string, apply: (body: Record<string, unknown>, id: string) => Response) =>
    http.post(`${baseUrl}${path}`, async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      state.posted.push({ path: new URL(request.url).pathname.replace(/^.*\/sandbox/, ''), body });
      if (options.refuseTraderWrites) return refused(options.refuseTraderWrites);
      return apply(body, String(params.id));
    });
  const handlers = [
    http.get(`${baseUrl}/traders`, ({ request }) => {
      const email = (new URL(request.url).searchParams.get('email') ?? '').toLowerCase();
      return HttpResponse.json(state.traders.filter((trader) => trader.email.toLowerCase().includes(email)));
    }),
    write('/identity/:id', (body, attemptId) => {
      const trader = state.traders.find((t) => t.identificationAttempts.some((a) => a.id === attemptId));
      const attempt = trader?.identificationAttempts.find((a) => a.id === attemptId);
      if (!trader || !attempt) return refused('There is no identification attempt with this id.', 404);
      const decision = body.decision as ComplianceDecision;
      if (!attempt.decisions.includes(decision))
        return refused(`This decision is not possible: the attempt is ${attempt.state}, not pending.`, 409);
      if (decision === 'approve') {
        Object.assign(attempt, { state: 'approved', rejectReason: null, decisions: [] });
        trader.states.identificationState = 'approved';
        block(trader, 'identification', false);
      } else if (decision === 'reject') {
        Object.assign(attempt, { state: 'rejected', rejectReason: body.rejectReason ?? 'DENIED', decisions: [] });
      } else {
        Object.assign(attempt, {
          state: 'processing',
          rejectReason: 'MANUAL_REVIEW',
          decisions: ['approve', 'reject'],
        });
      }
      changed(trader.id);
      return HttpResponse.json({ location: attempt.identityPageUrl });
    }),
    write('/traders/:id/identification', (body, id) => {
      const trader = traderOf(id);
      if (!trader) return refused('There is no trader with this id.', 404);
      trader.states.identificationState = body.state as SandboxTraderEntry['states']['identificationState'];
      block(trader, 'identification', trader.states.identificationState !== 'approved');
      changed(trader.id);
      return HttpResponse.json({ traderId: trader.id, identificationState: trader.states.identificationState });
    }),
    write('/traders/:id/company-review', (body, id) => {
      const trader = traderOf(id);
      if (!trader) return refused('There is no trader with this id.', 404);
      if (!trader.kybDocumentsRequested) return refused('The KYB documents of this trader were not requested yet.');
      const result = body.result as 'approved' | 'rejected';
      trader.companyReview = result;
      trader.states.kybState = result === 'approved' ? 'approved' : 'documents_requested';
      block(trader, 'company_review', false);
      block(trader, 'company_review_rejected', result === 'rejected');
      changed(trader.id);
      return HttpResponse.json({ traderId: trader.id, result, kybState: trader.states.kybState });
    }),
    write('/traders/:id/proof-of-funds', (body, id) => {
      const trader = traderOf(id);
      if (!trader) return refused('There is no trader with this id.', 404);
      const result = body.result as 'approved' | 'rejected';
      trader.states.proofOfSourceOfFundsState = result;
      block(trader, 'proof_of_funds', false);
      block(trader, 'proof_of_funds_rejected', result === 'rejected');
      changed(trader.id);
      return HttpResponse.json({ traderId: trader.id, proofOfSourceOfFundsState: result });
    }),
    write('/traders/:id/trade-block', (body, id) => {
      const trader = traderOf(id);
      if (!trader) return refused('There is no trader with this id.', 404);
      const seconds = Number(body.forcedDelaySeconds ?? 0);
      const until =
        seconds > 0 ? new Date(Date.parse('2026-03-12T14:10:00.000Z') + seconds * 1000).toISOString() : null;
      Object.assign(trader, {
        canTradeAfter: until,
        canTrade: until === null,
        cannotTradeReason: until === null ? null : 'forced_delay',
      });
      block(trader, 'forced_delay', until !== null);
      changed(trader.id);
      return HttpResponse.json({ traderId: trader.id, forcedDelayUntil: until });
    }),
  ];
  /** A script changed trader `id` (`patch`): stored, then pushed as the server does. */
  const change = (id: number, patch: (trader: SandboxTraderEntry) => void) => {
    const trader = state.traders.find((t) => t.id === id);
    if (!trader) return;
    patch(trader);
    changed(id);
  };
  return { state, handlers, change };
}

/** The sandbox's partner, merchant and URLs with the secrets shown (`?reveal=secrets`). */
export const credentialsFixture: SandboxCredentialsEntry = {
  secretsShown: true,
  urls: {
    bffUrl: 'http://localhost:4000',
    tradeBaseUrl: 'http://localhost:4000/trade',
    tradeUserUrl: 'http://localhost:4000/user',
    merchantBaseUrl: 'http://localhost:4000/merchant',
    sandboxUrl: 'http://localhost:4000/sandbox',
  },
  partner: {
    id: '6f1c2b9e-4d3a-4c8e-9b1f-2a7d5e0c3b41',
    number: 1,
    name: 'Tradekit sandbox partner',
    keyAlgorithm: 'ES256',
    publicKeyPem:
      '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEq1w2v0Ykz3m8Jb5yGfXrT9sQ4nLh\n' +
      'c2pV7kE3dA6uW1oZx8rN5tB0yH4jK9mP2sF7gD1vC6eR3aL8wY5uI0oQ2g==\n-----END PUBLIC KEY-----\n',
    privateKeyFile: '/home/dev/tradekit/data/partner-private-key.pem',
    webhookUrl: 'http://localhost:4000/api/partner/webhook',
    webhookSecret: '5d1e9a7c3b2f4e6a8d0c1b3a5f7e9d2c4b6a8f0e1d3c5b7a9f2e4d6c8b0a1f3e',
  },
  merchant: {
    id: 1,
    apiKey: 'a3f9c1e7b5d2f8a4c6e0b9d1f3a5c7e9',
    authScheme: 'Service',
    callbackUrl: 'http://localhost:4000/api/merchant/callback',
    apiSecret: '7b2e9d4f1a6c8e3b5d0f2a4c6e8b1d3f5a7c9e2b4d6f8a0c',
    ipnSecret: 'e4c2a0f8d6b4e2c0a8f6d4b2e0c8a6f4d2b0e8c6a4f2d0b8',
  },
};

/** The same credentials as the route answers them without `?reveal=secrets`: every secret null. */
export function maskedCredentials(credentials: SandboxCredentialsEntry): SandboxCredentialsEntry {
  return {
    ...credentials,
    secretsShown: false,
    partner: { ...credentials.partner, webhookSecret: null },
    merchant: { ...credentials.merchant, apiSecret: null, ipnSecret: null },
  };
}

// ——— Trades and invoices ———

const tx = (n: number) => n.toString(16).padStart(64, 'a');

export const tradeFixtures: SandboxTradeEntry[] = [
  {
    id: 14,
    traderId: 3,
    traderEmail: 'ada@example.com',
    state: 'awaiting_transfer_in',
    inMedium: 'card',
    outMedium: 'blockchain',
    inCurrency: 'EUR',
    outCurrency: 'BTC',
    inAmount: '100.00',
    sendAmount: '103.00',
    outAmount: '0.00098',
    createTime: '2026-03-12T14:08:00.000Z',
    updateTime: '2026-03-12T14:08:00.000Z',
    history: [{ state: 'awaiting_transfer_in', move: 'created', time: '2026-03-12T14:08:00.000Z' }],
    cardPaymentUrl: 'http://sandbox.test/sandbox/card-payments/7f1c2d3e-0000-4000-8000-000000000014',
    bankReference: null,
    depositAddress: null,
    depositAmount: null,
    receiptUrl: null,
  },
  {
    id: 13,
    traderId: 4,
    traderEmail: 'bob@example.com',
    state: 'awaiting_transfer_in',
    inMedium: 'bank',
    outMedium: 'blockchain',
    inCurrency: 'EUR',
    outCurrency: 'BTC',
    inAmount: '100.00',
    sendAmount: '100.25',
    outAmount: '0.00098',
    createTime: '2026-03-12T14:04:00.000Z',
    updateTime: '2026-03-12T14:04:00.000Z',
    history: [{ state: 'awaiting_transfer_in', move: 'created', time: '2026-03-12T14:04:00.000Z' }],
    cardPaymentUrl: null,
    bankReference: 'TK-7Q2M',
    depositAddress: null,
    depositAmount: null,
    receiptUrl: null,
  },
  {
    id: 12,
    traderId: 4,
    traderEmail: 'bob@example.com',
    state: 'awaiting_transfer_in',
    inMedium: 'blockchain',
    outMedium: 'bank',
    inCurrency: 'BTC',
    outCurrency: 'EUR',
    inAmount: '0.00123456',
    sendAmount: '0.00123456',
    outAmount: '88.00',
    createTime: '2026-03-12T14:01:00.000Z',
    updateTime: '2026-03-12T14:01:00.000Z',
    history: [{ state: 'awaiting_transfer_in', move: 'created', time: '2026-03-12T14:01:00.000Z' }],
    cardPaymentUrl: null,
    bankReference: null,
    depositAddress: 'tb1qdeposit0000000000000000000000000012',
    depositAmount: '0.00123456',
    receiptUrl: null,
  },
  {
    id: 11,
    traderId: 3,
    traderEmail: 'ada@example.com',
    state: 'completed_test',
    inMedium: 'card',
    outMedium: 'blockchain',
    inCurrency: 'EUR',
    outCurrency: 'BTC',
    inAmount: '50.00',
    sendAmount: '51.50',
    outAmount: '0.00049',
    createTime: '2026-03-12T13:30:00.000Z',
    updateTime: '2026-03-12T13:31:10.000Z',
    history: [
      { state: 'awaiting_transfer_in', move: 'created', time: '2026-03-12T13:30:00.000Z' },
      { state: 'payment_authorized', move: 'card_authorized', time: '2026-03-12T13:31:00.000Z' },
      { state: 'processing', move: 'card_captured', time: '2026-03-12T13:31:00.000Z' },
      { state: 'completed_test', move: 'completed', time: '2026-03-12T13:31:10.000Z' },
    ],
    cardPaymentUrl: 'http://sandbox.test/sandbox/card-payments/7f1c2d3e-0000-4000-8000-000000000011',
    bankReference: null,
    depositAddress: null,
    depositAmount: null,
    receiptUrl: 'http://sandbox.test/sandbox/receipts/Qm9vS2VlcGluZ1JlY2VpcHQx',
  },
];

const invoiceBase = {
  merchantId: 1,
  type: 'normal' as const,
  nativeCurrency: 'EUR',
  originalInvoiceId: null,
};

export const invoiceFixtures: SandboxInvoiceEntry[] = [
  {
    ...invoiceBase,
    id: 21,
    state: 'new',
    btcAmount: '0.00023',
    amountPaid: '0',
    amountDue: '0.00023',
    address: 'tb1qinvoice000000000000000000000000000021',
    nativeAmount: '10.00',
    createTime: '2026-03-12T14:09:00.000Z',
    expireTime: '2026-03-12T14:24:00.000Z',
    paymentUrl: 'http://sandbox.test/pay/MjEuc2lnbmVk',
    payments: [],
    history: [{ state: 'new', time: '2026-03-12T14:09:00.000Z' }],
  },
  {
    ...invoiceBase,
    id: 20,
    state: 'paid',
    btcAmount: '0.00046',
    amountPaid: '0.00046',
    amountDue: '0',
    address: 'tb1qinvoice000000000000000000000000000020',
    nativeAmount: '20.00',
    createTime: '2026-03-12T14:00:00.000Z',
    expireTime: '2026-03-12T14:15:00.000Z',
    paymentUrl: 'http://sandbox.test/pay/MjAuc2lnbmVk',
    payments: [{ txid: tx(20), amount: '0.00046', confirmations: 0, time: '2026-03-12T14:03:00.000Z' }],
    history: [
      { state: 'new', time: '2026-03-12T14:00:00.000Z' },
      { state: 'paid', time: '2026-03-12T14:03:00.000Z' },
    ],
  },
  {
    ...invoiceBase,
    id: 19,
    state: 'expired',
    btcAmount: '0.00023',
    amountPaid: '0',
    amountDue: '0.00023',
    address: 'tb1qinvoice000000000000000000000000000019',
    nativeAmount: '10.00',
    createTime: '2026-03-11T09:00:00.000Z',
    expireTime: '2026-03-11T09:15:00.000Z',
    paymentUrl: 'http://sandbox.test/pay/MTkuc2lnbmVk',
    payments: [],
    history: [{ state: 'expired', time: null }],
  },
];

/** What the console asked of the trades and invoices routes, in order. */
export interface TradesSandboxCall {
  path: string;
  body: unknown;
}

export interface TradesSandboxOptions {
  trades?: SandboxTradeEntry[];
  invoices?: SandboxInvoiceEntry[];
  /** Every action on a trade or invoice is refused (400), as a route refuses. */
  refuseTradeActions?: boolean;
  /** `GET /trades` and `GET /invoices` fail (500). */
  failTradeLists?: boolean;
}

/**
 * The sandbox's trades and invoices for the console's tests and stories: the handlers list them and move them as
 * the real routes do (a card decision, a bank transfer, a payment to an address, confirmations), then push
 * `changed` as the server does. `calls` records every action's path and body.
 */
export function tradesSandbox(
  baseUrl: string,
  hub: ReturnType<typeof createEventHub>,
  options: TradesSandboxOptions = {},
) {
  const state = {
    trades: structuredClone(options.trades ?? tradeFixtures),
    invoices: structuredClone(options.invoices ?? invoiceFixtures),
    calls: [] as TradesSandboxCall[],
  };
  const time = '2026-03-12T14:10:00.000Z';
  let txCount = 100;
  const refused = (message: string) => HttpResponse.json({ error: 'not_awaiting_payment', message }, { status: 400 });
  const moveTrade = (trade: SandboxTradeEntry, steps: [SandboxTradeEntry['state'], string][]) => {
    for (const [to, move] of steps) trade.history.push({ state: to, move, time });
    trade.state = steps.at(-1)![0];
    hub.emit('changed', { resource: 'trade', id: trade.id, state: trade.state });
  };
  const moveInvoice = (invoice: SandboxInvoiceEntry, to: SandboxInvoiceEntry['state']) => {
    invoice.state = to;
    invoice.history.push({ state: to, time });
    hub.emit('changed', { resource: 'invoice', id: invoice.id, state: to });
  };
  const record = async (request: Request, path: string) => {
    const body: unknown = await request.json().catch(() => undefined);
    state.calls.push({ path, body });
    return body;
  };
  const list = (entries: SandboxTradeEntry[] | SandboxInvoiceEntry[]) =>
    options.failTradeLists ? HttpResponse.json({ message: 'down' }, { status: 500 }) : HttpResponse.json(entries);
  const handlers = [
    http.get(`${baseUrl}/trades`, () => list(state.trades)),
    http.get(`${baseUrl}/invoices`, () => list(state.invoices)),
    http.post(`${baseUrl}/invoices`, async ({ request }) => {
      const { amount, currency } = (await record(request, '/invoices')) as { amount: number; currency?: string };
      if (options.refuseTradeActions)
        return HttpResponse.json(
          { error: 'currency_not_supported', message: `${currency} is not a currency the service prices in.` },
          { status: 400 },
        );
      const id = Math.max(0, ...state.invoices.map((invoice) => invoice.id)) + 1;
      // 2,300 satoshi a euro: 10 EUR is 0.00023 BTC, as the invoices above.
      const btc = formatBtc(Math.round(amount * 2300));
      const invoice: SandboxInvoiceEntry = {
        ...invoiceBase,
        id,
        state: 'new',
        btcAmount: btc,
        amountPaid: '0',
        amountDue: btc,
        address: `tb1qinvoice${String(id).padStart(30, '0')}`,
        nativeAmount: amount.toFixed(2),
        nativeCurrency: currency ?? 'EUR',
        createTime: time,
        expireTime: '2026-03-12T14:25:00.000Z',
        paymentUrl: `http://sandbox.test/pay/${btoa(`${id}.signed`)}`,
        payments: [],
        history: [{ state: 'new', time }],
      };
      state.invoices.unshift(invoice);
      hub.emit('changed', { resource: 'invoice', id, state: 'new' });
      return HttpResponse.json(invoice, { status: 201 });
    }),
    http.post(`${baseUrl}/trades/:id/card-payment`, async ({ request, params }) => {
      const { result } = (await record(request, `/trades/${String(params.id)}/card-payment`)) as { result: string };
      const trade = state.trades.find((entry) => String(entry.id) === params.id);
      if (!trade) return HttpResponse.json({ error: 'not_found', message: 'No such trade.' }, { status: 404 });
      if (options.refuseTradeActions || trade.state !== 'awaiting_transfer_in')
        return refused(`This trade no longer waits for its card payment: it is ${trade.state}.`);
      if (result === 'approved')
        moveTrade(trade, [
          ['payment_authorized', 'card_authorized'],
          ['processing', 'card_captured'],
        ]);
      else moveTrade(trade, [[result === 'declined' ? 'rejected' : 'cancelled', `card_${result}`]]);
      return HttpResponse.json({ tradeId: trade.id, result, state: trade.state, location: null });
    }),
    http.post(`${baseUrl}/trades/:id/bank-transfer`, async ({ request, params }) => {
      await record(request, `/trades/${String(params.id)}/bank-transfer`);
      const trade = state.trades.find((entry) => String(entry.id) === params.id);
      if (!trade) return HttpResponse.json({ error: 'not_found', message: 'No such trade.' }, { status: 404 });
      if (options.refuseTradeActions || trade.state !== 'awaiting_transfer_in')
        return refused(`Only a bank trade awaiting payment takes a bank transfer; this one is ${trade.state}.`);
      moveTrade(trade, [['processing', 'transfer_in_received']]);
      return HttpResponse.json({ tradeId: trade.id, state: trade.state });
    }),
    http.post(`${baseUrl}/blockchain/payments`, async ({ request }) => {
      const { address, amount } = (await record(request, '/blockchain/payments')) as {
        address: string;
        amount: number;
      };
      if (options.refuseTradeActions) return refused('No invoice has this address.');
      const txid = tx((txCount += 1));
      const sats = btcToSatoshi(amount);
      const trade = state.trades.find((entry) => entry.depositAddress === address);
      if (trade && trade.state === 'awaiting_transfer_in' && sats >= btcToSatoshi(trade.depositAmount ?? '0'))
        moveTrade(trade, [['processing', 'transfer_in_received']]);
      const invoice = state.invoices.find((entry) => entry.address === address);
      if (invoice) {
        invoice.payments.push({ txid, amount: formatBtc(sats), confirmations: 0, time });
        const paid = Math.min(btcToSatoshi(invoice.btcAmount), btcToSatoshi(invoice.amountPaid) + sats);
        invoice.amountPaid = formatBtc(paid);
        invoice.amountDue = formatBtc(btcToSatoshi(invoice.btcAmount) - paid);
        if (invoice.amountDue === '0') moveInvoice(invoice, 'paid');
        else hub.emit('changed', { resource: 'invoice', id: invoice.id });
      }
      return HttpResponse.json({ txid });
    }),
    http.post(`${baseUrl}/blockchain/confirmations`, async ({ request }) => {
      const { txid, confirmations } = (await record(request, '/blockchain/confirmations')) as {
        txid: string;
        confirmations: number;
      };
      if (options.refuseTradeActions) return refused('No payment has this txid.');
      for (const invoice of state.invoices)
        for (const payment of invoice.payments)
          if (payment.txid === txid) {
            payment.confirmations = Math.max(payment.confirmations, confirmations);
            if (invoice.state === 'paid' && invoice.payments.every((p) => p.confirmations >= 1))
              moveInvoice(invoice, 'complete');
          }
      return HttpResponse.json({ txid, confirmations });
    }),
  ];
  return { state, handlers };
}
