// Proves the msw wiring of the component tests: handlers answer fetches from components, and a request no handler
// answers fails loudly instead of reaching the network.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { server } from './msw-server';

function Greeting() {
  const greeting = useQuery({
    queryKey: ['greeting'],
    queryFn: async () => {
      const response = await fetch('/api/greeting');
      return (await response.json()) as { text: string };
    },
  });
  if (greeting.isError) return <p role="alert">{greeting.error.message}</p>;
  return <p>{greeting.data?.text ?? 'waiting'}</p>;
}

function renderWithQueryClient(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe('msw in component tests', () => {
  it('answers a same-origin fetch from a component with the handler a test adds', async () => {
    server.use(http.get('/api/greeting', () => HttpResponse.json({ text: 'hello from msw' })));
    renderWithQueryClient(<Greeting />);
    expect(await screen.findByText('hello from msw')).toBeInTheDocument();
  });

  it('fails a request that no handler answers, and says which one', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderWithQueryClient(<Greeting />);
      expect(await screen.findByRole('alert')).toBeInTheDocument();
      expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('without a matching request handler'));
      expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('GET /api/greeting'));
    } finally {
      consoleError.mockRestore();
    }
  });
});
