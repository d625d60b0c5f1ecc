// The script-tag loader as the tests of a partner page load it (jsdom): a fresh copy of tradekit.js each time, its
// frames, and messages as its widget (or a forger) posts them.
import { vi } from 'vitest';
import type { MountOptions, WidgetHandle } from './loader';
import { PROTOCOL, PROTOCOL_VERSION } from './protocol';

export const BFF = 'https://bff.example';

export interface LoadedApi {
  mount(options: MountOptions): WidgetHandle;
}

/** Runs tradekit.js anew, with `queue` as the calls the page queued before it loaded. */
export async function loadLoader(queue?: MountOptions[]): Promise<LoadedApi> {
  vi.resetModules();
  const w = window as unknown as { Tradekit?: unknown };
  w.Tradekit = queue ? { q: queue, mount() {} } : undefined;
  await import('./loader');
  return w.Tradekit as LoadedApi;
}

export function iframes() {
  return [...document.querySelectorAll('iframe')];
}

function instanceOf(iframe: HTMLIFrameElement) {
  return new URL(iframe.src).searchParams.get('instance') ?? '';
}

/** A message posted to the page, by default from `iframe`'s widget on the BFF's origin. */
export function fromWidget(
  iframe: HTMLIFrameElement,
  data: unknown,
  origin = BFF,
  source: Window | null = iframe.contentWindow,
) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

/** A message of the protocol for `iframe`'s instance. */
export const message = (iframe: HTMLIFrameElement, rest: Record<string, unknown>) => ({
  protocol: PROTOCOL,
  version: PROTOCOL_VERSION,
  instanceId: instanceOf(iframe),
  ...rest,
});
