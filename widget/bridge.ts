// The widget iframe's side of the postMessage protocol: says hello to the host page, accepts options only from
// the exact parent window and origin (validated with zod), and reports events and its height to the host.
// Outside an iframe (the widget opened on its own) it still works: options come from the URL, events go nowhere.
import {
  PROTOCOL,
  PROTOCOL_VERSION,
  IFRAME_PARAMS,
  type WidgetEventMap,
  type WidgetEvent,
  type WidgetEventName,
  type WidgetMessage,
  type WidgetOptions,
} from './protocol';
import { HostMessageSchema, WidgetOptionsSchema } from './protocol-schema';

export interface WidgetBridge {
  /** True when a host page embedded the widget through tradekit.js and the handshake can happen. */
  readonly embedded: boolean;
  /** Options known so far: from the URL at first, then from the host's init/update messages. */
  options(): WidgetOptions;
  /** Called with the full options after each valid init/update from the host. Returns an unsubscribe function. */
  onOptions(listener: (options: WidgetOptions) => void): () => void;
  emit<K extends WidgetEventName>(name: K, payload: WidgetEventMap[K]): void;
  /** Reports the element's height to the host whenever it changes (inline mode sizes the iframe to it). */
  observeHeight(element: Element): () => void;
  close(): void;
}

type BridgeWindow = Pick<Window, 'location' | 'parent' | 'addEventListener' | 'removeEventListener'> & {
  ResizeObserver?: typeof ResizeObserver;
};

function originOf(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Options the loader put in the iframe URL for the first paint, checked like everything else. */
function optionsFromUrl(params: URLSearchParams): WidgetOptions {
  const mode = params.get(IFRAME_PARAMS.theme);
  const paint = {
    locale: params.get(IFRAME_PARAMS.locale) ?? undefined,
    page: params.get(IFRAME_PARAMS.page) ?? undefined,
    theme: mode ? { mode } : undefined,
  };
  const parsed = WidgetOptionsSchema.safeParse({
    ...paint,
    fiatCurrency: params.get(IFRAME_PARAMS.fiatCurrency) ?? undefined,
    cryptoCurrency: params.get(IFRAME_PARAMS.cryptoCurrency) ?? undefined,
    amount: params.get(IFRAME_PARAMS.amount) ?? undefined,
  });
  // A bad quote option (the host's init is refused for it too) must not cost the first paint its locale and theme.
  const fallback = parsed.success ? parsed : WidgetOptionsSchema.safeParse(paint);
  return fallback.success ? fallback.data : {};
}

export function createWidgetBridge(win: BridgeWindow = window): WidgetBridge {
  const params = new URLSearchParams(win.location.search);
  const instanceId = params.get(IFRAME_PARAMS.instance) ?? '';
  const parentOrigin = originOf(params.get(IFRAME_PARAMS.parentOrigin));
  // Chromium tells the frame its real ancestors; a page cannot claim another page's origin there.
  const ancestors = (win.location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  const parentMatches = !ancestors || ancestors.length === 0 || ancestors[0] === parentOrigin;
  const embedded = Boolean(parentOrigin && instanceId && win.parent !== (win as unknown) && parentMatches);

  let current = optionsFromUrl(params);
  const listeners = new Set<(options: WidgetOptions) => void>();

  const post = (message: WidgetMessage) => {
    if (embedded && parentOrigin) win.parent.postMessage(message, parentOrigin);
  };

  const onMessage = (event: MessageEvent) => {
    if (!embedded || event.source !== win.parent || event.origin !== parentOrigin) return;
    const parsed = HostMessageSchema.safeParse(event.data);
    if (!parsed.success || parsed.data.instanceId !== instanceId) return;
    current = { ...current, ...parsed.data.options };
    listeners.forEach((listener) => listener(current));
  };
  win.addEventListener('message', onMessage as EventListener);
  post({ protocol: PROTOCOL, version: PROTOCOL_VERSION, instanceId, type: 'hello' });

  const bridge: WidgetBridge = {
    embedded,
    options: () => current,
    onOptions(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(name, payload) {
      post({
        protocol: PROTOCOL,
        version: PROTOCOL_VERSION,
        instanceId,
        type: 'event',
        event: { name, payload } as WidgetEvent,
      });
    },
    observeHeight(element) {
      const Observer = win.ResizeObserver;
      if (!Observer) return () => {};
      let last = 0;
      const observer = new Observer(() => {
        const height = Math.ceil(element.getBoundingClientRect().height);
        if (height !== last) {
          last = height;
          bridge.emit('resize', { height });
        }
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    close: () => bridge.emit('close', {}),
  };
  return bridge;
}
