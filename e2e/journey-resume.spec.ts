// Journey (4) of the embed: the partner's page is reloaded in the middle of the flow. The widget's session cookie
// (partitioned under the partner's site) survives, so a signed-in user carries on at the step the trader's states
// say, rather than at the opening screen. (Chromium denies the third-party iframe its storage, so the widget must
// not depend on sessionStorage for this.)
import { expect, test } from '@playwright/test';
import { fillAddress, getQuote, openPartnerPage, signUp, uniqueEmail, verifyEmail } from './support';

test('reloading the partner page in the middle of the flow resumes at the same step', async ({ page, request }) => {
  test.setTimeout(60_000);
  const widget = await openPartnerPage(page);
  await getQuote(widget);
  const email = uniqueEmail('resume');
  await signUp(widget, email);
  await expect(widget.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();

  // Signed up, code not entered yet: still asked for the code, not greeted with the opening screen.
  await page.reload();
  await expect(widget.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Get a quote' })).toHaveCount(0);
  await verifyEmail(widget, request, email);
  await fillAddress(widget);
  await expect(widget.getByRole('heading', { name: 'Source of funds' })).toBeVisible();

  // Halfway through the profile: the address is kept, the flow opens at the next step.
  await page.reload();
  await expect(widget.getByRole('heading', { name: 'Source of funds' })).toBeVisible();
  await expect(widget.getByRole('textbox', { name: 'Street and number' })).toHaveCount(0);
  // One widget, freshly mounted: one ready event on the reloaded page.
  await expect(page.locator('#events li[data-event="ready"]')).toHaveCount(1);
});
