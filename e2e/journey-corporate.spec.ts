// Journey (2) of the embed: a company signs up on the partner's page, gives its corporate details, address, source
// of funds, shareholder relation and PEP declaration, and the widget then shows the KYB review as under way (the
// service has emailed its document request), with the company-documents step "In progress", not "Done".
import { expect, test } from '@playwright/test';
import {
  declareNotPep,
  fillAddress,
  getQuote,
  hostEvents,
  openPartnerPage,
  signUp,
  uniqueEmail,
  verifyEmail,
} from './support';

test('corporate: company details and shareholder relation lead to the KYB state being shown', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const widget = await openPartnerPage(page);
  await getQuote(widget);
  const email = uniqueEmail('northwind');
  await signUp(widget, email, 'Business');
  await verifyEmail(widget, request, email);

  await expect(widget.getByRole('heading', { name: 'About your company' })).toBeVisible();
  await widget.getByRole('textbox', { name: 'Company name' }).fill('Northwind Traders ApS');
  await widget.getByRole('combobox', { name: 'Industry' }).selectOption('wholesale_and_retail_trade');
  await widget.getByRole('textbox', { name: 'What does the company do?' }).fill('Imports tea and coffee.');
  await widget.getByRole('button', { name: 'Continue' }).click();

  await fillAddress(widget);

  // A company declares business origins of funds, not an individual's.
  const origin = widget.getByRole('combobox', { name: 'Where does the money come from?' });
  await expect(origin.locator('option[value="business-income"]')).toHaveCount(1);
  await expect(origin.locator('option[value="inheritance"]')).toHaveCount(0);
  await origin.selectOption('business-income');
  await widget.getByRole('combobox', { name: /expect to trade per year/ }).selectOption('2');
  await widget.getByRole('checkbox', { name: /legal activities/ }).check();
  await widget.getByRole('button', { name: 'Continue' }).click();

  await expect(widget.getByRole('heading', { name: 'Shareholders' })).toBeVisible();
  await widget.getByRole('radio', { name: 'No' }).check();
  await widget.getByRole('button', { name: 'Continue' }).click();

  await declareNotPep(widget);

  // KYB: no identity verification for a company; the documents are requested by email and the review is waiting.
  await expect(widget.getByRole('heading', { name: 'Your account' })).toBeVisible({ timeout: 15_000 });
  await expect(widget.getByText(/emailed you a list of company documents/)).toBeVisible();
  const kyb = widget.locator('.tk-checklist li').filter({ hasText: 'Company documents' });
  await expect(kyb).toHaveAttribute('data-state', 'waiting');
  await expect(kyb).toContainText('In progress');
  for (const step of ['Company', 'Shareholders', 'Political exposure']) {
    const item = widget.locator('.tk-checklist li').filter({ has: widget.getByText(step, { exact: true }) });
    await expect(item).toHaveAttribute('data-state', 'done');
  }
  await expect(widget.getByRole('button', { name: 'Start verification' })).toHaveCount(0);

  await expect(page.locator('#events li[data-event="signedUp"]')).toContainText('"accountType":"corporate"');
  await expect(page.locator('#events li[data-event="profileCompleted"]')).toHaveCount(1);
  expect(await hostEvents(page)).not.toContain('kycStarted');
});
