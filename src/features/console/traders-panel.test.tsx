// The console's traders against an msw sandbox: each trader newest first with its states and attempts, searched by
// email through the route's own filter; the compliance team's decisions through the routes scripts use (identity
// provider, skip identification, company review, proof of funds, trade block), each answered in a live region or,
// refused, with the route's own message; a trader changed elsewhere (a pushed `changed` event) shown at once.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/render-with-kit';
import { renderConsole } from './render-console';
import { TradersPanel } from './traders-panel';

function renderPanel(options: Parameters<typeof renderConsole>[1] = {}) {
  return renderConsole(<TradersPanel />, options);
}

const traderCard = async (email: string) =>
  within((await screen.findByRole('heading', { level: 3, name: email })).closest('article')!);

describe('TradersPanel', () => {
  it('lists each trader newest first with every state and its identification attempts', async () => {
    const { container } = renderPanel();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'ada@example.com',
      'finance@acme.example',
      'bob@example.com',
    ]);
    const ada = within(cards[0]!);
    expect(ada.getByText('Identification').nextElementSibling).toHaveTextContent('pending');
    expect(ada.getByText('Company review (KYB)').nextElementSibling).toHaveTextContent('N/A');
    expect(ada.getByRole('heading', { name: '2 identification attempts' })).toBeInTheDocument();
    expect(ada.getByText('rejected · ERROR_NOT_READABLE_ID.NOT_READABLE_DOCUMENT.BLURRED')).toBeInTheDocument();
    expect(ada.getByRole('link', { name: 'Open the identity page of attempt 3f2a9c1e' })).toHaveAttribute(
      'href',
      'http://localhost:4000/sandbox/identity/3f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b6c',
    );
    // Only the pending attempt has decisions; the rejected one is final.
    expect(ada.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Decide attempt 3f2a9c1e as the compliance team',
    ]);
    const bob = within(cards[2]!);
    expect(bob.getByText('Completed trades').nextElementSibling).toHaveTextContent('10250.00 EUR');
    // Rule: "Can trade" only where a trade goes through, else what stands in the way, as the sandbox answers it.
    expect(bob.getByText('Can trade').nextElementSibling).toHaveTextContent(
      /^No: a waiting period until .+ and proof of funds awaited$/,
    );
    expect(ada.getByText('Can trade').nextElementSibling).toHaveTextContent(
      "No: identification not approvedA trade may start (the trader object's canTrade is true), but once paid it " +
        'waits in review until this is done.',
    );
    expect(within(cards[1]!).getByText('Can trade').nextElementSibling).toHaveTextContent(
      /^No: company review not concluded/,
    );
    expect(screen.getByText('3 traders')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('searches by part of the email through the route’s own filter', async () => {
    const { user } = renderPanel();
    await screen.findAllByRole('article');
    await user.type(screen.getByRole('searchbox', { name: 'Search by email' }), 'ACME');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('finance@acme.example');
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'nobody');
    expect(await screen.findByText('No trader with an email containing “nobody”.')).toBeInTheDocument();
  });

  it('approves a pending attempt through the identity provider’s route, and says so', async () => {
    const { user, sandbox } = renderPanel();
    const ada = await traderCard('ada@example.com');
    await user.click(ada.getByRole('button', { name: 'Approve attempt 3f2a9c1e' }));
    expect(sandbox.traders.state.posted).toEqual([
      { path: '/identity/3f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b6c', body: { decision: 'approve' } },
    ]);
    expect(await screen.findByText('Attempt 3f2a9c1e approved.')).toBeInTheDocument();
    await waitFor(() => expect(ada.getByText('Identification').nextElementSibling).toHaveTextContent('approved'));
    expect(ada.queryByRole('button', { name: 'Approve attempt 3f2a9c1e' })).not.toBeInTheDocument();
    // Nothing stands in the way any more: the sandbox says so and the console says "Yes".
    expect(ada.getByText('Can trade').nextElementSibling).toHaveTextContent(/^Yes$/);
    expect(ada.getByText('Can trade').nextElementSibling).toHaveAttribute('data-state', 'can-trade');
  });

  it('rejects with the reason chosen in its own, distinctly labelled select', async () => {
    const { user, sandbox } = renderPanel();
    const ada = await traderCard('ada@example.com');
    await user.selectOptions(
      ada.getByRole('combobox', { name: 'Reason for rejecting attempt 3f2a9c1e' }),
      'DENIED_EXPIRED_IDENTIFICATION',
    );
    // MANUAL_REVIEW is a decision of its own, not a reason to reject with.
    expect(ada.queryByRole('option', { name: 'MANUAL_REVIEW' })).not.toBeInTheDocument();
    await user.click(ada.getByRole('button', { name: 'Reject attempt 3f2a9c1e' }));
    expect(sandbox.traders.state.posted[0]?.body).toEqual({
      decision: 'reject',
      rejectReason: 'DENIED_EXPIRED_IDENTIFICATION',
    });
    expect(await screen.findByText('Attempt 3f2a9c1e rejected (DENIED_EXPIRED_IDENTIFICATION).')).toBeInTheDocument();
  });

  it('sends to manual review; then only approve or reject conclude it', async () => {
    const { user } = renderPanel();
    const ada = await traderCard('ada@example.com');
    await user.click(ada.getByRole('button', { name: 'Send attempt 3f2a9c1e to manual review' }));
    expect(await screen.findByText('Attempt 3f2a9c1e sent to manual review.')).toBeInTheDocument();
    expect(await ada.findByText('processing · MANUAL_REVIEW')).toBeInTheDocument();
    const decide = ada.getByRole('group', { name: 'Decide attempt 3f2a9c1e as the compliance team' });
    expect(
      within(decide)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Approve', 'Reject']);
  });

  it('skips identification of an individual trader', async () => {
    const { user, sandbox } = renderPanel();
    const ada = await traderCard('ada@example.com');
    await user.click(ada.getByRole('button', { name: 'Skip identification of ada@example.com' }));
    expect(sandbox.traders.state.posted).toEqual([{ path: '/traders/7/identification', body: { state: 'approved' } }]);
    expect(
      await screen.findByText('Identification of ada@example.com skipped: identificationState is now approved.'),
    ).toBeInTheDocument();
  });

  it('concludes the company review only of a corporate trader whose documents were requested', async () => {
    const { user, sandbox } = renderPanel();
    const ada = await traderCard('ada@example.com');
    expect(ada.queryByRole('button', { name: /company documents/ })).not.toBeInTheDocument();
    const acme = await traderCard('finance@acme.example');
    await user.click(acme.getByRole('button', { name: 'Reject company documents of finance@acme.example' }));
    expect(sandbox.traders.state.posted).toEqual([{ path: '/traders/6/company-review', body: { result: 'rejected' } }]);
    expect(await screen.findByText(/^Company documents of finance@acme.example rejected/)).toBeInTheDocument();
    // kybState cannot say rejected: the concluded review does.
    expect(await acme.findByText('Company review concluded')).toBeInTheDocument();
  });

  it('judges a proof of funds when one was asked, and lifts or sets a forced delay', async () => {
    const { user, sandbox } = renderPanel();
    const bob = await traderCard('bob@example.com');
    expect((await traderCard('ada@example.com')).queryByRole('button', { name: /proof of funds/ })).toBeNull();
    await user.click(bob.getByRole('button', { name: 'Approve proof of funds of bob@example.com' }));
    expect(await screen.findByText(/proofOfSourceOfFundsState is now approved/)).toBeInTheDocument();
    await user.click(bob.getByRole('button', { name: 'Lift the wait of bob@example.com' }));
    expect(await screen.findByText('bob@example.com no longer waits before trading.')).toBeInTheDocument();
    await user.click(await bob.findByRole('button', { name: 'Block trading for a day: bob@example.com' }));
    expect(sandbox.traders.state.posted.map(({ path, body }) => [path, body])).toEqual([
      ['/traders/5/proof-of-funds', { result: 'approved' }],
      ['/traders/5/trade-block', { forcedDelaySeconds: 0 }],
      ['/traders/5/trade-block', { forcedDelaySeconds: 86_400 }],
    ]);
    expect(await screen.findByText(/^bob@example.com cannot trade until .* \(forced_delay\)\.$/)).toBeInTheDocument();
  });

  it('shows the route’s own message when it refuses', async () => {
    const { user } = renderPanel({ refuseTraderWrites: 'This decision is not possible: the attempt is expired.' });
    const ada = await traderCard('ada@example.com');
    await user.click(ada.getByRole('button', { name: 'Approve attempt 3f2a9c1e' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The sandbox refused: This decision is not possible: the attempt is expired.',
    );
  });

  it('follows a trader changed elsewhere (a pushed changed event) without a reload', async () => {
    const { sandbox } = renderPanel();
    const acme = await traderCard('finance@acme.example');
    act(() =>
      sandbox.traders.change(6, (trader) => {
        trader.states.kybState = 'approved';
        trader.companyReview = 'approved';
      }),
    );
    await waitFor(() =>
      expect(acme.getByText('Company review (KYB)').nextElementSibling).toHaveTextContent('approved'),
    );
  });

  it('says when there is no trader yet', async () => {
    renderPanel({ traders: [] });
    expect(await screen.findByText(/No traders yet/)).toBeInTheDocument();
  });
});
