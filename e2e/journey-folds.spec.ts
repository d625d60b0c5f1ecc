// Folds, on the phones a customer has: what decides a step is on the first screen, with nothing to scroll to. At
// 360 × 640 the quote's price and Continue (in the demo partner page's frame and in the widget on its own); at
// 414 × 700 the order summary's price, total, what the customer receives and the confirm button; the trading
// navigation one row at 360; no view wider than the frame at 320; every view one width.
//
// In the partner's page "without scrolling" means from the frame's top: the widget brings that top on screen at
// each step, so the test scrolls the page there and measures from it, as a customer would see it.
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { widgetOrigin } from './origins';
import {
  declareNotPep,
  fillAddress,
  fillSourceOfFunds,
  getQuote,
  openIdentityProvider,
  openPartnerPage,
  signUp,
  uniqueEmail,
  verifyEmail,
} from './support';

const figure = (widget: FrameLocator | Page, term: string): Locator =>
  widget
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/**
 * Each target ends within `height` of the top of the screen (in a frame: of the frame's top, scrolled to the top of
 * the screen), and within the screen's width. Prints what it measured, for the closing note of the change.
 */
async function expectAboveTheFold(page: Page, targets: Record<string, Locator>, framed: boolean): Promise<void> {
  const { width, height } = page.viewportSize()!;
  let top = 0;
  if (framed) {
    const frame = page.locator('#widget iframe');
    await frame.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    top = (await frame.boundingBox())!.y;
  } else {
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  }
  const bottoms: Record<string, number> = {};
  for (const [name, target] of Object.entries(targets)) {
    const box = (await target.boundingBox())!;
    bottoms[name] = Math.round(box.y + box.height - top);
    expect(bottoms[name], `${name} ends within the first ${height} px`).toBeLessThanOrEqual(height);
    expect(box.x + box.width, `${name} is within the screen's width`).toBeLessThanOrEqual(width);
  }
  test.info().annotations.push({ type: `fold ${width} × ${height}`, description: JSON.stringify(bottoms) });
}

/** Nothing in the frame reaches past its right edge, and the frame fits the page: no sideways scrolling. */
async function expectNoWiderThanTheFrame(page: Page, widget: FrameLocator, view: string): Promise<void> {
  const { width } = page.viewportSize()!;
  const frame = (await page.locator('#widget iframe').boundingBox())!;
  expect(frame.x + frame.width, `${view}: the frame fits the page`).toBeLessThanOrEqual(width);
  const measured = await widget.locator('html').evaluate((root) => {
    let right = 0;
    for (const element of root.querySelectorAll('.tk-widget *'))
      right = Math.max(right, element.getBoundingClientRect().right);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, right: Math.ceil(right) };
  });
  expect(measured.scrollWidth, `${view}: no sideways scrolling in the frame`).toBeLessThanOrEqual(measured.clientWidth);
  expect(measured.right, `${view}: nothing past the frame's right edge`).toBeLessThanOrEqual(measured.clientWidth);
}

/** The widths of the views on screen: the flow's column and each view in it. */
async function viewWidths(page: Page): Promise<number[]> {
  return page
    .locator('.tk-view')
    .evaluateAll((views) => views.map((view) => Math.round(view.getBoundingClientRect().width)));
}

test.describe('the quote at 360 × 640', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('rule: in the partner page, the price and Continue are on the frame’s first screen', async ({ page }) => {
    const widget = await openPartnerPage(page);
    await page.locator('#widget iframe').scrollIntoViewIfNeeded();
    await widget.getByRole('button', { name: 'Get a quote' }).click();
    await widget.getByRole('textbox', { name: 'Amount in EUR' }).fill('100');
    await expect(widget.getByLabel('Approximate quote')).toHaveAttribute('data-state', 'current', { timeout: 10_000 });
    await expectAboveTheFold(
      page,
      {
        total: figure(widget, 'Total to pay'),
        receive: figure(widget, 'You receive about'),
        continue: widget.getByRole('button', { name: 'Continue' }),
      },
      true,
    );
  });

  test('rule: in the widget on its own, the price and Continue need no scrolling', async ({ page }) => {
    await page.goto(`${widgetOrigin}/widget/`);
    await page.getByRole('button', { name: 'Get a quote' }).click();
    await page.getByRole('textbox', { name: 'Amount in EUR' }).fill('100');
    await expect(page.getByLabel('Approximate quote')).toHaveAttribute('data-state', 'current', { timeout: 10_000 });
    await expectAboveTheFold(
      page,
      {
        total: figure(page, 'Total to pay'),
        receive: figure(page, 'You receive about'),
        continue: page.getByRole('button', { name: 'Continue' }),
      },
      false,
    );
  });
});

