// The widget opened on its own (`/widget/` on the BFF's origin, not in a partner's frame), as a partner may link to
// it: an approved individual buys by card. Its card buy asks to come back to the widget's own page, which the BFF
// allows (its own origin), and the payment page returns there with the result.
import { expect, test } from '@playwright/test';
import { widgetOrigin } from './origins';
import { individualAtKycIn, openIdentityProvider, TESTNET_ADDRESS } from './support';

// The journey signs up and verifies a new trader first.
test.describe.configure({ timeout: 90_000 });

test('card buy in the widget opened on its own: the card page returns to the widget, and the trade completes', async ({
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
  expect(answer.request().postDataJSON()).toMatchObject({ returnUrl: `${widgetOrigin}/widget/` });

  await expect(widget.getByText('Waiting for your card payment')).toBeVisible();
  const cardPageOpened = page.waitForEvent('popup');
  await widget.getByRole('button', { name: 'Pay by card' }).click();
  const cardPage = await cardPageOpened;
  await cardPage.getByRole('button', { name: 'Approve payment' }).click();
  await cardPage.waitForURL((url) => url.origin === widgetOrigin && url.pathname === '/widget/');
  expect(new URL(cardPage.url()).searchParams.get('result')).toBe('approved');

  await expect(widget.getByText(/Card payment approved|Payment received/)).toBeVisible({ timeout: 15_000 });
  // The sandbox completes a paid trade a sandbox minute later: the clock is moved on instead of waiting.
  await request.post(`${widgetOrigin}/sandbox/clock/advance`, { data: { seconds: 15 } });
  await expect(widget.getByText('Trade complete')).toBeVisible({ timeout: 15_000 });
});
