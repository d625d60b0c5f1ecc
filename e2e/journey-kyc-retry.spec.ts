// Journey (3) of the embed: the identity provider rejects the first attempt with a reason the user can fix (an
// unsupported document); the widget says why in the user's words and offers a new attempt, which is approved.
import { expect, test } from '@playwright/test';
import { individualAtKyc, openIdentityProvider } from './support';

test('KYC rejected with a reason: the reason is shown, and a retry ends approved', async ({ page, request }) => {
  test.setTimeout(60_000);
  const widget = await individualAtKyc(page, request, 'grace');

  const first = await openIdentityProvider(page, widget);
  const rejectForm = first.locator('form').filter({ has: first.getByRole('button', { name: 'Reject', exact: true }) });
  await rejectForm.getByRole('combobox', { name: 'Reason' }).selectOption('DENIED_UNSUPPORTED_ID_TYPE');
  await rejectForm.getByRole('button', { name: 'Reject', exact: true }).click();

  await expect(widget.getByText('Verification was not successful')).toBeVisible({ timeout: 15_000 });
  await expect(widget.getByText('This type of document is not accepted.', { exact: false })).toBeVisible();
  // A fixable reason: no "contact support", a way to try again instead.
  await expect(widget.getByText(/contact support/)).toHaveCount(0);
  const rejected = page.locator('#events li[data-event="kycFinished"]');
  await expect(rejected).toHaveCount(1);
  await expect(rejected).toContainText('"state":"rejected"');
  await expect(rejected).toContainText('"rejectReason":"DENIED_UNSUPPORTED_ID_TYPE"');

  const second = await openIdentityProvider(page, widget, 'Try again');
  await second.getByRole('button', { name: 'Approve: my ID matches' }).click();
  await expect(widget.getByRole('heading', { name: 'Check your order' })).toBeVisible({ timeout: 15_000 });

  // Two attempts, each reported once: started, then finished (rejected, then approved).
  await expect(page.locator('#events li[data-event="kycStarted"]')).toHaveCount(2);
  await expect(page.locator('#events li[data-event="kycFinished"]')).toHaveCount(2);
  await expect(page.locator('#events li[data-event="kycFinished"]').nth(1)).toContainText('"state":"approved"');
});

test('KYC rejected for good: the reason is shown with no retry, only support', async ({ page, request }) => {
  test.setTimeout(60_000);
  const widget = await individualAtKyc(page, request, 'mallory');
  const provider = await openIdentityProvider(page, widget);
  const rejectForm = provider
    .locator('form')
    .filter({ has: provider.getByRole('button', { name: 'Reject', exact: true }) });
  await rejectForm.getByRole('combobox', { name: 'Reason' }).selectOption('DENIED_YOUNGER_THAN_18_YEARS');
  await rejectForm.getByRole('button', { name: 'Reject', exact: true }).click();

  await expect(widget.getByText('You must be at least 18 years old to trade.')).toBeVisible({ timeout: 15_000 });
  await expect(widget.getByText(/contact support/)).toBeVisible();
  // The partner's support (SUPPORT_URL, an email address here) is one click away.
  await expect(widget.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
    'href',
    'mailto:support@partner.example',
  );
  await expect(widget.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});
