// The widget's language in Chromium: a French browser on a partner page that names no locale gets the widget in
// French; the customer's switch to Arabic turns the frame right to left at once, and a reload of the frame in the
// same session (the same tab) keeps it. Labels are written out here, so a missing translation fails.
import { expect, test } from '@playwright/test';
import { openPartnerPage } from './support';

test.use({ locale: 'fr-FR' });

test('a French browser gets French; the switch to Arabic turns the frame right to left and outlives a reload', async ({
  page,
}) => {
  const widget = await openPartnerPage(page);
  await expect(widget.getByRole('heading', { level: 1, name: 'Achetez et vendez des cryptos' })).toBeVisible();
  await expect(widget.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(widget.locator('html')).toHaveAttribute('dir', 'ltr');

  // The switcher names each language in its own words, whatever the widget speaks now.
  const switcher = widget.getByRole('combobox', { name: 'Langue' });
  await expect(switcher.getByRole('option', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
  await expect(switcher.getByRole('option', { name: 'dansk' })).toHaveAttribute('lang', 'da');
  await switcher.selectOption('ar');

  await expect(widget.getByRole('heading', { level: 1, name: 'شراء العملات المشفرة وبيعها' })).toBeVisible();
  await expect(widget.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(widget.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(widget.locator('.tk-root')).toHaveAttribute('dir', 'rtl');
  await expect(widget.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');

  // The frame reloaded in the same tab. Chromium denies this cross-site frame its sessionStorage: the choice lives
  // in the frame's partitioned session cookie.
  const frame = page.frames().find((each) => each.url().includes('/widget/'));
  expect(frame, 'the widget frame').toBeDefined();
  await frame!.evaluate(() => window.location.reload());
  await expect(widget.getByRole('heading', { level: 1, name: 'شراء العملات المشفرة وبيعها' })).toBeVisible();
  await expect(widget.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(widget.getByRole('button', { name: 'الحصول على عرض سعر' })).toBeVisible();
});
