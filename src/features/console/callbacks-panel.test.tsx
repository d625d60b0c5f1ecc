// The console's webhooks and callbacks against an msw sandbox: the log newest first, each titled by what it is
// about, with URL, pretty body, signature header and attempts; "Deliver again" through the scripts' route; pushed attempts shown without a reload.
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/render-with-kit';
import { CallbacksPanel, prettyBody, signatureHeader } from './callbacks-panel';
import { callbackFixtures } from './console-fixtures';
import { renderConsole } from './render-console';

function renderPanel(options: Parameters<typeof renderConsole>[1] = {}) {
  return renderConsole(<CallbacksPanel />, options);
}

describe('CallbacksPanel', () => {
  it('lists every webhook and callback newest first, with URL, pretty body, signature header and attempts', async () => {
    const { container } = renderPanel();
    const entries = await screen.findAllByRole('article');
    // Rule: each is titled with what it is about (the sandbox's subject): resource, id, state and event.
    expect(entries.map((entry) => within(entry).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Trade 4120 → completed (trade.completed)',
      'Invoice 3180 → paid (invoice_state_change)',
    ]);
    const webhook = within(entries[0]!);
    expect(webhook.getByText('Log entry').nextElementSibling).toHaveTextContent('#2 trade.partner_webhook');
    expect(webhook.getByText('https://partner.example/webhooks/trade')).toBeInTheDocument();
    expect(webhook.getByText('x-service-webhook-signature: b7c1d0e9a4f2')).toBeInTheDocument();
    expect(webhook.getByText('Waiting for its next attempt')).toBeInTheDocument();
    expect(webhook.getByRole('heading', { name: '2 attempts' })).toBeInTheDocument();
    // Newest attempt first.
    expect(webhook.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/answered HTTP 503, not accepted$/),
      expect.stringMatching(/no answer: connection refused$/),
    ]);
    const callback = within(entries[1]!);
    expect(callback.getByText('Delivered')).toBeInTheDocument();
    expect(callback.getByText(/answered HTTP 200$/)).toBeInTheDocument();
    expect(container.querySelectorAll('pre')[1]?.textContent).toContain('\n  "event": "invoice_state_change",');
    expect(screen.getByText('2 deliveries')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('delivers one again through the scripts’ route, and shows the pushed attempt without a reload', async () => {
    const { user, sandbox } = renderPanel();
    const [, callback] = await screen.findAllByRole('article');
    await user.click(within(callback!).getByRole('button', { name: 'Deliver again: #1' }));
    expect(sandbox.state.redelivered).toEqual([1]);
    expect(await screen.findByText('#1 is being delivered again.')).toBeInTheDocument();
    act(() => sandbox.attempt(1, 200, '2026-03-12T14:20:00.000Z'));
    expect(await within(callback!).findByRole('heading', { name: '2 attempts' })).toBeInTheDocument();
    expect(screen.getByText('A new attempt of #1 was recorded.')).toBeInTheDocument();
    const attempts = within(callback!).getAllByRole('listitem');
    expect(attempts[0]?.querySelector('time')).toHaveAttribute('datetime', '2026-03-12T14:20:00.000Z');
  });

  it('says when it could not deliver again', async () => {
    const { user } = renderPanel({ failRedeliver: true });
    await user.click((await screen.findAllByRole('button', { name: /^Deliver again/ }))[0]!);
    expect(await screen.findByRole('alert')).toHaveTextContent('#2 could not be delivered again.');
  });

  it('says when nothing was delivered yet', async () => {
    renderPanel({ callbacks: [] });
    expect(await screen.findByText(/Nothing delivered yet/)).toBeInTheDocument();
  });
});

describe('deliveryTitle', () => {
  const [webhook] = callbackFixtures;
  it('names an identification attempt by the first 8 characters of its id, as the Traders panel does', async () => {
    renderPanel({
      callbacks: [
        {
          ...webhook!,
          subject: {
            event: 'identification-attempt.approved',
            resource: 'identification_attempt',
            id: '3f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b6c',
            state: 'approved',
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 3 })).toHaveTextContent(
      'Identification attempt 3f2a9c1e → approved (identification-attempt.approved)',
    );
  });

  it('falls back on the log entry and its kind when the sandbox says of no subject', async () => {
    renderPanel({ callbacks: [{ ...webhook!, subject: null }] });
    expect(await screen.findByRole('heading', { level: 3 })).toHaveTextContent('#2 trade.partner_webhook');
  });
});

describe('prettyBody and signatureHeader', () => {
  it('pretty-prints JSON and leaves anything else as it is', () => {
    expect(prettyBody('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyBody('not json')).toBe('not json');
  });

  it('finds the signature header whatever its scheme', () => {
    expect(signatureHeader({ 'content-type': 'x', 'x-coinify-callback-signature': 'abc' })).toEqual([
      'x-coinify-callback-signature',
      'abc',
    ]);
    expect(signatureHeader({ 'content-type': 'x' })).toBeUndefined();
  });
});
