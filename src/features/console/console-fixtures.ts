// The sandbox as the console's tests and stories see it: msw handlers for its mailbox and clock routes, the mail
// it holds, and a hub standing in for the event stream (push an event with `hub.emit`).
import { http, HttpResponse } from 'msw';
import { createEventHub, type MailboxMessage, type SandboxConsoleApi } from './sandbox-console-api';

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

export interface SandboxFixture {
  mail: MailboxMessage[];
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
    failAdvance?: boolean;
    baseUrl?: string;
  } = {},
) {
  const baseUrl = options.baseUrl ?? consoleFixtureBaseUrl;
  const state: SandboxFixture = {
    mail: [...(options.mail ?? mailFixtures)],
    now: options.now ?? '2026-03-12T14:10:00.000Z',
    advances: [],
  };
  const hub = createEventHub();
  const api: SandboxConsoleApi = { baseUrl, subscribe: hub.subscribe };
  const handlers = [
    http.get(`${baseUrl}/mailbox`, () =>
      options.failMailbox ? HttpResponse.json({ message: 'down' }, { status: 500 }) : HttpResponse.json(state.mail),
    ),
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
  return { state, hub, api, handlers, deliver };
}
