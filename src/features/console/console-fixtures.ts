// The sandbox as the console's tests and stories see it: msw handlers for its mailbox, callbacks and clock routes,
// the mail and deliveries it holds, and a hub standing in for the event stream (push an event with `hub.emit`).
import { http, HttpResponse } from 'msw';
import { btcToSatoshi, formatBtc } from '../../api/contract/money';
import {
  createEventHub,
  type CallbackDeliveryEntry,
  type MailboxMessage,
  type SandboxConsoleApi,
  type SandboxInvoiceEntry,
  type SandboxTradeEntry,
} from './sandbox-console-api';

export const consoleFixtureBaseUrl = 'http://sandbox.test/sandbox';

export const mailFixtures: MailboxMessage[] = [
  {
    to: 'ada@example.com',
    subject: 'Your email verification code',
    text: 'Your verification code is 482913. It expires in 15 minutes.',
    createTime: '2026-03-12T14:05:00.000Z',
  },
  {
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
    baseUrl?: string;
  } = {},
) {
  const baseUrl = options.baseUrl ?? consoleFixtureBaseUrl;
  const state: SandboxFixture = {
    mail: [...(options.mail ?? mailFixtures)],
    callbacks: structuredClone(options.callbacks ?? callbackFixtures),
    redelivered: [],
    now: options.now ?? '2026-03-12T14:10:00.000Z',
    advances: [],
  };
  const hub = createEventHub();
  const api: SandboxConsoleApi = { baseUrl, subscribe: hub.subscribe };
  const handlers = [
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
      return HttpResponse.json({ now: state.now });
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
  return { state, hub, api, handlers, deliver, attempt };
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
    inAmount: '103.00',
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
    inAmount: '100.25',
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
    inAmount: '51.50',
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

/**
 * A sandbox holding `trades` and `invoices`: the handlers list them and move them as the real routes do (a card
 * decision, a bank transfer, a payment to an address, confirmations), then push `changed` as the server does.
 * `refuse` answers every action with a 400 refusal instead.
 */
export function tradesSandboxFixture(
  options: {
    trades?: SandboxTradeEntry[];
    invoices?: SandboxInvoiceEntry[];
    refuse?: boolean;
    failLists?: boolean;
    baseUrl?: string;
  } = {},
) {
  const baseUrl = options.baseUrl ?? consoleFixtureBaseUrl;
  const state = {
    trades: structuredClone(options.trades ?? tradeFixtures),
    invoices: structuredClone(options.invoices ?? invoiceFixtures),
    calls: [] as TradesSandboxCall[],
  };
  const hub = createEventHub();
  const api: SandboxConsoleApi = { baseUrl, subscribe: hub.subscribe };
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
    options.failLists ? HttpResponse.json({ message: 'down' }, { status: 500 }) : HttpResponse.json(entries);
  const handlers = [
    http.get(`${baseUrl}/trades`, () => list(state.trades)),
    http.get(`${baseUrl}/invoices`, () => list(state.invoices)),
    http.post(`${baseUrl}/trades/:id/card-payment`, async ({ request, params }) => {
      const { result } = (await record(request, `/trades/${String(params.id)}/card-payment`)) as { result: string };
      const trade = state.trades.find((entry) => String(entry.id) === params.id);
      if (!trade) return HttpResponse.json({ error: 'not_found', message: 'No such trade.' }, { status: 404 });
      if (options.refuse || trade.state !== 'awaiting_transfer_in')
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
      if (options.refuse || trade.state !== 'awaiting_transfer_in')
        return refused(`Only a bank trade awaiting payment takes a bank transfer; this one is ${trade.state}.`);
      moveTrade(trade, [['processing', 'transfer_in_received']]);
      return HttpResponse.json({ tradeId: trade.id, state: trade.state });
    }),
    http.post(`${baseUrl}/blockchain/payments`, async ({ request }) => {
      const { address, amount } = (await record(request, '/blockchain/payments')) as {
        address: string;
        amount: number;
      };
      if (options.refuse) return refused('No invoice has this address.');
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
      if (options.refuse) return refused('No payment has this txid.');
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
  return { state, hub, api, handlers };
}
