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

/** The phones every view is measured on: width × height. */
const PHONES = [
  { width: 320, height: 640 },
  { width: 360, height: 640 },
  { width: 414, height: 700 },
] as const;

/**
 * A view at each phone width: nothing wider than the frame, and, printed for the record, how tall the view is and
 * where its main action ends, both from the frame's top (the widget brings that top on screen at each step). Ends at
 * 320 px, where the walk goes on.
 */
async function measureView(
  page: Page,
  widget: FrameLocator,
  view: string,
  action: Locator | undefined,
  rows: string[],
): Promise<void> {
  const cells = [view];
  for (const phone of PHONES) {
    await page.setViewportSize(phone);
    await expectNoWiderThanTheFrame(page, widget, `${view} at ${phone.width} px`);
    const frameTop = (await page.locator('#widget iframe').boundingBox())!.y;
    const tall = await widget.locator('.tk-widget').evaluate((root) => Math.round(root.getBoundingClientRect().height));
    const box = action ? await action.boundingBox() : null;
    const end = box ? Math.round(box.y + box.height - frameTop) : undefined;
    cells.push(end === undefined ? `${tall}` : `${tall} / ${end}${end > phone.height ? ' ▼' : ''}`);
  }
  rows.push(`| ${cells.join(' | ')} |`);
  await page.setViewportSize(PHONES[0]);
}

test('rule: every view fits a 320 px frame, the navigation is one row at 360, and at 414 × 700 the order summary’s figures and Confirm need no scrolling; each view measured at 320, 360 and 414', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const rows: string[] = [];
  const measure = (view: string, action?: Locator) => measureView(page, widget, view, action, rows);
  await page.setViewportSize(PHONES[0]);
  const widget = await openPartnerPage(page);
  await page.locator('#widget iframe').scrollIntoViewIfNeeded();
  await measure('opening screen', widget.getByRole('button', { name: 'Get a quote' }));
  await widget.getByRole('button', { name: 'Get a quote' }).click();
  await widget.getByRole('textbox', { name: 'Amount in EUR' }).fill('100');
  await expect(widget.getByLabel('Approximate quote')).toHaveAttribute('data-state', 'current', { timeout: 10_000 });
  await measure('quote', widget.getByRole('button', { name: 'Continue' }));
  await widget.getByRole('button', { name: 'Continue' }).click();
  await expect(widget.getByRole('button', { name: 'Create account' })).toBeVisible();
  await measure('sign-up', widget.getByRole('button', { name: 'Create account' }));
  const email = uniqueEmail('folds');
  await signUp(widget, email);
  await expect(widget.getByRole('textbox', { name: 'Code' })).toBeVisible();
  await measure('email code', widget.getByRole('button', { name: 'Confirm' }));
  await verifyEmail(widget, request, email);
  await expect(widget.getByRole('heading', { name: 'Your address' })).toBeVisible();
  await measure('address', widget.getByRole('button', { name: 'Continue' }));
  await fillAddress(widget);
  await expect(widget.getByRole('heading', { name: 'Source of funds' })).toBeVisible();
  await measure('source of funds', widget.getByRole('button', { name: 'Continue' }));
  await fillSourceOfFunds(widget);
  await expect(widget.getByRole('heading', { name: 'Political exposure' })).toBeVisible();
  await measure('political exposure', widget.getByRole('button', { name: 'Continue' }));
  await declareNotPep(widget);
  await expect(widget.getByRole('button', { name: 'Start verification' })).toBeVisible();
  await measure('identity verification', widget.getByRole('button', { name: 'Start verification' }));
  const provider = await openIdentityProvider(page, widget);
  await provider.getByRole('button', { name: 'Approve: my ID matches' }).click();
  await expect(widget.getByRole('heading', { name: 'Check your order' })).toBeVisible({ timeout: 15_000 });
  await expect(widget.getByText('Price held for')).toBeVisible();
  await measure('order summary', widget.getByRole('button', { name: 'Confirm and buy' }));

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
  await measure('order summary, details open', widget.getByRole('button', { name: 'Confirm and buy' }));
  await widget.getByRole('button', { name: 'Use a sandbox test address' }).click();
  await widget.getByRole('button', { name: 'Confirm and buy' }).click();
  await expect(widget.getByText('Waiting for your card payment')).toBeVisible();
  await measure('card payment', widget.getByRole('button', { name: 'Pay by card' }));
  await widget.getByRole('button', { name: 'Your trades' }).click();
  await expect(widget.getByRole('heading', { name: 'Your trades' })).toBeVisible();
  await measure('trade history');
  await widget.getByRole('button', { name: 'Recurring buys' }).click();
  await expect(widget.getByRole('heading', { name: 'Recurring buys' })).toBeVisible();
  await measure('recurring buys');

  // For the record: the view's height / where its main action ends, from the frame's top (▼: below that phone's
  // first screen, which the view's top being on screen makes a scroll within the step, not a lost step).
  const table = ['| view | 320 × 640 | 360 × 640 | 414 × 700 |', '| --- | --- | --- | --- |', ...rows].join('\n');
  test.info().annotations.push({ type: 'folds', description: table });
  console.log(`folds (view height / main action's end, px from the frame's top):\n${table}`);
});
