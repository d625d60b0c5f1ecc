import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { parseBip21 } from '../../api/contract/bip21';
import { traderAt } from '../../mocks/fixtures';
import { movedTrade } from '../../mocks/mock-trades';
import { DEPOSIT_ADDRESS, tradeFixture } from '../../mocks/trade-fixtures';
import { renderWithKit } from '../../test/render-with-kit';
import { depositRequestOf } from './deposit-request';
import { TradeStatusView } from './trade-status';

const trader = traderAt('individual', 'done');

describe('depositRequestOf', () => {
  it('rule: a sell waiting for its bitcoin asks for exactly its amount, a decimal string, and a BIP21 URI of it', () => {
    expect(depositRequestOf(tradeFixture('sell'))).toEqual({
      type: 'depositRequested',
      tradeId: 43,
      address: DEPOSIT_ADDRESS,
      amount: '0.01',
      paymentUri: `bitcoin:${DEPOSIT_ADDRESS}?amount=0.01`,
    });
  });

  it('writes the wire float as the plain decimal it stands for, never in exponent notation (1e-7)', () => {
    for (const [sendAmount, amount] of [
      [0.0000001, '0.0000001'],
      [21, '21'],
      [1.23456789, '1.23456789'],
    ] as const) {
      const trade = tradeFixture('sell');
      const request = depositRequestOf({ ...trade, transferIn: { ...trade.transferIn, sendAmount } });
      expect(request?.amount).toBe(amount);
      expect(parseBip21(request!.paymentUri)).toMatchObject({ address: DEPOSIT_ADDRESS });
      expect(request!.paymentUri).toBe(`bitcoin:${DEPOSIT_ADDRESS}?amount=${amount}`);
    }
  });

  it('asks nothing of a buy, of a sell past waiting, or of an amount bitcoin cannot send exactly', () => {
    expect(depositRequestOf(tradeFixture('card'))).toBeUndefined();
    expect(depositRequestOf(tradeFixture('bank'))).toBeUndefined();
    for (const state of ['processing', 'completed_test', 'expired', 'cancelled'] as const) {
      expect(depositRequestOf(tradeFixture('sell', state))).toBeUndefined();
    }
    const trade = tradeFixture('sell');
    expect(
      depositRequestOf({ ...trade, transferIn: { ...trade.transferIn, sendAmount: 0.123456789 } }),
    ).toBeUndefined();
  });
});

describe('TradeStatusView tells its host of the deposit a sell waits for', () => {
  it("rule: depositRequested once per trade, with the deposit panel's address and amount", async () => {
    const onEvent = vi.fn();
    const trade = tradeFixture('sell');
    const { state, queryClient } = renderWithKit(<TradeStatusView tradeId={trade.id} onEvent={onEvent} />, {
      trader,
      trades: [trade],
    });
    expect(await screen.findByText('Waiting for your bitcoin')).toBeInTheDocument();
    await waitFor(() =>
      expect(onEvent).toHaveBeenCalledWith({
        type: 'depositRequested',
        tradeId: trade.id,
        address: screen.getByTestId('deposit-address').textContent,
        amount: '0.01',
        paymentUri: screen.getByRole('link', { name: 'Open in wallet' }).getAttribute('href'),
      }),
    );
    // Read again, and then paid: nothing more is asked.
    await queryClient.invalidateQueries();
    state.trades[0] = movedTrade(state.trades[0]!, 'processing');
    await queryClient.invalidateQueries();
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(onEvent.mock.calls.filter(([event]) => event.type === 'depositRequested')).toHaveLength(1);
  });

  it('asks for nothing when the customer pays by card or bank transfer', async () => {
    const onEvent = vi.fn();
    const trade = tradeFixture('bank');
    renderWithKit(<TradeStatusView tradeId={trade.id} onEvent={onEvent} />, { trader, trades: [trade] });
    expect(await screen.findByText('Waiting for your bank transfer')).toBeInTheDocument();
    expect(onEvent).not.toHaveBeenCalled();
  });
});
