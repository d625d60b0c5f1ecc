// @vitest-environment jsdom
// The script-tag loader as a partner page sees it: mounting, the handshake, events, and refusing forged messages.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BFF, fromWidget, iframes, loadLoader, message } from './loader-harness';

beforeEach(() => {
  document.body.innerHTML = '<div id="slot"></div>';
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('tradekit.js loader', () => {
  it('mounts the widget inline on the BFF origin with the first-paint options in the URL', async () => {
    const api = await loadLoader();
    api.mount({ bffUrl: BFF, container: '#slot', locale: 'da', page: 'sell', theme: { mode: 'dark' } });
    const [iframe] = iframes();
    expect(iframe?.parentElement?.id).toBe('slot');
    const src = new URL(iframe!.src);
    expect(src.origin + src.pathname).toBe(`${BFF}/widget/`);
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      parentOrigin: window.location.origin,
      locale: 'da',
      page: 'sell',
      theme: 'dark',
    });
    expect(iframe!.getAttribute('allow')).toBe('camera; clipboard-write; payment');
    expect(iframe!.title).toBe('Tradekit');
  });

  it('puts where the quote starts in the URL (the widget prices it before the init), and no wallet address', async () => {
    const api = await loadLoader();
    api.mount({
      bffUrl: BFF,
      container: '#slot',
      fiatCurrency: 'EUR',
      cryptoCurrency: 'BTC',
      amount: '250',
      walletAddress: 'bc1qsecret',
    });
    const params = Object.fromEntries(new URL(iframes()[0]!.src).searchParams);
    expect(params).toMatchObject({ fiat: 'EUR', crypto: 'BTC', amount: '250' });
    expect(Object.values(params)).not.toContain('bc1qsecret');
  });

  it('keeps a path in the BFF URL', async () => {
    const api = await loadLoader();
    api.mount({ bffUrl: 'https://partner.example/tradekit', container: '#slot' });
    expect(iframes()[0]!.src).toMatch(/^https:\/\/partner\.example\/tradekit\/widget\/\?/);
  });

  it('mounts calls queued before the script loaded', async () => {
    await loadLoader([{ bffUrl: BFF, container: '#slot' }]);
    expect(iframes()).toHaveLength(1);
  });

  it('answers the handshake with its options, to the exact BFF origin only', async () => {
    const api = await loadLoader();
    api.mount({ bffUrl: BFF, container: '#slot', fiatCurrency: 'EUR', amount: '250', widgetSession: 'signed' });
    const iframe = iframes()[0]!;
    const post = vi.spyOn(iframe.contentWindow!, 'postMessage');
    fromWidget(iframe, message(iframe, { type: 'hello' }));
    expect(post).toHaveBeenCalledTimes(1);
    const [sent, targetOrigin] = post.mock.calls[0] as unknown as [Record<string, unknown>, string];
    expect(targetOrigin).toBe(BFF);
    expect(sent).toEqual(
      message(iframe, { type: 'init', options: { fiatCurrency: 'EUR', amount: '250', widgetSession: 'signed' } }),
    );
  });

  it('passes widget events to handlers given in options and with on(), and off() removes one', async () => {
    const api = await loadLoader();
    const fromOptions = vi.fn();
    const handle = api.mount({ bffUrl: BFF, container: '#slot', on: { kycFinished: fromOptions } });
    const viaOn = vi.fn();
    handle.on('kycFinished', viaOn);
    const iframe = iframes()[0]!;
    const payload = { attemptId: 'a1', state: 'approved' };
    fromWidget(iframe, message(iframe, { type: 'event', event: { name: 'kycFinished', payload } }));
    expect(fromOptions).toHaveBeenCalledWith(payload);
    expect(viaOn).toHaveBeenCalledWith(payload);
    handle.off('kycFinished', viaOn);
    fromWidget(iframe, message(iframe, { type: 'event', event: { name: 'kycFinished', payload } }));
    expect(viaOn).toHaveBeenCalledTimes(1);
    expect(fromOptions).toHaveBeenCalledTimes(2);
  });

  it('ignores forged messages: another origin, another window, another version, another instance', async () => {
    const api = await loadLoader();
    const ready = vi.fn();
    api.mount({ bffUrl: BFF, container: '#slot' }).on('ready', ready);
    const iframe = iframes()[0]!;
    const event = { type: 'event', event: { name: 'ready', payload: {} } };
    fromWidget(iframe, message(iframe, event), 'https://evil.example');
    fromWidget(iframe, message(iframe, event), BFF, window);
    fromWidget(iframe, { ...message(iframe, event), version: 2 });
    fromWidget(iframe, { ...message(iframe, event), instanceId: 'someone-else' });
    fromWidget(iframe, 'ready');
    fromWidget(iframe, null);
    expect(ready).not.toHaveBeenCalled();
    fromWidget(iframe, message(iframe, event));
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('resizes the inline iframe to its content', async () => {
    const api = await loadLoader();
    api.mount({ bffUrl: BFF, container: '#slot' });
    const iframe = iframes()[0]!;
    fromWidget(iframe, message(iframe, { type: 'event', event: { name: 'resize', payload: { height: 812.4 } } }));
    expect(iframe.style.height).toBe('812px');
    fromWidget(iframe, message(iframe, { type: 'event', event: { name: 'resize', payload: { height: 'tall' } } }));
    expect(iframe.style.height).toBe('812px');
  });

  it('update() sends the merged options; destroy() removes the widget and stops listening', async () => {
    const api = await loadLoader();
    const handle = api.mount({ bffUrl: BFF, container: '#slot', locale: 'en' });
    const iframe = iframes()[0]!;
    const post = vi.spyOn(iframe.contentWindow!, 'postMessage');
    handle.update({ locale: 'de' });
    expect(post.mock.calls[0]?.[0]).toMatchObject({ type: 'update', options: { locale: 'de' } });
    const ready = vi.fn();
    handle.on('ready', ready);
    handle.destroy();
    expect(iframes()).toHaveLength(0);
    fromWidget(iframe, message(iframe, { type: 'event', event: { name: 'ready', payload: {} } }));
    expect(ready).not.toHaveBeenCalled();
  });

  it('overlay mode opens a modal in a closed shadow root; Escape closes it and reports close', async () => {
    const attach = vi.spyOn(Element.prototype, 'attachShadow');
    const api = await loadLoader();
    const close = vi.fn();
    api.mount({ bffUrl: BFF, mode: 'overlay', on: { close } });
    expect(attach).toHaveBeenCalledWith({ mode: 'closed' });
    const shadow = attach.mock.results[0]!.value as ShadowRoot;
    const dialog = shadow.querySelector('[role="dialog"]');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    expect(dialog?.querySelector('iframe')).not.toBeNull();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(close).toHaveBeenCalledTimes(1);
    expect(document.body.children).toHaveLength(1); // only #slot is left
  });

  it('the overlay close button closes it too', async () => {
    const attach = vi.spyOn(Element.prototype, 'attachShadow');
    const api = await loadLoader();
    const close = vi.fn();
    api.mount({ bffUrl: BFF, mode: 'overlay', on: { close } });
    const shadow = attach.mock.results[0]!.value as ShadowRoot;
    shadow.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click();
    expect(close).toHaveBeenCalledTimes(1);
    expect(shadow.host.isConnected).toBe(false);
  });

  it('auto-mounts elements marked with data-tradekit, once', async () => {
    document.body.innerHTML = `<div data-tradekit="inline" data-bff-url="${BFF}" data-locale="de" data-page="buy"></div>
      <button data-tradekit="overlay" data-bff-url="${BFF}">Buy crypto</button>`;
    await loadLoader();
    await loadLoader();
    expect(iframes()).toHaveLength(1);
    expect(new URL(iframes()[0]!.src).searchParams.get('locale')).toBe('de');
    document.querySelector('button')!.click();
    expect(document.body.querySelectorAll('div')).toHaveLength(2); // the inline slot and the overlay host
  });

  describe('a frame that loads without saying hello (the browser refused it)', () => {
    const refusal = {
      allowed: false,
      origin: 'http://shop.example',
      message: 'Tradekit: … Add http://shop.example to ALLOWED_ORIGINS (comma-separated origins) of the BFF at …',
    };
    /** Mounts, stubs the BFF's embed check with `answer`, and lets the frame load; resolves when all is settled. */
    async function loadFrame(answer: () => Promise<unknown>, hello = false) {
      vi.useFakeTimers();
      const fetch = vi.fn(() => answer().then((body) => ({ json: () => Promise.resolve(body) })));
      vi.stubGlobal('fetch', fetch);
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const api = await loadLoader();
      const error = vi.fn();
      api.mount({ bffUrl: `${BFF}/tk`, container: '#slot', on: { error } });
      const iframe = iframes().at(-1)!;
      if (hello) fromWidget(iframe, message(iframe, { type: 'hello' }));
      iframe.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(999);
      expect(fetch).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await vi.runAllTimersAsync();
      vi.useRealTimers();
      vi.unstubAllGlobals();
      return { fetch, error, consoleError };
    }

    it('asks the BFF, and reports its "not allowed" as an error event and on the console', async () => {
      const { fetch, error, consoleError } = await loadFrame(() => Promise.resolve(refusal));
      expect(fetch).toHaveBeenCalledWith(new URL(`${BFF}/tk/widget/embed-check`));
      expect(error).toHaveBeenCalledWith({ code: 'origin_not_allowed', message: refusal.message });
      expect(consoleError).toHaveBeenCalledWith(refusal.message);
    });

    it('raises no alarm when the widget said hello, when the BFF allows the origin, or when the check fails', async () => {
      const greeted = await loadFrame(() => Promise.resolve(refusal), true);
      expect(greeted.fetch).not.toHaveBeenCalled();
      for (const answer of [
        () => Promise.resolve({ allowed: true }),
        () => Promise.resolve('<!doctype html>'),
        () => Promise.reject(new TypeError('Failed to fetch')),
      ]) {
        const { fetch, error, consoleError } = await loadFrame(answer);
        expect(fetch).toHaveBeenCalledTimes(1);
        expect(error).not.toHaveBeenCalled();
        expect(consoleError).not.toHaveBeenCalled();
      }
    });
  });

  it('says what to do when the container is missing', async () => {
    const api = await loadLoader();
    expect(() => api.mount({ bffUrl: BFF, container: '#nowhere' })).toThrow(
      /no element matches container #nowhere; pass the element or its selector, or mode: 'overlay'/,
    );
  });
});
