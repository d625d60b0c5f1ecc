import { useQueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { getQuote } from '../../api/contract/bff/routes-account';
import { createBffClient } from '../../api/client/bff-client';
import { createBffFetcher } from '../../api/client/fetcher';
import { useTradekit } from '../../api/client/tradekit-context';
import { renderWithKit, TEST_BFF_URL } from '../../test/render-with-kit';
import { prefetchQuoteView } from './prefetch-quote';
import type { QuoteSelection } from './quote-model';
import { QuoteView } from './quote-view';

/** The quote view shown once its reads were started ahead of it, as the widget app does at start. */
function Prefetched({ given }: { given: Partial<QuoteSelection> }) {
  const queryClient = useQueryClient();
  const { client } = useTradekit();
  const [done, setDone] = useState(false);
  useEffect(() => {
    void prefetchQuoteView(queryClient, client, given).then(() => setDone(true));
  }, [queryClient, client, given]);
  return done ? <QuoteView defaultSelection={given} /> : null;
}

const newClient = () => createBffClient(createBffFetcher({ bffUrl: TEST_BFF_URL }));

describe('prefetchQuoteView', () => {
  it('fills the keys the quote view reads: the view opens priced and asks nothing again', async () => {
    const given = { amount: '100', amountIn: 'fiat' as const };
    const { state } = renderWithKit(<Prefetched given={given} />);
    // Present and current at once: no loading state, no debounce, no second request.
    const quote = await screen.findByLabelText('Approximate quote');
    expect(quote).toHaveAttribute('data-state', 'current');
    expect(state.requests.filter((r) => r.route === 'getConfig')).toHaveLength(1);
    expect(state.requests.filter((r) => r.route === 'getQuote')).toHaveLength(1);
  });

  it('gives the caller the wait for the quote: its work runs once the quote is asked, before the answer', async () => {
    const { queryClient } = renderWithKit(<></>);
    const client = newClient();
    const call = vi.spyOn(client, 'call');
    let askedBefore = false;
    let answeredBefore = true;
    const asked = await prefetchQuoteView(
      queryClient,
      client,
      { amount: '100', amountIn: 'fiat' },
      {
        whileAsking: () => {
          askedBefore = call.mock.calls.some(([route]) => route === getQuote);
          answeredBefore = queryClient.getQueriesData({ queryKey: ['tradekit', 'quote'] }).some(([, data]) => data);
        },
      },
    );
    expect(asked).toBe(true);
    expect(askedBefore).toBe(true);
    expect(answeredBefore).toBe(false);
  });

  it('asks for no quote while there is no amount to price', async () => {
    const { state, queryClient } = renderWithKit(<></>);
    const whileAsking = vi.fn();
    await expect(prefetchQuoteView(queryClient, newClient(), {}, { whileAsking })).resolves.toBe(false);
    expect(whileAsking).not.toHaveBeenCalled();
    expect(state.requests.filter((r) => r.route === 'getConfig')).toHaveLength(1);
    expect(state.requests.filter((r) => r.route === 'getQuote')).toHaveLength(0);
  });

  it('never rejects: a failed read is left to the view, which shows it and offers a retry', async () => {
    const { queryClient } = renderWithKit(<></>, {
      failures: { getConfig: { status: 503, body: { error: 'service_unavailable', message: 'Down' } } },
    });
    await expect(prefetchQuoteView(queryClient, newClient(), { amount: '100' })).resolves.toBe(false);
  });
});
