// The console's details as a developer uses them (issue #30): a test invoice of the sandbox merchant made from the
// console, its payment page opened beside it; the clock moved by an amount typed rather than a button; and the
// create-invoice snippet beside the list one in Credentials.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { widgetOrigin } from './origins';

test('a developer creates a test invoice from the console and opens its payment page', async ({ context }) => {
  const console = await context.newPage();
  await console.goto(`${widgetOrigin}/sandbox/#trades`);
  await expect(console.getByText('Live', { exact: true })).toBeVisible();

  const form = console.getByRole('form', { name: 'Create a test invoice' });
  await form.getByRole('textbox', { name: 'Price' }).fill('12.50');
  await form.getByRole('button', { name: 'Create invoice' }).click();
  const link = form.getByRole('link', { name: /^Open the payment page of invoice #\d+$/ });
  await expect(link).toBeVisible();
  const id = Number(/#(\d+)$/.exec((await link.textContent()) ?? '')?.[1]);
  await expect(
    console.getByText(new RegExp(`^Invoice #${id} created: 12\\.50 EUR, 0\\.\\d+ BTC to pay\\.$`)),
  ).toBeVisible();
  // The list shows it at once (pushed), new.
  await expect(console.getByRole('article', { name: `Invoice #${id}` })).toHaveAttribute('data-state', 'new');
  expect((await new AxeBuilder({ page: console }).analyze()).violations.map((v) => v.id)).toEqual([]);

  // Its payment page opens beside the console: the customer's view of the same invoice.
  const [payment] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(payment).toHaveTitle('Pay with bitcoin');
  await expect(payment.locator('main.tk-invoice')).toHaveAttribute('data-state', 'new');
  await expect(payment.getByText('EUR 12.50')).toBeVisible();
});

test('a developer moves the clock by an amount typed, and is told what it cannot read', async ({ context }) => {
  const console = await context.newPage();
  await console.goto(`${widgetOrigin}/sandbox/#clock`);
  await expect(console.getByText('Live', { exact: true })).toBeVisible();
  const sandboxTime = console.getByTestId('sandbox-time').locator('time');
  const field = console.getByRole('textbox', { name: 'Or move it by' });

  await field.fill('16 minuets');
  await field.press('Enter');
  await expect(field).toHaveAccessibleDescription(/“minuets” is not a unit the clock knows/);
  expect((await new AxeBuilder({ page: console }).analyze()).violations.map((v) => v.id)).toEqual([]);

  const before = Date.parse((await sandboxTime.getAttribute('datetime')) ?? '');
  await field.fill('16 minutes');
  await console.getByRole('button', { name: 'Move forward' }).click();
  await expect(console.getByText(/^The sandbox clock is now/)).toBeVisible();
  await expect
    .poll(async () => Date.parse((await sandboxTime.getAttribute('datetime')) ?? '') - before)
    .toBeGreaterThanOrEqual(16 * 60_000);
});

test('the Credentials panel offers the create-invoice curl beside the list one', async ({ page }) => {
  await page.goto(`${widgetOrigin}/sandbox/#credentials`);
  const create = page.getByRole('article', { name: 'Signed curl: create an invoice' });
  await expect(create).toContainText('curl -sS -X POST "$MERCHANT_BASE_URL/v3/invoices"');
  await expect(create).toContainText('"plugin_name"');
  await expect(page.getByRole('article', { name: 'Signed curl: list invoices' })).toBeVisible();
});
