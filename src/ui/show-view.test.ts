// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showView } from './show-view';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function root(html: string) {
  document.body.innerHTML = `<button>Continue</button><div id="flow">${html}</div>`;
  return document.getElementById('flow')!;
}

describe('showView', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('rule: a view still loading gets the focus on its heading once the heading is there, without scrolling for it', async () => {
    const flow = root('<p role="status">Loading…</p>');
    showView(flow);
    expect(document.activeElement).toBe(document.body);
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    flow.innerHTML = '<h2>Your address</h2><label>Street <input></label>';
    await flush();
    const heading = flow.querySelector('h2')!;
    expect(document.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(-1);
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    // Found once: later changes of the view (the customer typing, an error shown) leave the focus where it is.
    flow.querySelector('input')!.focus();
    flow.append(document.createElement('h2'));
    await flush();
    expect(document.activeElement).toBe(flow.querySelector('input'));
  });

  it('rule: the next view stops the wait of the one before', async () => {
    const flow = root('<p>Loading…</p>');
    const stop = showView(flow);
    stop();
    flow.innerHTML = '<h2>Check your order</h2>';
    await flush();
    expect(document.activeElement).toBe(document.body);
  });

  it('rule: scrolls its root into view only when the root’s top is above the screen', () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const flow = root('<h2>Create your account</h2>');
    for (const top of [0, 30, 900]) {
      vi.spyOn(flow, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
      showView(flow);
    }
    expect(scrolled).toEqual([]);
    vi.spyOn(flow, 'getBoundingClientRect').mockReturnValue({ top: -1 } as DOMRect);
    showView(flow);
    expect(scrolled).toEqual([flow]);
  });
});
