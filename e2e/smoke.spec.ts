// The first thing a partner sees: the demo partner page loads, the widget renders inside it, and both are accessible.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const widgetFrameTitle = 'Tradekit';

test('the demo partner page embeds the widget app, with nothing failing in the console', async ({ page }) => {
  // Console errors of the page and of the widget's frame: a failed load (a missing icon too) is one.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.location().url}: ${message.text()}`);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Tradekit demo partner page' })).toBeVisible();

  const widget = page.frameLocator(`iframe[title="${widgetFrameTitle}"]`);
  await expect(widget.getByRole('heading', { level: 1, name: 'Buy and sell crypto' })).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Get a quote' })).toBeEnabled();
  expect(errors).toEqual([]);
});

test('the widget app speaks the locale it is asked for', async ({ page }) => {
  await page.goto('/widget/?locale=de');
  await expect(page.getByRole('heading', { level: 1, name: 'Krypto kaufen und verkaufen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('the demo partner page and the widget in it have no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.frameLocator(`iframe[title="${widgetFrameTitle}"]`).getByRole('heading', { level: 1 }),
  ).toBeVisible();

  // axe descends into the iframe and reports the widget's violations with the page's; a node inside the frame has
  // a target path of two selectors (the iframe, then the node within it).
  const results = await new AxeBuilder({ page }).analyze();
  const checkedInWidget = results.passes.some((rule) => rule.nodes.some((node) => node.target.length > 1));
  expect(checkedInWidget, 'axe checked the widget frame').toBe(true);
  expect(
    results.violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) })),
  ).toEqual([]);
});
