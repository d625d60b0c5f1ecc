// Journey (6) of the embed: axe finds nothing on any view of the widget, checked inside the frame on the partner's
// page at each step of an individual's and a company's flow, including a rejected identity check and the overlay;
// the overlay works by keyboard and keeps its styles under a partner CSP without 'unsafe-inline'.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
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
import { partnerPageUrl } from './origins';

/**
 * Runs axe on the widget's frame in the partner page; a view with any violation fails, named. Only the frame, for
 * speed (the partner page around it is checked once in smoke.spec.ts), and without `landmark-one-main`: the widget
 * is a named region inside the partner's <main>, not a page of its own, so it has no <main> by design.
 */
async function expectAccessible(page: Page, view: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include('#widget iframe[title="Tradekit"]')
    .disableRules(['landmark-one-main'])
    .analyze();
  const checkedInWidget = results.passes.some((rule) => rule.nodes.some((node) => node.target.length > 1));
  expect(checkedInWidget, `axe checked inside the widget on "${view}"`).toBe(true);
  expect(
    results.violations.map(({ id, help, nodes }) => ({ view, id, help, targets: nodes.map((node) => node.target) })),
  ).toEqual([]);
}

test('every view of an individual, from the opening screen to a rejected and an approved identity', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const widget = await openPartnerPage(page);
  await expect(widget.getByRole('button', { name: 'Get a quote' })).toBeVisible();
  await expectAccessible(page, 'opening screen');

  await widget.getByRole('button', { name: 'Get a quote' }).click();
  await widget.getByRole('textbox', { name: 'Amount in EUR' }).fill('100');
  await expect(widget.getByText('You receive about')).toBeVisible();
  await expectAccessible(page, 'quote');
  await widget.getByRole('button', { name: 'Continue' }).click();

  await expect(widget.getByRole('button', { name: 'Create account' })).toBeVisible();
  await expectAccessible(page, 'sign-up');
  // The form's own errors, as a screen reader meets them.
  await widget.getByRole('button', { name: 'Create account' }).click();
  await expect(widget.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'sign-up with errors');

  const email = uniqueEmail('axe');
  await signUp(widget, email);
  await expect(widget.getByRole('textbox', { name: 'Code' })).toBeVisible();
  await expectAccessible(page, 'email code');
  await verifyEmail(widget, request, email);

  await expect(widget.getByRole('textbox', { name: 'Street and number' })).toBeVisible();
  await expectAccessible(page, 'address');
  await fillAddress(widget);
  await expect(widget.getByRole('combobox', { name: 'Where does the money come from?' })).toBeVisible();
  await expectAccessible(page, 'source of funds');
  await fillSourceOfFunds(widget);
  await expect(widget.getByRole('radio', { name: 'None of these' })).toBeVisible();
  await expectAccessible(page, 'PEP');
  await declareNotPep(widget);

  await expect(widget.getByRole('button', { name: 'Start verification' })).toBeVisible();
  await expectAccessible(page, 'identity verification');
  const first = await openIdentityProvider(page, widget);
  await expect(widget.getByText(/Finish the verification in the window we opened/)).toBeVisible();
  await expectAccessible(page, 'verification in progress');
  const rejectForm = first.locator('form').filter({ has: first.getByRole('button', { name: 'Reject', exact: true }) });
  await rejectForm.getByRole('combobox', { name: 'Reason' }).selectOption('DENIED_EXPIRED_IDENTIFICATION');
  await rejectForm.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(widget.getByText('Verification was not successful')).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page, 'verification rejected');

  const second = await openIdentityProvider(page, widget, 'Try again');
  await second.getByRole('button', { name: 'Approve: my ID matches' }).click();
  // Approved: the order summary of the quote, then the trade waiting for its card payment.
  await expect(widget.getByRole('heading', { name: 'Check your order' })).toBeVisible({ timeout: 15_000 });
  await expect(widget.getByText('Price held for')).toBeVisible();
  await expectAccessible(page, 'order summary');
  await widget.getByRole('button', { name: 'Use a sandbox test address' }).click();
  await widget.getByRole('button', { name: 'Confirm and buy' }).click();
  await expect(widget.getByText('Waiting for your card payment')).toBeVisible();
  await expectAccessible(page, 'card payment');
  await widget.getByRole('button', { name: 'Your trades' }).click();
  await expect(widget.getByRole('heading', { name: 'Your trades' })).toBeVisible();
  await expectAccessible(page, 'trade history');
});

