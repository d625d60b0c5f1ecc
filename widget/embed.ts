// Mounts the widget iframe on the BFF's origin and talks to it only by postMessage, with exact origins and sources
// checked on every message. Shared by the script tag (loader.ts) and the React wrapper; touches nothing at import,
// so it is safe to import during server rendering. No framework inside: it is most of tradekit.js (2 KB gzip).
import { EMBED_CHECK_PATH, type EmbedCheck } from '../src/api/contract/bff/embed-check';
import {
  type IFRAME_PARAMS,
  PROTOCOL,
  PROTOCOL_VERSION,
  type HostMessage,
  type WidgetEventMap,
  type WidgetEventName,
  type WidgetMessage,
  type WidgetOptions,
} from './protocol';

type Handlers = { [K in WidgetEventName]?: (payload: WidgetEventMap[K]) => void };

export interface MountOptions extends WidgetOptions {
  /** The BFF serving the widget; defaults to where tradekit.js was loaded from. */
  bffUrl?: string;
  /** Inline mode: the element (or a selector for it) the widget goes into. */
  container?: string | Element;
  /** `inline` (default) into `container`; `overlay` as a modal over the page. */
  mode?: 'inline' | 'overlay';
  /** Event handlers, the same as calling `handle.on(name, handler)` for each. */
  on?: Handlers;
  /**
   * Inline mode: when the widget shows a new view, or shrinks out of sight above the screen, with the frame's top
   * above the screen, the page is scrolled to bring that top into view (default). `false`: your page scrolls itself
   * (`viewChanged` tells it when).
   */
  scrollIntoView?: boolean;
}

export interface WidgetHandle {
  on<K extends WidgetEventName>(name: K, handler: (payload: WidgetEventMap[K]) => void): WidgetHandle;
  off<K extends WidgetEventName>(name: K, handler: (payload: WidgetEventMap[K]) => void): WidgetHandle;
  /** Sends new options (locale, theme, currencies, amount…) to the mounted widget. */
  update(options: WidgetOptions): void;
  /** Removes the widget and every listener it added. */
  destroy(): void;
}

type AnyHandler = (payload: unknown) => void;

let count = 0;

/** How long after its frame loaded the widget's hello may still be on its way (the two travel apart). */
const HELLO_GRACE_MS = 1000;

const OVERLAY_CSS =
  '.b{position:fixed;inset:0;z-index:2147483647;display:grid;place-items:center;background:rgba(15,23,42,.6)}' +
  '.d{position:relative;width:min(480px,100vw);height:min(760px,100vh);background:#fff;border-radius:12px;overflow:hidden}' +
  'button{position:absolute;top:8px;right:8px;width:32px;height:32px;border:0;border-radius:16px;background:#fff;' +
  'font:20px/1 sans-serif;cursor:pointer}button:focus-visible{outline:2px solid #2563eb}';

/**
 * Mounts one widget. `defaultBase` is where a missing `bffUrl` points (the script tag passes its own URL).
 * Throws, saying what to fix, when the container cannot be found.
 */
