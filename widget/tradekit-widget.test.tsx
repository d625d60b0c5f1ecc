// The React wrapper as a React partner uses it: mounts the same iframe as the script tag, forwards events,
// sends option changes to the running widget, cleans up on unmount.
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PROTOCOL, PROTOCOL_VERSION } from './protocol';
import { TradekitWidget } from './tradekit-widget';

const BFF = 'https://bff.example';

function fromWidget(iframe: HTMLIFrameElement, rest: Record<string, unknown>) {
  const instanceId = new URL(iframe.src).searchParams.get('instance');
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { protocol: PROTOCOL, version: PROTOCOL_VERSION, instanceId, ...rest },
      origin: BFF,
      source: iframe.contentWindow,
    }),
  );
}

describe('<TradekitWidget>', () => {
  it('renders the widget iframe inline with the options and forwards events to the latest handlers', () => {
    const first = vi.fn();
    const { container, rerender } = render(<TradekitWidget bffUrl={BFF} locale="da" on={{ kycStarted: first }} />);
    const iframe = container.querySelector('iframe')!;
    expect(new URL(iframe.src).searchParams.get('locale')).toBe('da');
    const second = vi.fn();
    rerender(<TradekitWidget bffUrl={BFF} locale="da" on={{ kycStarted: second }} />);
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
    act(() => fromWidget(iframe, { type: 'event', event: { name: 'kycStarted', payload: { attemptId: 'a' } } }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ attemptId: 'a' });
  });

  it('forwards the trade events with their payloads', () => {
    const on = { tradeCreated: vi.fn(), tradeCompleted: vi.fn(), tradeFailed: vi.fn() };
    const { container } = render(<TradekitWidget bffUrl={BFF} on={on} />);
    const iframe = container.querySelector('iframe')!;
    const created = { tradeId: 9, state: 'awaiting_transfer_in', medium: 'bank' };
    act(() => fromWidget(iframe, { type: 'event', event: { name: 'tradeCreated', payload: created } }));
    act(() =>
      fromWidget(iframe, { type: 'event', event: { name: 'tradeFailed', payload: { tradeId: 9, state: 'expired' } } }),
    );
    expect(on.tradeCreated).toHaveBeenCalledWith(created);
    expect(on.tradeFailed).toHaveBeenCalledWith({ tradeId: 9, state: 'expired' });
    expect(on.tradeCompleted).not.toHaveBeenCalled();
  });

  it('sends changed options to the running widget instead of reloading it', () => {
    const { container, rerender } = render(<TradekitWidget bffUrl={BFF} fiatCurrency="EUR" />);
    const iframe = container.querySelector('iframe')!;
    const post = vi.spyOn(iframe.contentWindow!, 'postMessage');
    rerender(<TradekitWidget bffUrl={BFF} fiatCurrency="DKK" />);
    expect(container.querySelector('iframe')).toBe(iframe);
    expect(post).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'update', options: { fiatCurrency: 'DKK' } }),
      BFF,
    );
  });

  it('rule: scrollIntoView={false} keeps the page still on a new view, and is never sent to the widget as an option', () => {
    const { container, rerender } = render(<TradekitWidget bffUrl={BFF} scrollIntoView={false} fiatCurrency="EUR" />);
    const iframe = container.querySelector('iframe')!;
    iframe.scrollIntoView = vi.fn();
    vi.spyOn(iframe, 'getBoundingClientRect').mockReturnValue({ top: -400, bottom: -100 } as DOMRect);
    const post = vi.spyOn(iframe.contentWindow!, 'postMessage');
    act(() => fromWidget(iframe, { type: 'hello' }));
    rerender(<TradekitWidget bffUrl={BFF} scrollIntoView={false} fiatCurrency="DKK" />);
    act(() => fromWidget(iframe, { type: 'event', event: { name: 'viewChanged', payload: {} } }));
    expect(iframe.scrollIntoView).not.toHaveBeenCalled();
    for (const [sent] of post.mock.calls)
      expect((sent as { options: object }).options).not.toHaveProperty('scrollIntoView');
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('removes the iframe on unmount', () => {
    const { container, unmount } = render(<TradekitWidget bffUrl={BFF} />);
    expect(container.querySelector('iframe')).not.toBeNull();
    unmount();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it.each(['/api', 'https://bff.example/api', 'bff.example', 'https://bff.example/?partner=1'])(
    'rule: a bffUrl the widget cannot use (%s) throws at render, saying to pass the BFF’s origin, and mounts nothing',
    (bffUrl) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(() => render(<TradekitWidget bffUrl={bffUrl} />)).toThrow(
        /Invalid prop `bffUrl` supplied to `TradekitWidget`.*origin/,
      );
      expect(document.querySelector('iframe')).toBeNull();
    },
  );
});
