// The sandbox as the console's tests and stories see it: msw handlers for its mailbox, callbacks and clock routes,
// the mail and deliveries it holds, and a hub standing in for the event stream (push an event with `hub.emit`).
import { http, HttpResponse } from 'msw';
import {
  createEventHub,
  type CallbackDeliveryEntry,
  type MailboxMessage,
  type SandboxConsoleApi,
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
