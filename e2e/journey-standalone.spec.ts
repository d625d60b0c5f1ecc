// The widget opened on its own (`/widget/` on the BFF's origin, not in a partner's frame), as a partner may link to
// it: an approved individual buys by card. The card payment page opens in a window of its own and returns to the
// BFF's trade return page (no returnUrl is given), which tells the widget and closes itself: no second copy of
// the widget is left open in that window.
import { expect, test } from '@playwright/test';
import { widgetOrigin } from './origins';
import { individualAtKycIn, openIdentityProvider, TESTNET_ADDRESS } from './support';

// The journey signs up and verifies a new trader first.
test.describe.configure({ timeout: 90_000 });

test('card buy in the widget opened on its own: the card page tells the widget and closes, and the trade completes', async ({
  page,
  request,
}) => {
  await page.goto(`${widgetOrigin}/widget/`);
  const widget = await individualAtKycIn(page, request, 'standalone-card');
  const provider = await openIdentityProvider(page, widget);
  await provider.getByRole('button', { name: 'Approve: my ID matches' }).click();
  await expect(widget.getByRole('heading', { name: 'Check your order' })).toBeVisible({ timeout: 15_000 });
  await expect(widget.getByText('Price held for')).toBeVisible();
  await widget.getByRole('textbox', { name: 'Your BTC address' }).fill(TESTNET_ADDRESS);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/trades') && r.request().method() === 'POST');
  await widget.getByRole('button', { name: 'Confirm and buy' }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  expect(answer.request().postDataJSON()).not.toHaveProperty('returnUrl');

  await expect(widget.getByText('Waiting for your card payment')).toBeVisible();
  const cardPageOpened = page.waitForEvent('popup');
  await widget.getByRole('button', { name: 'Pay by card' }).click();
  const cardPage = await cardPageOpened;
  const cardClosed = cardPage.waitForEvent('close');
  await cardPage.getByRole('button', { name: 'Approve payment' }).click();
  await cardClosed;

  await expect(widget.getByText(/Card payment approved|Payment received/)).toBeVisible({ timeout: 15_000 });
  // The sandbox completes a paid trade a sandbox minute later: the clock is moved on instead of waiting.
  await request.post(`${widgetOrigin}/sandbox/clock/advance`, { data: { seconds: 15 } });
  await expect(widget.getByText('Trade complete')).toBeVisible({ timeout: 15_000 });
});
