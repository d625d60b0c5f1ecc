// Journey (1) of the embed: an individual on a partner's page, served from another origin than the widget, gets a
// quote, signs up, reads the 6-digit code from the sandbox mailbox, fills in address, source of funds and PEP,
// verifies at the sandbox identity provider in a popup, and ends approved; the host page hears it all in order.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { partnerPageUrl, widgetOrigin } from './origins';

async function codeFromMailbox(request: APIRequestContext, email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mail = (await (
      await request.get(`${widgetOrigin}/sandbox/mailbox?to=${encodeURIComponent(email)}`)
    ).json()) as { text: string }[];
    const code = mail[0]?.text.match(/\b\d{6}\b/)?.[0];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no verification code reached ${email}`);
}

test('individual: quote to approved identity, with the host page receiving the events in order', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto(partnerPageUrl());
  const widget = page.frameLocator('iframe[title="Tradekit"]');

  await widget.getByRole('button', { name: 'Get a quote' }).click();
  await widget.getByRole('textbox', { name: 'Amount in EUR' }).fill('100');
  await expect(widget.getByText('You receive about')).toBeVisible();
  await widget.getByRole('button', { name: 'Continue' }).click();

  const email = `ada.${Date.now()}@example.com`;
  await widget.getByRole('textbox', { name: 'Email' }).fill(email);
  await widget.getByLabel('Password').fill('correct horse battery');
  await widget.getByRole('radio', { name: 'Personal' }).check();
  await widget.getByRole('combobox', { name: 'Country of residence' }).selectOption('DK');
  await widget.getByRole('button', { name: 'Create account' }).click();
  await widget.getByRole('textbox', { name: 'Code' }).fill(await codeFromMailbox(request, email));

  await widget.getByRole('textbox', { name: 'Street and number' }).fill('Vesterbrogade 1');
  await widget.getByRole('textbox', { name: 'City' }).fill('København');
  await widget.getByRole('button', { name: 'Continue' }).click();
  await widget.getByRole('combobox', { name: 'Where does the money come from?' }).selectOption('savings');
  await widget.getByRole('combobox', { name: /expect to trade per year/ }).selectOption('2');
  await widget.getByRole('checkbox', { name: /legal activities/ }).check();
  await widget.getByRole('button', { name: 'Continue' }).click();
  await widget.getByRole('radio', { name: 'None of these' }).check();
  await widget.getByRole('button', { name: 'Continue' }).click();

  // The identity provider opens in a new window (never in the iframe); approving there brings the result back.
  const popupOpened = page.waitForEvent('popup');
  await widget.getByRole('button', { name: 'Start verification' }).click();
  const provider = await popupOpened;
  await provider.getByRole('button', { name: 'Approve: my ID matches' }).click();

  await expect(widget.getByText('You are ready to trade')).toBeVisible({ timeout: 15_000 });

  const events = await page
    .locator('#events li')
    .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.event));
  const milestones = ['ready', 'signedUp', 'emailVerified', 'profileCompleted', 'kycStarted', 'kycFinished'];
  expect(events.filter((name) => milestones.includes(name ?? ''))).toEqual(milestones);
  await expect(page.locator('#events li[data-event="kycFinished"]')).toContainText('"state":"approved"');
});