test('rule: every view is one width, however little it holds (the widget on its own at 1280)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${widgetOrigin}/widget/`);
  await page.getByRole('button', { name: 'Get a quote' }).click();
  await expect(page.getByRole('textbox', { name: 'Amount in EUR' })).toBeVisible();
  const quoteWidths = await viewWidths(page);
  await page.getByRole('textbox', { name: 'Amount in EUR' }).fill('100');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  const signUpWidths = await viewWidths(page);
  await page.getByRole('button', { name: 'I already have an account' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const signInWidths = await viewWidths(page);
  const all = [...quoteWidths, ...signUpWidths, ...signInWidths];
  expect(new Set(all).size, `widths ${all.join(', ')}`).toBe(1);
  // The one width is the views' max-width, not the width of what the narrowest holds.
  expect(all[0]).toBe(448);
});

test('rule: every view from sign-up to the trades fits a 320 px frame, the navigation is one row at 360, and at 414 × 700 the order summary’s figures and Confirm need no scrolling', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 640 });
  const widget = await openPartnerPage(page);
  await page.locator('#widget iframe').scrollIntoViewIfNeeded();
  await getQuote(widget);
  await expect(widget.getByRole('button', { name: 'Create account' })).toBeVisible();
  await expectNoWiderThanTheFrame(page, widget, 'sign-up');
  const email = uniqueEmail('folds');
  await signUp(widget, email);
  await expect(widget.getByRole('textbox', { name: 'Code' })).toBeVisible();
  await expectNoWiderThanTheFrame(page, widget, 'email code');
  await verifyEmail(widget, request, email);
  await expect(widget.getByRole('heading', { name: 'Your address' })).toBeVisible();
  await expectNoWiderThanTheFrame(page, widget, 'address');
  await fillAddress(widget);
  await expect(widget.getByRole('heading', { name: 'Source of funds' })).toBeVisible();
  await expectNoWiderThanTheFrame(page, widget, 'source of funds');
  await fillSourceOfFunds(widget);
  await expect(widget.getByRole('heading', { name: 'Political exposure' })).toBeVisible();
  await expectNoWiderThanTheFrame(page, widget, 'political exposure');
  await declareNotPep(widget);
  await expect(widget.getByRole('button', { name: 'Start verification' })).toBeVisible();
  await expectNoWiderThanTheFrame(page, widget, 'identity verification');
  const provider = await openIdentityProvider(page, widget);
  await provider.getByRole('button', { name: 'Approve: my ID matches' }).click();
  await expect(widget.getByRole('heading', { name: 'Check your order' })).toBeVisible({ timeout: 15_000 });
  await expect(widget.getByText('Price held for')).toBeVisible();
  await expectNoWiderThanTheFrame(page, widget, 'order summary');

  const tabs = widget.getByRole('navigation', { name: 'Trading' }).getByRole('button');
  await expect(tabs).toHaveCount(3);
  // At 320 too: a long label takes two lines inside its tab rather than a tab going to a second row.
  for (const width of [360, 320]) {
    await page.setViewportSize({ width, height: 640 });
    const tops = await tabs.evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(new Set(tops).size, `the tabs' tops at ${width} px: ${tops.join(', ')}`).toBe(1);
  }

  await page.setViewportSize({ width: 414, height: 700 });
  await expectAboveTheFold(
    page,
    {
      price: figure(widget, 'Price'),
      total: figure(widget, 'Total to pay'),
      receive: figure(widget, 'You receive'),
      confirm: widget.getByRole('button', { name: 'Confirm and buy' }),
    },
    true,
  );
  // The amount and the fees are one tap away.
  await widget.getByText('Fees and details').click();
  await expect(figure(widget, 'Payment fee \\(added on top\\)')).toBeVisible();

  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoWiderThanTheFrame(page, widget, 'order summary with its details open');
  await widget.getByRole('button', { name: 'Use a sandbox test address' }).click();
  await widget.getByRole('button', { name: 'Confirm and buy' }).click();
  await expect(widget.getByText('Waiting for your card payment')).toBeVisible();
  await expectNoWiderThanTheFrame(page, widget, 'card payment');
  await widget.getByRole('button', { name: 'Your trades' }).click();
  await expect(widget.getByRole('heading', { name: 'Your trades' })).toBeVisible();
  await expectNoWiderThanTheFrame(page, widget, 'trade history');
  await widget.getByRole('button', { name: 'Recurring buys' }).click();
  await expect(widget.getByRole('heading', { name: 'Recurring buys' })).toBeVisible();
  await expectNoWiderThanTheFrame(page, widget, 'recurring buys');
});
