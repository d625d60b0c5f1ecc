// @vitest-environment jsdom
// The loader keeps the widget's new view on the partner's screen: it scrolls the page to the frame's top when the
// widget shows another view with that top above the screen, or shrinks out of sight above it, and never otherwise.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MountOptions } from './loader';
import { BFF, fromWidget, iframes, loadLoader, message } from './loader-harness';

/**
 * Mounts a widget whose frame's top is `top` px from the top of the screen (the page does not move: jsdom lays
 * nothing out), its bottom following the height the loader gives it.
 */
async function mountAt(top: number, options: Partial<MountOptions> = {}) {
  document.body.innerHTML = '<div id="slot"></div>';
  const api = await loadLoader();
  const viewChanged = vi.fn();
  api.mount({ bffUrl: BFF, container: '#slot', on: { viewChanged }, ...options });
  const iframe = iframes()[0]!;
  const scrollIntoView = vi.fn();
  iframe.scrollIntoView = scrollIntoView;
  vi.spyOn(iframe, 'getBoundingClientRect').mockImplementation(() => {
    const height = parseFloat(iframe.style.height);
    return { top, bottom: top + height, height } as DOMRect;
  });
  const tell = (name: string, payload: unknown = {}) =>
    fromWidget(iframe, message(iframe, { type: 'event', event: { name, payload } }));
  return { iframe, scrollIntoView, viewChanged, tell };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('tradekit.js keeps a new view on screen', () => {
  it('rule: a new view brings the frame’s top into view only when that top is above the screen', async () => {
    const above = await mountAt(-320);
    above.tell('viewChanged');
    expect(above.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(above.viewChanged).toHaveBeenCalledWith({});

    for (const top of [0, 140, 2000]) {
      const { scrollIntoView, viewChanged, tell } = await mountAt(top);
      tell('viewChanged');
      expect(scrollIntoView).not.toHaveBeenCalled();
      expect(viewChanged).toHaveBeenCalledTimes(1);
    }
  });

  it('rule: a shrink that leaves the frame wholly above the screen brings its top into view; any other resize does not', async () => {
    // A tap low on a phone's screen (the frame 900 px tall, its top 700 px above), then a view of 207 px.
    const { iframe, scrollIntoView, tell } = await mountAt(-700);
    tell('resize', { height: 900 });
    expect(scrollIntoView).not.toHaveBeenCalled();
    tell('resize', { height: 750 });
    expect(scrollIntoView).not.toHaveBeenCalled();
    tell('resize', { height: 207 });
    expect(iframe.style.height).toBe('207px');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('rule: scrollIntoView: false never scrolls the page; the page still hears viewChanged, and the widget is not sent the option', async () => {
    const { iframe, scrollIntoView, viewChanged, tell } = await mountAt(-700, { scrollIntoView: false });
    const post = vi.spyOn(iframe.contentWindow!, 'postMessage');
    fromWidget(iframe, message(iframe, { type: 'hello' }));
    expect(post.mock.calls[0]?.[0]).toMatchObject({ type: 'init', options: {} });
    expect((post.mock.calls[0]?.[0] as { options: object }).options).not.toHaveProperty('scrollIntoView');
    tell('viewChanged');
    tell('resize', { height: 207 });
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(viewChanged).toHaveBeenCalledTimes(1);
  });
});
