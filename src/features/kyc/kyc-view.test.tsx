import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RejectReason } from '../../api/contract/trade/enums';
import { attemptFixture, partnerConfigFixture, traderAt } from '../../mocks/fixtures';
import { fakePopup } from '../../test/fake-windows';
import { expectNoAxeViolations, renderWithKit } from '../../test/render-with-kit';
import { KycView } from './kyc-view';
import { topNavigation } from '../../ui/open-window';

const trader = traderAt('individual', 'identification');

describe('KycView', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens the window inside the click, then sends it to redirectUrl once the attempt exists', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const assign = vi.spyOn(topNavigation, 'assign').mockImplementation(() => undefined);
    const { user, state } = renderWithKit(<KycView />, { trader });
    await user.click(await screen.findByRole('button', { name: 'Start verification' }));
    // Synchronously in the click: before the attempt was even created.
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(popup.location.href).toBe(state.attempts[0]!.redirectUrl));
    expect(assign).not.toHaveBeenCalled();
  });

  it('in an iframe with the popup blocked, never navigates the iframe and offers a link instead', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    const assign = vi.spyOn(topNavigation, 'assign').mockImplementation(() => undefined);
    const { user } = renderWithKit(<KycView />, { trader, kycProgress: false });
    await user.click(await screen.findByRole('button', { name: 'Start verification' }));
    const link = await screen.findByRole('link', { name: 'Open the verification page' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('href')).toMatch(/^https:\/\/identity\.example\//);
    expect(assign).not.toHaveBeenCalled();
  });

  it('follows a submitted attempt through processing to approved', async () => {
    const { state } = renderWithKit(<KycView returnResult="submitted" />, {
      trader,
      attempts: [attemptFixture('processing')],
    });
    expect(await screen.findByText('Identity verified')).toBeInTheDocument();
    expect(state.trader?.identificationState).toBe('approved');
  });

  it('on return with result=failed, says the verification was not completed and offers a retry', async () => {
    const { container } = renderWithKit(<KycView returnResult="failed" />, {
      trader,
      attempts: [attemptFixture('pending')],
    });
    expect(await screen.findByText('Verification was not completed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it('a rejected attempt says why in words and offers a retry when another try can help', async () => {
    renderWithKit(<KycView />, {
      trader,
      attempts: [attemptFixture('rejected', 'ERROR_NOT_READABLE_ID.NOT_READABLE_DOCUMENT.BLURRED')],
    });
    expect(await screen.findByText(/The photo was blurred/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a rejected attempt that another try cannot fix offers no retry, only support', async () => {
    renderWithKit(<KycView />, { trader, attempts: [attemptFixture('rejected', 'DENIED_YOUNGER_THAN_18_YEARS')] });
    expect(await screen.findByText('You must be at least 18 years old to trade.')).toBeInTheDocument();
    expect(screen.getByText(/contact support/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('a final rejection links to the partner support page (SUPPORT_URL), opening beside the widget', async () => {
    const { container } = renderWithKit(<KycView />, {
      trader,
      attempts: [attemptFixture('rejected', 'DENIED_FAILED_IDENTITY_VERIFICATION')],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not match you to the photo on the document.');
    const link = await screen.findByRole('link', { name: /^Contact support ?\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', 'https://partner.example/support');
    expect(link).toHaveAttribute('target', '_blank');
    expect(alert).toContainElement(link);
    await expectNoAxeViolations(container);
  });

  it('a support email (mailto:) opens the mail program, not a tab', async () => {
    renderWithKit(<KycView />, {
      trader,
      config: { ...partnerConfigFixture, supportUrl: 'mailto:help@partner.example' },
      attempts: [attemptFixture('rejected', 'DENIED')],
    });
    const link = await screen.findByRole('link', { name: 'Contact support' });
    expect(link).toHaveAttribute('href', 'mailto:help@partner.example');
    expect(link).not.toHaveAttribute('target');
  });

  it('without a support link configured, the final rejection still says to contact support, with no link', async () => {
    renderWithKit(<KycView />, {
      trader,
      config: { ...partnerConfigFixture, supportUrl: null },
      attempts: [attemptFixture('rejected', 'DENIED')],
    });
    expect(await screen.findByText(/contact support/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('a fixable rejection offers a retry and no support link', async () => {
    renderWithKit(<KycView />, { trader, attempts: [attemptFixture('rejected', 'NO_ID_UPLOADED')] });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Contact support/ })).not.toBeInTheDocument();
  });

  it('MANUAL_REVIEW shows the manual review message with 1 to 3 days', async () => {
    renderWithKit(<KycView />, { trader, attempts: [attemptFixture('rejected', 'MANUAL_REVIEW')] });
    expect(await screen.findByText(/This takes 1 to 3 days/)).toBeInTheDocument();
  });

  it('has a sentence for every reject reason of the spec, none of them the generic one', async () => {
    const { rerender } = renderWithKit(<div />, { trader });
    const seen = new Set<string>();
    for (const reason of RejectReason.options) {
      const { unmount } = renderWithKit(<KycView />, { trader, attempts: [attemptFixture('rejected', reason)] });
      const alert = await screen.findByRole(reason === 'MANUAL_REVIEW' ? 'status' : 'alert');
      seen.add(alert.textContent ?? '');
      unmount();
    }
    rerender(<div />);
    expect(seen.size).toBe(RejectReason.options.length);
  });

  it('an expired attempt offers a new try', async () => {
    renderWithKit(<KycView />, { trader, attempts: [attemptFixture('expired')] });
    expect(await screen.findByText('Verification expired')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('outside an iframe with the popup blocked, the page itself goes to the provider when it returns to the host’s page', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.spyOn(topNavigation, 'assign').mockImplementation(() => undefined);
    const { user } = renderWithKit(<KycView returnUrl="http://localhost:3000/wallet/kyc" />, { trader });
    await user.click(await screen.findByRole('button', { name: 'Start verification' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/identity\.example\//)));
  });

  it('rule: with the popup blocked and the BFF’s return page (no returnUrl), the page stays and offers a link', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.spyOn(topNavigation, 'assign').mockImplementation(() => undefined);
    const { user } = renderWithKit(<KycView />, { trader, kycProgress: false });
    await user.click(await screen.findByRole('button', { name: 'Start verification' }));
    expect(await screen.findByRole('link', { name: 'Open the verification page' })).toHaveAttribute('target', '_blank');
    expect(assign).not.toHaveBeenCalled();
  });

  it('rule: with the BFF on another origin than the page, the return page’s message is taken from the BFF’s origin only', async () => {
    vi.spyOn(window, 'open').mockReturnValue(fakePopup() as unknown as Window);
    const onSubmitted = vi.fn();
    const { user } = renderWithKit(<KycView onSubmitted={onSubmitted} />, {
      bffUrl: 'https://bff.example',
      trader,
      kycProgress: false,
    });
    await user.click(await screen.findByRole('button', { name: 'Start verification' }));
    const returnMessage = (origin: string) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', { data: { type: 'tradekit:kyc-return', result: 'submitted' }, origin }),
        );
      });
    returnMessage(window.location.origin);
    returnMessage('https://evil.example');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onSubmitted).not.toHaveBeenCalled();
    returnMessage('https://bff.example');
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(expect.any(String), 'submitted'));
  });

  it('a failed start closes the blank window and says why', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user } = renderWithKit(<KycView />, {
      trader,
      failures: { startIdentification: { status: 503, body: { error: 'upstream_unavailable', message: 'down' } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Start verification' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('not reachable right now');
    expect(popup.close).toHaveBeenCalled();
  });
});
