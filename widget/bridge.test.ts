// The iframe side of the protocol, with the host page's window played by a test double.
import { describe, expect, it, vi } from 'vitest';
import { createWidgetBridge } from './bridge';
import { PROTOCOL, PROTOCOL_VERSION } from './protocol';

const HOST = 'https://wallet.example';

function frame(search: string, ancestorOrigins: string[] = [HOST]) {
  const listeners: ((event: MessageEvent) => void)[] = [];
  const parent = { postMessage: vi.fn() };
  const win = {
    location: {
      search,
      ancestorOrigins: Object.assign([...ancestorOrigins], { contains: () => false, item: () => null }),
    },
    parent,
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.push(listener),
    removeEventListener: () => {},
  };
  const deliver = (data: unknown, origin = HOST, source: unknown = parent) =>
    listeners.forEach((listener) => listener({ data, origin, source } as MessageEvent));
  return { win: win as never, parent, deliver };
}

const query = `?instance=tk1&parentOrigin=${encodeURIComponent(HOST)}&locale=da&page=sell&theme=dark`;
const hostMessage = (rest: Record<string, unknown>) => ({
  protocol: PROTOCOL,
  version: PROTOCOL_VERSION,
  instanceId: 'tk1',
  ...rest,
});

describe('widget bridge (iframe side)', () => {
  it('says hello to the exact parent origin and starts from the URL options', () => {
    const { win, parent } = frame(query);
    const bridge = createWidgetBridge(win);
    expect(bridge.embedded).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledWith(hostMessage({ type: 'hello' }), HOST);
    expect(bridge.options()).toEqual({ locale: 'da', page: 'sell', theme: { mode: 'dark' } });
  });

  it('reads where the quote starts from the URL too, so the quote is asked for before the init arrives', () => {
    const { win } = frame(`${query}&fiat=EUR&crypto=BTC&amount=100`);
    expect(createWidgetBridge(win).options()).toEqual({
      locale: 'da',
      page: 'sell',
      theme: { mode: 'dark' },
      fiatCurrency: 'EUR',
      cryptoCurrency: 'BTC',
      amount: '100',
    });
  });

  it('keeps the first-paint options of the URL when a quote option in it is bad', () => {
    const { win } = frame(`${query}&amount=1e9`);
    expect(createWidgetBridge(win).options()).toEqual({ locale: 'da', page: 'sell', theme: { mode: 'dark' } });
  });

  it('takes options from a valid init and tells its listeners', () => {
    const { win, deliver } = frame(query);
    const bridge = createWidgetBridge(win);
    const listener = vi.fn();
    bridge.onOptions(listener);
    deliver(hostMessage({ type: 'init', options: { fiatCurrency: 'EUR', amount: '250' } }));
    expect(listener).toHaveBeenCalledWith({
      locale: 'da',
      page: 'sell',
      theme: { mode: 'dark' },
      fiatCurrency: 'EUR',
      amount: '250',
    });
  });

  it('ignores messages from another origin, another window, another instance, or with bad options', () => {
    const { win, deliver } = frame(query);
    const bridge = createWidgetBridge(win);
    const listener = vi.fn();
    bridge.onOptions(listener);
    const init = hostMessage({ type: 'init', options: { locale: 'de' } });
    deliver(init, 'https://evil.example');
    deliver(init, HOST, {});
    deliver({ ...init, instanceId: 'tk2' });
    deliver(hostMessage({ type: 'init', options: { locale: 'de', script: 'x' } }));
    deliver(hostMessage({ type: 'init', options: { amount: '1e9' } }));
    expect(listener).not.toHaveBeenCalled();
    expect(bridge.options().locale).toBe('da');
  });

  it('emits events to the parent with the exact origin', () => {
    const { win, parent } = frame(query);
    const bridge = createWidgetBridge(win);
    bridge.emit('kycStarted', { attemptId: 'a1' });
    expect(parent.postMessage).toHaveBeenLastCalledWith(
      hostMessage({ type: 'event', event: { name: 'kycStarted', payload: { attemptId: 'a1' } } }),
      HOST,
    );
  });

  it('refuses to talk when the claimed parent origin is not the real ancestor', () => {
    const { win, parent } = frame(query, ['https://evil.example']);
    const bridge = createWidgetBridge(win);
    expect(bridge.embedded).toBe(false);
    bridge.emit('ready', {});
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('outside an iframe or without a parent origin it is standalone and silent', () => {
    const { win, parent } = frame('?locale=de');
    const bridge = createWidgetBridge(win);
    expect(bridge.embedded).toBe(false);
    expect(bridge.options()).toEqual({ locale: 'de' });
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('reports height changes once per change', () => {
    const { win, parent } = frame(query);
    let callback: () => void = () => {};
    let height = 500;
    (win as { ResizeObserver?: unknown }).ResizeObserver = class {
      constructor(cb: () => void) {
        callback = cb;
      }
      observe() {}
      disconnect() {}
    };
    const bridge = createWidgetBridge(win);
    bridge.observeHeight({ getBoundingClientRect: () => ({ height }) } as Element);
    callback();
    callback();
    height = 640.2;
    callback();
    const resizes = parent.postMessage.mock.calls
      .filter(([m]) => m.type === 'event')
      .map(([m]) => m.event.payload.height);
    expect(resizes).toEqual([500, 641]);
  });
});