export function mount(options: MountOptions, defaultBase = location.href): WidgetHandle {
  const { bffUrl, container, mode, on, scrollIntoView, ...widgetOptions } = options;
  const base = new URL(bffUrl ? bffUrl.replace(/\/?$/, '/') : '/', defaultBase);
  const origin = base.origin;
  const instanceId = `tk${Date.now().toString(36)}${++count}`;
  const handlers = new Map<string, Set<AnyHandler>>();
  let current = widgetOptions;

  const src = new URL('widget/', base);
  // Named by IFRAME_PARAMS' values (the `satisfies` checks every one is here), not through that object: the loader
  // then carries no copy of it (2 KB budget).
  const params = {
    instance: instanceId,
    parentOrigin: location.origin,
    locale: current.locale,
    theme: current.theme?.mode,
    page: current.page,
    fiat: current.fiatCurrency,
    crypto: current.cryptoCurrency,
    amount: current.amount,
    mode,
  } satisfies Record<(typeof IFRAME_PARAMS)[keyof typeof IFRAME_PARAMS], string | undefined>;
  for (const [key, value] of Object.entries(params)) if (value) src.searchParams.set(key, value);

  const iframe = document.createElement('iframe');
  iframe.src = src.href;
  iframe.title = 'Tradekit';
  iframe.setAttribute('allow', 'camera; clipboard-write; payment');
  iframe.style.cssText = 'border:0;width:100%;height:600px;display:block';

  let host: Element = iframe;
  const overlay = mode === 'overlay';
  const previousFocus = document.activeElement as HTMLElement | null;
  if (overlay) {
    host = document.createElement('div');
    const shadow = host.attachShadow({ mode: 'closed' });
    // A sheet built from script, not a <style>: a partner page whose CSP has no 'unsafe-inline' for styles blocks
    // <style> elements, in shadow roots too, and the modal then landed unstyled at the foot of the page.
    const sheet = 'adoptedStyleSheets' in shadow && new CSSStyleSheet();
    if (sheet) {
      sheet.replaceSync(OVERLAY_CSS);
      shadow.adoptedStyleSheets = [sheet];
    }
    shadow.innerHTML = `${sheet ? '' : `<style>${OVERLAY_CSS}</style>`}<div class="b"><div class="d" role="dialog" aria-modal="true" aria-label="Tradekit"><button type="button" aria-label="Close">&times;</button></div></div>`;
    const dialog = shadow.querySelector('.d') as HTMLElement;
    iframe.style.height = '100%';
    dialog.prepend(iframe);
    (shadow.querySelector('button') as HTMLButtonElement).onclick = () => close();
    document.body.append(host);
    iframe.focus();
  } else {
    const target = typeof container === 'string' ? document.querySelector(container) : container;
    if (!target) {
      throw new Error(
        `Tradekit: no element matches container ${String(container)}; pass the element or its selector, or mode: 'overlay'.`,
      );
    }
    target.append(iframe);
  }

  // Scrolls the frame's top into view when it is above the screen, and only then.
  const reveal = () => scrollIntoView !== false && iframe.getBoundingClientRect().top < 0 && iframe.scrollIntoView();
  const emit = (name: string, payload: unknown) => handlers.get(name)?.forEach((handler) => handler(payload));
  const post = (type: HostMessage['type'], opts: WidgetOptions) =>
    iframe.contentWindow?.postMessage(
      { protocol: PROTOCOL, version: PROTOCOL_VERSION, instanceId, type, options: opts } satisfies HostMessage,
      origin,
    );

  const onMessage = (event: MessageEvent) => {
    // Only this iframe, on the BFF's exact origin, speaking this protocol version, about this instance.
    if (event.origin !== origin || event.source !== iframe.contentWindow) return;
    // Anything but an object of this protocol (null, a string) has no such `protocol`.
    const message = event.data as WidgetMessage | null;
    if (message?.protocol !== PROTOCOL || message.version !== PROTOCOL_VERSION || message.instanceId !== instanceId)
      return;
    if (message.type === 'hello') {
      greeted = true;
      return post('init', current);
    }
    if (message.type !== 'event' || typeof message.event?.name !== 'string') return;
    const { name, payload } = message.event;
    if (name === 'resize') {
      const height = Number((payload as { height?: unknown })?.height);
      if (!overlay && height > 0) {
        iframe.style.height = `${Math.min(Math.round(height), 10000)}px`;
        // Shrunk wholly above the screen, Chromium stops drawing a frame of another origin: the resize that would
        // grow it back never comes, and the customer sees the page below it. Its top is brought into view instead.
        if (iframe.getBoundingClientRect().bottom < 0) reveal();
      }
    }
    // A new view (a tap low on a phone, then a shorter view) opens at its top.
    if (name === 'viewChanged') reveal();
    emit(name, payload);
    if (name === 'close' && overlay) destroy();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  function close() {
    emit('close', {});
    destroy();
  }
  function destroy() {
    removeEventListener('message', onMessage);
    removeEventListener('keydown', onKey);
    host.remove();
    handlers.clear();
    if (overlay) previousFocus?.focus?.();
  }

  /**
   * The widget says hello as soon as its code runs, before its frame's load event. A frame that loaded without it
   * was most likely refused by the browser: the BFF's frame-ancestors name only ALLOWED_ORIGINS. The BFF says
   * whether this page's origin is one of them, and what to change; only its "no" is printed and reported, so a
   * slow network or a check that fails raises no false alarm.
   */
  let greeted = false;
  const check = () =>
    greeted ||
    // Under the BFF's root (`base`, which may carry the path the BFF is mounted under): hence relative, `./…`.
    fetch(new URL(`.${EMBED_CHECK_PATH}`, base))
      .then((response) => response.json())
      .then((answer: EmbedCheck) => {
        if (answer.allowed !== false || greeted) return;
        console.error(answer.message);
        emit('error', { code: 'origin_not_allowed', message: answer.message });
      })
      .catch(() => {});
  iframe.addEventListener('load', () => setTimeout(check, HELLO_GRACE_MS));

  addEventListener('message', onMessage);
  if (overlay) addEventListener('keydown', onKey);

  const handle: WidgetHandle = {
    on(name, handler) {
      if (!handlers.has(name)) handlers.set(name, new Set());
      handlers.get(name)?.add(handler as AnyHandler);
      return handle;
    },
    off(name, handler) {
      handlers.get(name)?.delete(handler as AnyHandler);
      return handle;
    },
    update(next) {
      current = { ...current, ...next };
      post('update', current);
    },
    destroy,
  };
  for (const [name, handler] of Object.entries(on ?? {})) handle.on(name as WidgetEventName, handler as AnyHandler);
  return handle;
}
