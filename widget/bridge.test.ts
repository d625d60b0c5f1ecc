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

/** The events the bridge has sent the host, in order. */
const events = (parent: { postMessage: ReturnType<typeof vi.fn> }) =>
  parent.postMessage.mock.calls
    .map(([message]) => message as { type: string; event?: { name: string; payload: unknown } })
    .filter((message) => message.type === 'event')
    .map((message) => message.event!);

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

  it('keeps every good option of the URL when one in it is bad, in silence (the init reports it)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { win, parent } = frame(`${query}&amount=1e9&fiat=DKK`);
    expect(createWidgetBridge(win).options()).toEqual({
      locale: 'da',
      page: 'sell',
      theme: { mode: 'dark' },
      fiatCurrency: 'DKK',
    });
    expect(parent.postMessage).toHaveBeenCalledTimes(1); // the hello
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
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

  it('ignores messages from another origin, another window, another instance, or of another protocol', () => {
    const { win, deliver } = frame(query);
    const bridge = createWidgetBridge(win);
    const listener = vi.fn();
    bridge.onOptions(listener);
    const init = hostMessage({ type: 'init', options: { locale: 'de' } });
    deliver(init, 'https://evil.example');
    deliver(init, HOST, {});
    deliver({ ...init, instanceId: 'tk2' });
    deliver({ ...init, version: PROTOCOL_VERSION + 1 });
    deliver({ ...init, options: 'locale=de' });
    expect(listener).not.toHaveBeenCalled();
    expect(bridge.options().locale).toBe('da');
  });

  it('rule: options are checked at mount, each on its own: every bad value is refused by name, the good ones kept', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { win, parent, deliver } = frame(query);
    const bridge = createWidgetBridge(win);
    bridge.emit('ready', {});
    deliver(hostMessage({ type: 'init', options: { amount: '-5', locale: 'de', fiatCurrency: 'DKK', script: 'x' } }));
    expect(bridge.options()).toEqual({ locale: 'de', page: 'sell', theme: { mode: 'dark' }, fiatCurrency: 'DKK' });
    const errors = events(parent).filter((event) => event.name === 'error');
    expect(errors).toEqual([
      { name: 'error', payload: { code: 'option_refused', message: expect.stringMatching(/^The option amount "-5"/) } },
      {
        name: 'error',
        payload: { code: 'option_refused', message: 'The option script "x" was refused: not an option.' },
      },
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Tradekit: The option amount "-5" was refused: not like/));
    // The host's update sends the whole set again: each refusal is told once.
    deliver(hostMessage({ type: 'update', options: { amount: '-5', locale: 'de', fiatCurrency: 'DKK', script: 'x' } }));
    bridge.refuse('fiatCurrency', 'SEK', 'not offered by this partner');
    bridge.refuse('fiatCurrency', 'SEK', 'not offered by this partner');
    expect(events(parent).filter((event) => event.name === 'error')).toHaveLength(3);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it('rule: ready is the first event the host hears; what came before it follows it, in order', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { win, parent, deliver } = frame(query);
    const bridge = createWidgetBridge(win);
    deliver(hostMessage({ type: 'init', options: { amount: '0.0.1' } }));
    bridge.emit('quoteChanged', {
      baseAmount: 100,
      baseCurrency: 'EUR',
      totalAmount: 103,
      quoteAmount: 0.0011,
      quoteCurrency: 'BTC',
    });
    expect(events(parent)).toEqual([]);
    bridge.emit('ready', {});
    bridge.emit('ready', {});
    bridge.emit('close', {});
    expect(events(parent).map((event) => event.name)).toEqual(['ready', 'error', 'quoteChanged', 'close']);
    warn.mockRestore();
  });

  it('emits events to the parent with the exact origin', () => {
    const { win, parent } = frame(query);
    const bridge = createWidgetBridge(win);
    bridge.emit('ready', {});
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
    bridge.emit('ready', {});
    bridge.observeHeight({ getBoundingClientRect: () => ({ height }) } as Element);
    callback();
    callback();
    height = 640.2;
    callback();
    const resizes = events(parent)
      .filter((event) => event.name === 'resize')
      .map((event) => (event.payload as { height: number }).height);
    expect(resizes).toEqual([500, 641]);
  });
});
