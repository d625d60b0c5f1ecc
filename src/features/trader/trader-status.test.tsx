import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { attemptFixture, traderAt } from '../../mocks/fixtures';
import { expectNoAxeViolations, renderWithKit } from '../../test/render-with-kit';
import { TraderStatus } from './trader-status';

const atKyc = traderAt('individual', 'identification');

describe('TraderStatus', () => {
  it('identity rejected for good: says why and offers the partner support', async () => {
    const { container } = renderWithKit(<TraderStatus trader={atKyc} />, {
      trader: atKyc,
      attempts: [attemptFixture('rejected', 'DENIED_YOUNGER_THAN_18_YEARS')],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Identity verification was not successful');
    expect(alert).toHaveTextContent('You must be at least 18 years old to trade.');
    expect(alert).toHaveTextContent('If you think this is a mistake, please contact support.');
    const link = await screen.findByRole('link', { name: /^Contact support/ });
    expect(link).toHaveAttribute('href', 'https://partner.example/support');
    await expectNoAxeViolations(container);
  });

  it('a rejection another try can fix, or a manual review, is not shown as final', async () => {
    for (const reason of ['NO_ID_UPLOADED', 'MANUAL_REVIEW'] as const) {
      const { unmount, state } = renderWithKit(<TraderStatus trader={atKyc} />, {
        trader: atKyc,
        attempts: [attemptFixture('rejected', reason)],
      });
      expect(await screen.findByText('Your account')).toBeInTheDocument();
      await waitFor(() => expect(state.requests.some((r) => r.route === 'listIdentifications')).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByText('Identity verification was not successful')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('a trader whose identity is verified never reads the attempts', async () => {
    const done = traderAt('individual', 'done');
    const { state } = renderWithKit(<TraderStatus trader={done} />, {
      trader: done,
      attempts: [attemptFixture('rejected', 'DENIED')],
    });
    expect(await screen.findByText('You are ready to trade')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(state.requests.some((r) => r.route === 'listIdentifications')).toBe(false);
  });
});
