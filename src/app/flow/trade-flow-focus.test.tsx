// One step, one place: each new view of the flow takes the focus on its heading (a screen reader reads where the
// customer is now) and has its top on screen; the first view is where the host put it and takes nothing.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAccount, enterCode, quoteAndContinue } from '../../test/flow-walk';
import { renderWithKit } from '../../test/render-with-kit';
import { TradeFlow } from './trade-flow';
import type { TradeFlowEvent } from './trade-flow-events';

/** Waits until the view headed `name` is on screen with the focus on its heading, out of the tab order. */
async function focusedHeading(name: string) {
  const heading = await screen.findByRole('heading', { level: 2, name });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(heading).toHaveAttribute('tabindex', '-1');
  return heading;
}

describe('TradeFlow, view by view', { timeout: 30_000 }, () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => {
    vi.restoreAllMocks();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('rule: the first view takes no focus; each step after it hands the focus to its heading, not <body>', async () => {
    const events: TradeFlowEvent[] = [];
    const { user } = renderWithKit(<TradeFlow onEvent={(event) => events.push(event)} />);
    await screen.findByRole('heading', { level: 2, name: 'Get a quote' });
    expect(document.body).toHaveFocus();

    await quoteAndContinue(user);
    await focusedHeading('Create your account');
    await createAccount(user, 'Personal');
    await focusedHeading('Confirm your email');
    await enterCode(user);
    await focusedHeading('Your address');

    // The host hears each move (the widget's loader brings the frame's top on screen), not the first view.
    expect(events.filter((event) => event.type === 'viewChanged')).toHaveLength(3);
  });

  it('rule: the flow scrolls its own top into view when that top is above the screen, and only then', async () => {
    let flowTop = -250;
    const rect = Element.prototype.getBoundingClientRect;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return this.hasAttribute('data-step') ? ({ top: flowTop } as DOMRect) : rect.call(this);
    });
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const { user } = renderWithKit(<TradeFlow />);
    await screen.findByRole('heading', { level: 2, name: 'Get a quote' });
    // Above the screen at first (the host scrolled past it): the first view is left where the host put it.
    expect(scrolled).toEqual([]);

    // A tap low on the screen, then a shorter view: its top is brought back.
    await quoteAndContinue(user);
    await focusedHeading('Create your account');
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]).toHaveAttribute('data-step', 'signup');

    // On screen already: nothing moves.
    flowTop = 40;
    await createAccount(user, 'Personal');
    await focusedHeading('Confirm your email');
    expect(scrolled).toHaveLength(1);
  });
});
