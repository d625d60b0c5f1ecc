// The merchant's customer, end to end in Chromium: the demo shop → the invoice's payment page → a payment
// simulated on the sandbox blockchain → paid → confirmed (complete) → back to the shop's return_url.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { widgetOrigin } from './origins';

test('shop → payment page → paid → complete → back to the shop, accessible at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(`${widgetOrigin}/shop/`);
  await expect(page.getByText('Thank you!')).toBeHidden();
  await page.getByRole('button', { name: 'Pay with bitcoin' }).click();

  await page.waitForURL(/\/pay\/[^/]+$/);
  await expect(page).toHaveTitle('Pay with bitcoin');
  const invoice = page.locator('main.tk-invoice');
  await expect(invoice).toHaveAttribute('data-state', 'new');
  await expect(page.getByText('Green tea, 100 g')).toBeVisible();
  await expect(page.getByText('EUR 12.50')).toBeVisible();
  const wallet = page.getByRole('link', { name: 'Open in wallet' });
  const uri = await wallet.getAttribute('href');
  expect(uri).toMatch(/^bitcoin:[a-z0-9]+\?amount=0\.\d{1,8}$/);
  await expect(page.getByRole('img', { name: /QR code to pay/ })).toHaveAttribute('data-value', uri!);

  // Rule: the page fits 320 px without sideways scrolling, and axe finds nothing.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Printed, the page keeps what a payer needs (amount, address, QR code) and drops the buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('img', { name: /QR code to pay/ })).toBeVisible();
  await expect(page.locator('.tk-invoice__address').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay in full' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // The sandbox panel pays the amount due: the state changes without a reload.
  await page.getByRole('button', { name: 'Pay in full' }).click();
  await expect(invoice).toHaveAttribute('data-state', 'paid');
  await expect(page.getByText('Payment received')).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code to pay/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Confirm payments' }).click();
  await expect(invoice).toHaveAttribute('data-state', 'complete');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByRole('link', { name: 'Return to the shop' }).click();
  await page.waitForURL(/\/shop\/\?paid=1$/);
  await expect(page.getByText('Thank you!')).toBeVisible();
});
