// The widget iframe's side of the postMessage protocol: says hello to the host page, accepts options only from
// the exact parent window and origin (each validated with zod, a refused one reported), and reports events and its
// height to the host, `ready` first.
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
import { checkOptions, HostMessageSchema, type RefuseOption } from './protocol-schema';

export interface WidgetBridge {
  /** True when a host page embedded the widget through tradekit.js and the handshake can happen. */
  readonly embedded: boolean;
  /** Options known so far: from the URL at first, then from the host's init/update messages. */
  options(): WidgetOptions;
  /** Called with the full options after each valid init/update from the host. Returns an unsubscribe function. */
  onOptions(listener: (options: WidgetOptions) => void): () => void;
  /** Sends an event to the host; any but `ready` is held until `ready` is sent, which happens once. */
  emit<K extends WidgetEventName>(name: K, payload: WidgetEventMap[K]): void;
  /**
   * Tells the host of an option the widget cannot honour: an `error` event `option_refused` and a console warning,
   * once per option and value.
   */
  refuse: RefuseOption;
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

/**
 * Options the loader put in the iframe URL for the first paint, checked like everything else. Refused in silence:
 * the host's init carries the same values, and it is there that they are reported.
 */
function optionsFromUrl(params: URLSearchParams): WidgetOptions {
  const given: Record<string, unknown> = {};
  for (const key of ['locale', 'page', 'fiatCurrency', 'cryptoCurrency', 'amount'] as const) {
    const value = params.get(IFRAME_PARAMS[key]);
    if (value !== null) given[key] = value;
  }
  const mode = params.get(IFRAME_PARAMS.theme);
  if (mode !== null) given.theme = { mode };
  return checkOptions(given, () => {});
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
  const send = (event: WidgetEvent) =>
    post({ protocol: PROTOCOL, version: PROTOCOL_VERSION, instanceId, type: 'event', event });
  // Events before `ready` (a price the first render already showed, a refused option): sent right after it.
  let held: WidgetEvent[] | undefined = [];
  const told = new Set<string>();

  const onMessage = (event: MessageEvent) => {
    if (!embedded || event.source !== win.parent || event.origin !== parentOrigin) return;
    const parsed = HostMessageSchema.safeParse(event.data);
    if (!parsed.success || parsed.data.instanceId !== instanceId) return;
    current = { ...current, ...checkOptions(parsed.data.options, bridge.refuse) };
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
      const event = { name, payload } as WidgetEvent;
      if (name !== 'ready') return held ? void held.push(event) : send(event);
      if (!held) return;
      send(event);
      held.forEach(send);
      held = undefined;
    },
    refuse(option, value, reason) {
      const message = `The option ${option} ${JSON.stringify(value)} was refused: ${reason}.`;
      if (told.has(message)) return;
      told.add(message);
      console.warn(`Tradekit: ${message}`);
      bridge.emit('error', { code: 'option_refused', message });
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
