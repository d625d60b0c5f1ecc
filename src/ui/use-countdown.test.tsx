// Countdowns count against the service's clock, as the BFF's answers tell it (X-Service-Time): a device whose own
// clock is wrong sees the right time left, and a sandbox clock moved on shows at once.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTradekit } from '../api/client/tradekit-context';
import { useSession } from '../api/client/session';
import { formatCountdown } from '../i18n/format';
import { renderWithKit } from '../test/render-with-kit';
import { useCountdown } from './use-countdown';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A countdown to `minutes` from now by the service's clock, once an answer has told that clock. */
function Countdown({ to }: { to: string }) {
  const session = useSession();
  const left = useCountdown(to);
  return session.isSuccess ? <p role="timer">{formatCountdown(left, 'en')}</p> : null;
}

function ServiceNow({ onClock }: { onClock: (now: () => number) => void }) {
  const { serviceClock } = useTradekit();
  onClock(() => serviceClock.now());
  return null;
}

describe('useCountdown', () => {
  it.each([
    ['an hour behind', HOUR],
    ['an hour and 16 minutes ahead', -(HOUR + 16 * MINUTE)],
  ])('rule: a device whose clock is %s sees the time left by the service’s clock', async (_, serviceAheadMs) => {
    // 15 minutes from now by the service's clock.
    const to = new Date(Date.now() + serviceAheadMs + 15 * MINUTE).toISOString();
    renderWithKit(<Countdown to={to} />, { serviceAheadMs });
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent(/^1[45]:\d\d$/));
  });

  it('rule: every answer teaches the clock, and one that fits the estimate leaves it as it is (no jitter)', async () => {
    let now: () => number = () => 0;
    const { queryClient } = renderWithKit(
      <>
        <Countdown to={new Date(Date.now() + HOUR).toISOString()} />
        <ServiceNow onClock={(read) => (now = read)} />
      </>,
      { serviceAheadMs: 5 * MINUTE },
    );
    await screen.findByRole('timer');
    const first = now() - Date.now();
    expect(Math.abs(first - 5 * MINUTE)).toBeLessThan(1000);
    await queryClient.refetchQueries();
    expect(now() - Date.now()).toBeCloseTo(first, -1);
  });

  it('rule: against a sandbox, a clock moved on while nothing else is asked shows within seconds', async () => {
    let moved = 0;
    const { state } = renderWithKit(<Countdown to={new Date(Date.now() + 10 * MINUTE).toISOString()} />, {
      sandboxClock: true,
      serviceAheadMs: () => moved,
    });
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent(/^(10:00|09:5\d)$/));
    moved = 16 * MINUTE;
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('00:00'), { timeout: 4000 });
    expect(state.requests.some((r) => r.route === 'getServiceTime')).toBe(true);
  });

  it('rule: a service clock that does not move (not a sandbox) is never asked for the time', async () => {
    const { state } = renderWithKit(<Countdown to={new Date(Date.now() + 10 * MINUTE).toISOString()} />);
    await screen.findByRole('timer');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(state.requests.filter((r) => r.route === 'getServiceTime')).toEqual([]);
  });
});
