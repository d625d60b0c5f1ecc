// TradekitProvider and its BFF: the one bffUrl it takes, and what it tells the host when the BFF refuses the page
// (the views' own behaviour inside the provider is src/app/tradekit-provider.test.tsx's).
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../test/render-with-kit';
import { server } from '../../test/msw-server';
import { ErrorState } from '../../ui/query-states';
import type { BffError } from './bff-error';
import { usePartnerConfig } from './partner';
import { TradekitProvider } from './tradekit-provider';

/** A view's first read (the partner configuration), and its error state as the views show it. */
function ConfigProbe() {
  const config = usePartnerConfig();
  if (config.isError) return <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
  return <p>{config.isSuccess ? `configured: ${config.data.mode}` : 'loading'}</p>;
}

describe('TradekitProvider and its BFF', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['/api', /names the BFF's browser API/],
    ['https://bff.example/api', /names the BFF's browser API/],
    ['bff.example', /is not an http\(s\) URL/],
    ['https://bff.example/?tenant=1', /has a query or a fragment/],
  ])('rule: bffUrl="%s" is refused at render, saying what to pass', (bffUrl, why) => {
    // React reports the render error on the console too; the throw is what the developer sees first.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <TradekitProvider bffUrl={bffUrl}>
          <p>never shown</p>
        </TradekitProvider>,
      ),
    ).toThrow(
      new RegExp(`Invalid prop \`bffUrl\` supplied to \`TradekitProvider\`: "${escape(bffUrl)}" ${why.source}`),
    );
    expect(screen.queryByText('never shown')).not.toBeInTheDocument();
  });

  it('rule: bffUrl is the BFF’s origin (with its mount path): the views call <bffUrl>/api', async () => {
    const bffUrl = 'https://wallet.example/tradekit';
    const { state } = renderWithKit(<ConfigProbe />, { bffUrl });
    // The mock answers only under https://wallet.example/tradekit/api: a call anywhere else would fail the test.
    expect(await screen.findByText(/^configured: /)).toBeInTheDocument();
    expect(state.requests.map((r) => r.route)).toEqual(['getConfig']);
  });

  it('rule: a BFF that refuses this page’s origin is reported to onError once, typed, with the origin to add', async () => {
    const onError = vi.fn<(error: BffError) => void>();
    const checks: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/widget/embed-check')) checks.push(request.url);
    });
    // The BFF is mounted under /tk: its embed check is asked there (the mock answers nowhere else).
    const { user } = renderWithKit(<ConfigProbe />, {
      bffUrl: 'https://bff.example/tk',
      refusedOrigin: 'https://wallet.example',
      onError,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Add https://wallet.example to ALLOWED_ORIGINS');
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    const [error] = onError.mock.calls[0]!;
    expect(error).toMatchObject({ name: 'BffError', status: 0, code: 'origin_not_allowed' });
    expect(error.values).toEqual({ origin: 'https://wallet.example' });
    expect(error.message).toMatch(/Add https:\/\/wallet\.example to ALLOWED_ORIGINS/);
    // Another refused call (the customer tries again) asks the embed check again; still one report.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(checks).toHaveLength(2));
    expect(checks[0]).toBe('https://bff.example/tk/widget/embed-check');
    expect(await screen.findByRole('alert')).toHaveTextContent('Add https://wallet.example to ALLOWED_ORIGINS');
    expect(onError).toHaveBeenCalledTimes(1);
    server.events.removeAllListeners();
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
