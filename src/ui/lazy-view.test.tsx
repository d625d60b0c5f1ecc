// A view downloaded on demand: the kit's loading state meanwhile, and a failed download is the kit's error state
// with a retry that downloads again (React.lazy alone would keep the failure until the page reloads).
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../test/render-with-kit';
import { lazyView } from './lazy-view';

function Loaded({ name }: { name: string }) {
  return <p>{name} is here</p>;
}

describe('lazyView', () => {
  it('shows the loading state, then the view with its props', async () => {
    const View = lazyView(async () => ({ default: Loaded }));
    renderWithKit(<View name="Sign-up" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByText('Sign-up is here')).toBeInTheDocument();
  });

  it('offers a retry when the download fails, and downloads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ default: typeof Loaded }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Loaded });
    const View = lazyView(load);
    const { user } = renderWithKit(<View name="Sign-up" />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Sign-up is here')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });

  it('preloads once, however often it is asked, and renders a preloaded view without downloading again', async () => {
    const load = vi.fn(async () => ({ default: Loaded }));
    const View = lazyView(load);
    await Promise.all([View.preload(), View.preload()]);
    renderWithKit(<View name="KYC" />);
    expect(await screen.findByText('KYC is here')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