test("a company's own views: corporate details, shareholders, KYB waiting", async ({ page, request }) => {
  test.setTimeout(60_000);
  const widget = await openPartnerPage(page);
  await getQuote(widget);
  const email = uniqueEmail('axe.company');
  await signUp(widget, email, 'Business');
  await verifyEmail(widget, request, email);

  await expect(widget.getByRole('heading', { name: 'About your company' })).toBeVisible();
  await expectAccessible(page, 'corporate details');
  await widget.getByRole('textbox', { name: 'Company name' }).fill('Axe Tools ApS');
  await widget.getByRole('combobox', { name: 'Industry' }).selectOption('other');
  await expect(widget.getByRole('textbox', { name: 'Which industry?' })).toBeVisible();
  await expectAccessible(page, 'corporate details, other industry');
  await widget.getByRole('textbox', { name: 'Which industry?' }).fill('Tool making');
  await widget.getByRole('textbox', { name: 'What does the company do?' }).fill('Makes axes.');
  await widget.getByRole('button', { name: 'Continue' }).click();

  await fillAddress(widget);
  await widget.getByRole('combobox', { name: 'Where does the money come from?' }).selectOption('business-income');
  await widget.getByRole('combobox', { name: /expect to trade per year/ }).selectOption('2');
  await widget.getByRole('checkbox', { name: /legal activities/ }).check();
  await widget.getByRole('button', { name: 'Continue' }).click();

  await expect(widget.getByRole('heading', { name: 'Shareholders' })).toBeVisible();
  await expectAccessible(page, 'shareholder relation');
  await widget.getByRole('radio', { name: 'No' }).check();
  await widget.getByRole('button', { name: 'Continue' }).click();
  await declareNotPep(widget);

  await expect(widget.getByText(/emailed you a list of company documents/)).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page, 'KYB waiting');
});

test('the overlay closes on Escape pressed inside the widget, and the host hears close', async ({ page }) => {
  await openPartnerPage(page);
  await page.getByRole('button', { name: 'Buy crypto' }).click();
  // The overlay lives in a closed shadow root (the page's CSS cannot reach it), so it is found as a frame.
  await expect.poll(() => page.frames().filter((frame) => frame.url().includes('mode=overlay')).length).toBe(1);
  const overlay = page.frames().find((frame) => frame.url().includes('mode=overlay'));
  if (!overlay) throw new Error('no overlay frame');
  await expect(overlay.getByRole('button', { name: 'Get a quote' })).toBeVisible();
  // A keyboard user inside the frame: focus on the widget's own button, then Escape.
  await overlay.getByRole('button', { name: 'Get a quote' }).focus();
  await page.keyboard.press('Escape');
  await expect(page.locator('#events li[data-event="close"]')).toHaveCount(1);
  await expect.poll(() => page.frames().some((frame) => frame.url().includes('mode=overlay'))).toBe(false);
  // The inline widget is untouched.
  await expect(page.locator('#widget iframe[title="Tradekit"]')).toHaveCount(1);
});

test('the overlay opens as a modal in view on a page whose CSP allows no inline style (the demo page)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const response = await page.goto(partnerPageUrl());
  expect(response?.headers()['content-security-policy']).toMatch(/style-src 'self'(?![^;]*unsafe-inline)/);
  await page.getByRole('button', { name: 'Buy crypto' }).click();
  await expect.poll(() => page.frames().some((frame) => frame.url().includes('mode=overlay'))).toBe(true);
  const overlay = page.frames().find((frame) => frame.url().includes('mode=overlay'));
  if (!overlay) throw new Error('no overlay frame');
  await expect(overlay.getByRole('button', { name: 'Get a quote' })).toBeVisible();
  // The overlay's own styles applied: centred over the page, within the window, at most 480 px wide.
  const box = await (await overlay.frameElement()).boundingBox();
  const view = page.viewportSize();
  if (!box || !view) throw new Error('the overlay frame has no box');
  expect(box.width).toBeLessThanOrEqual(480);
  expect(Math.abs(box.x + box.width / 2 - view.width / 2)).toBeLessThan(2);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(view.height);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

test('at 320 px the widget fits its frame: no sideways scrolling on the opening and sign-up views', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const widget = await openPartnerPage(page);
  // Measured inside the frame (the partner page cannot read a cross-origin document).
  const overflow = async () => {
    const frame = await page.locator('#widget iframe[title="Tradekit"]').elementHandle();
    const content = await frame?.contentFrame();
    if (!content) throw new Error('the widget frame is not there');
    return content.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  };
  await expect(widget.getByRole('button', { name: 'Get a quote' })).toBeVisible();
  expect(await overflow()).toBe(0);
  await getQuote(widget);
  await expect(widget.getByRole('button', { name: 'Create account' })).toBeVisible();
  await expectAccessible(page, 'sign-up at 320 px');
  expect(await overflow()).toBe(0);
});
