// The console's panels against an msw sandbox: the mailbox lists, searches, renders and follows pushed mail; the
// clock shows both times, moves by a button or any amount typed through the scripts' route and lists what came due.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/render-with-kit';
import { ClockPanel } from './clock-panel';
import { consoleFixtureBaseUrl } from './console-fixtures';
import { renderConsole } from './render-console';
import { ConsoleLayout } from './console-page';
import { MailboxPanel } from './mailbox-panel';

describe('MailboxPanel', () => {
  it('shows every email newest first, as the customer reads it, with the code to copy and the link to open', async () => {
    const { container } = renderConsole(<MailboxPanel />);
    const mails = await screen.findAllByRole('article');
    expect(mails.map((mail) => within(mail).getByRole('heading').textContent)).toEqual([
      'Your email verification code',
      'Your refund is waiting',
    ]);
    const code = within(mails[0]!);
    expect(code.getByText('ada@example.com')).toBeInTheDocument();
    expect(code.getByText('482913').tagName).toBe('STRONG');
    expect(code.getByRole('button', { name: 'Copy code 482913' })).toBeInTheDocument();
    expect(within(mails[1]!).getByRole('link', { name: /refunds\/Zk3p9QmX2bVr8sLt$/ })).toHaveAttribute(
      'href',
      'https://bff.example/merchant/refunds/Zk3p9QmX2bVr8sLt',
    );
    expect(screen.getByText('2 emails')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('copies the code', async () => {
    const { user } = renderConsole(<MailboxPanel />);
    await user.click(await screen.findByRole('button', { name: 'Copy code 482913' }));
    expect(await navigator.clipboard.readText()).toBe('482913');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it("switches an email to its HTML part, the sandbox's own document framed without script, and back", async () => {
    // (axe cannot enter frames in jsdom: the e2e checks the page with the frame open in Chromium.)
    const { user } = renderConsole(<MailboxPanel />);
    const [mail] = await screen.findAllByRole('article');
    const parts = within(mail!).getByRole('group', { name: "Show the email's part" });
    expect(within(parts).getByRole('button', { name: 'Text' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(parts).getByRole('button', { name: 'HTML' }));
    const frame = within(mail!).getByTitle('Your email verification code (HTML)');
    expect(frame).toHaveAttribute('src', `${consoleFixtureBaseUrl}/mailbox/2/html`);
    expect(frame.getAttribute('sandbox')).not.toContain('allow-scripts');
    expect(within(mail!).queryByText('482913')).not.toBeInTheDocument();
    await user.click(within(parts).getByRole('button', { name: 'Text' }));
    expect(within(mail!).getByText('482913')).toBeInTheDocument();
  });

  it('searches by part of the address', async () => {
    const { user } = renderConsole(<MailboxPanel />);
    await screen.findAllByRole('article');
    await user.type(screen.getByRole('searchbox', { name: 'Search by address' }), 'BOB@');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Your refund is waiting' })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'carol');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No mail to an address containing “carol”.')).toBeInTheDocument();
  });

  it('shows pushed mail without a reload, and announces it', async () => {
    const { sandbox } = renderConsole(<MailboxPanel />, { mail: [] });
    expect(await screen.findByText(/No mail yet/)).toBeInTheDocument();
    act(() =>
      sandbox.deliver({
        id: 3,
        to: 'eve@example.com',
        subject: 'Your email verification code',
        text: 'Your verification code is 777001.',
        createTime: '2026-03-12T15:00:00.000Z',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Copy code 777001' })).toBeInTheDocument();
    expect(screen.getByText('New mail to eve@example.com: Your email verification code')).toBeInTheDocument();
  });

  it('says when the mailbox cannot be read, with a retry', async () => {
    renderConsole(<MailboxPanel />, { failMailbox: true });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('ClockPanel', () => {
  const real = new Date('2026-03-12T14:10:00.000Z');

  it('shows the sandbox time against real time, and moves it an hour through the scripts’ route', async () => {
    const { user, sandbox, container } = renderConsole(<ClockPanel realTime={real} />);
    expect(await screen.findByText('In step with real time')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '+1 hour' }));
    expect(await screen.findByText('Ahead of real time by 0 d 1 h 0 min')).toBeInTheDocument();
    expect(sandbox.state.advances).toEqual([3600]);
    expect(screen.getByTestId('sandbox-time').querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-03-12T15:10:00.000Z',
    );
    expect(screen.getByText(/^The sandbox clock is now/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('offers a minute, an hour, a day and 7 days', async () => {
    const { user, sandbox } = renderConsole(<ClockPanel realTime={real} />);
    for (const name of ['+1 minute', '+1 day', '+7 days']) {
      await user.click(await screen.findByRole('button', { name }));
      await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled());
    }
    expect(sandbox.state.advances).toEqual([60, 86_400, 604_800]);
    expect(await screen.findByText('Ahead of real time by 8 d 0 h 1 min')).toBeInTheDocument();
  });

  it('rule: moves by any amount typed, read into seconds, through the same route', async () => {
    const { user, sandbox, container } = renderConsole(<ClockPanel realTime={real} />);
    const field = await screen.findByRole('textbox', { name: 'Or move it by' });
    await user.type(field, '16 minutes');
    await user.click(screen.getByRole('button', { name: 'Move forward' }));
    expect(await screen.findByText('Ahead of real time by 0 d 0 h 16 min')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '1h 30m{Enter}');
    expect(await screen.findByText('Ahead of real time by 0 d 1 h 46 min')).toBeInTheDocument();
    expect(sandbox.state.advances).toEqual([960, 5400]);
    await expectNoAxeViolations(container);
  });

  it('rule: says what it cannot read, on the field, and moves nothing', async () => {
    const { user, sandbox, container } = renderConsole(<ClockPanel realTime={real} />);
    const field = await screen.findByRole('textbox', { name: 'Or move it by' });
    const said = async (typed: string, message: string) => {
      await user.clear(field);
      if (typed) await user.type(field, typed);
      await user.click(screen.getByRole('button', { name: 'Move forward' }));
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(field).toBeInvalid();
    };
    await said('90', '90 what? Add a unit');
    await said('soon', 'Could not read “soon”');
    await said('3 fortnights', '“fortnights” is not a unit the clock knows');
    await said('1 month', '“month” has no fixed length: say it in days or weeks');
    await said('-5 min', 'only moves forward');
    await said('', 'Type how far to move the clock');
    await expectNoAxeViolations(container);
    expect(sandbox.state.advances).toEqual([]);
    // Typing again clears the message.
    await user.type(field, 's');
    expect(field).toBeValid();
  });

  it('follows a move pushed from elsewhere (a script)', async () => {
    const { sandbox } = renderConsole(<ClockPanel realTime={real} />);
    await screen.findByText('In step with real time');
    act(() => sandbox.hub.emit('clock', { now: '2026-03-13T14:10:00.000Z' }));
    expect(await screen.findByText('Ahead of real time by 1 d 0 h 0 min')).toBeInTheDocument();
  });

  it('lists what came due when it moved (issue #20: "what came due when it moved")', async () => {
    const { user, container } = renderConsole(<ClockPanel realTime={real} />, {
      cameDue: [
        { resource: 'trade', id: 12, state: 'expired' },
        { resource: 'invoice', id: 3180, state: 'expired' },
        { resource: 'refund', id: 7, state: 'complete' },
      ],
    });
    await user.click(await screen.findByRole('button', { name: '+1 day' }));
    const due = await screen.findByRole('list');
    expect(screen.getByText('These 3 came due:')).toBeInTheDocument();
    // A resource the console has no name for yet is shown as the sandbox calls it.
    expect(
      within(due)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Trade 12 → expired', 'Invoice 3180 → expired', 'refund 7 → complete']);
    await expectNoAxeViolations(container);
    // The next move made nothing due, and says so.
    await user.click(screen.getByRole('button', { name: '+1 minute' }));
    expect(await screen.findByText('Nothing came due.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says when the clock could not be moved', async () => {
    const { user } = renderConsole(<ClockPanel realTime={real} />, { failAdvance: true });
    await user.click(await screen.findByRole('button', { name: '+1 day' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The clock could not be moved.');
  });
});

describe('ConsoleLayout', () => {
  it('navigates between the panels by link, marking the one shown and focusing its heading', async () => {
    window.location.hash = '';
    const { user, container } = renderConsole(<ConsoleLayout live="open" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sandbox console' })).toBeInTheDocument();
    expect(screen.getByText('Live')).toHaveAttribute('data-live', 'open');
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    expect(within(nav).getByRole('link', { name: 'Mailbox' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Clock' }));
    expect(within(nav).getByRole('link', { name: 'Clock' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Clock' })).toHaveFocus());
    await expectNoAxeViolations(container);
  });
});
