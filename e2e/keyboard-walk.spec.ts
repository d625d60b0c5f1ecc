// A customer with a keyboard and no mouse, on the demo partner page: from the widget's opening screen through the
// quote, sign-up, the emailed code, the profile and identity verification to a completed card buy, then a sell to a
// newly added bank account, completed. Only Tab, Shift+Tab, Enter, Space, arrow keys and typed text move the
// customer on, in the partner page, the widget's frame and the windows it opens; what is not the customer's
// keyboard (the emailed code read from the sandbox mailbox, the coins sent to the deposit address, the sandbox
// clock moved past the processing time) goes through the sandbox's API. After every key press, the element that
// holds focus must show it (e2e/keyboard.ts).
import { expect, test } from '@playwright/test';
import { KeyboardWalk } from './keyboard';
import { widgetOrigin } from './origins';
import { codeFromMailbox, openPartnerPage, PASSWORD, uniqueEmail } from './support';

test('keyboard only: quote to a completed card buy, then a completed sell, focus visible at every key press', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 640 });
  const widget = await openPartnerPage(page);
  const keys = new KeyboardWalk(page);

  // The quote, from the partner page's first Tab on.
  await keys.activate(widget.getByRole('button', { name: 'Get a quote' }));
  await keys.fill(widget.getByRole('textbox', { name: 'Amount in EUR' }), '100');
  const next = widget.getByRole('button', { name: 'Continue' });
  await expect(widget.getByText('You receive about')).toBeVisible();
  await expect(next).toBeEnabled();
  await keys.activate(next);

  // Sign-up: fields typed, the account type by Space, the country by type-ahead, the terms by Space.
  const email = uniqueEmail('keyboard');
  await keys.fill(widget.getByRole('textbox', { name: 'Email' }), email);
  await keys.fill(widget.getByLabel('Password'), PASSWORD);
  await keys.tabTo(widget.getByRole('radio', { name: 'Personal' }));
  await keys.press('Space');
  await expect(widget.getByRole('radio', { name: 'Personal' })).toBeChecked();
  await keys.choose(widget.getByRole('combobox', { name: 'Country of residence' }), 'Denmark');
  await keys.activate(widget.getByRole('checkbox', { name: /I accept the terms/ }), 'Space');
  await expect(widget.getByRole('checkbox', { name: /I accept the terms/ })).toBeChecked();
  await keys.activate(widget.getByRole('button', { name: 'Create account' }));

  // The emailed code, typed: the field checks it at the sixth digit, which it says before (WCAG 3.2.2).
  const code = widget.getByRole('textbox', { name: 'Code' });
  await keys.tabTo(code);
  await expect(code).toHaveAccessibleDescription(/checked as soon as all 6 are in/);
  await keys.type(await codeFromMailbox(request, email));

  // Profile: address, source of funds (selects by arrow keys), political exposure (a radio by Space).
  await keys.fill(widget.getByRole('textbox', { name: 'Street and number' }), 'Vesterbrogade 1');
  await keys.fill(widget.getByRole('textbox', { name: 'City' }), 'København');
  await keys.activate(widget.getByRole('button', { name: 'Continue' }));
  await keys.choose(widget.getByRole('combobox', { name: 'Where does the money come from?' }), 'Savings');
  const volume = widget.getByRole('combobox', { name: /expect to trade per year/ });
  await keys.tabTo(volume);
  await keys.press('ArrowDown');
  await expect(volume).not.toHaveValue('');
  await keys.activate(widget.getByRole('checkbox', { name: /legal activities/ }), 'Space');
  await keys.activate(widget.getByRole('button', { name: 'Continue' }));
  await keys.tabTo(widget.getByRole('radio', { name: 'None of these' }));
  await keys.press('Space');
  await expect(widget.getByRole('radio', { name: 'None of these' })).toBeChecked();
  await keys.activate(widget.getByRole('button', { name: 'Continue' }));

  // Identity verification in the window the widget opens, approved there by keyboard too.
  await keys.tabTo(widget.getByRole('button', { name: 'Start verification' }));
  const providerOpened = page.waitForEvent('popup');
  await keys.press('Enter');
  const provider = await providerOpened;
  await keys.on(provider).activate(provider.getByRole('button', { name: 'Approve: my ID matches' }));
  keys.on(page);

  // The card buy: the sandbox test address, confirm, the card page's window, approved by keyboard.
  await expect(widget.getByRole('heading', { name: 'Check your order' })).toBeVisible({ timeout: 15_000 });
  await keys.activate(widget.getByRole('button', { name: 'Use a sandbox test address' }));
  await expect(widget.getByRole('textbox', { name: 'Your BTC address' })).not.toHaveValue('');
  await expect(widget.getByText('Price held for')).toBeVisible();
  await keys.activate(widget.getByRole('button', { name: 'Confirm and buy' }));
  await keys.tabTo(widget.getByRole('button', { name: 'Pay by card' }));
  const cardPageOpened = page.waitForEvent('popup');
  await keys.press('Enter');
  const cardPage = await cardPageOpened;
  await keys.on(cardPage).activate(cardPage.getByRole('button', { name: 'Approve payment' }));
  keys.on(page);
  await expect(widget.getByText(/Card payment approved|Payment received/)).toBeVisible({ timeout: 15_000 });
  await request.post(`${widgetOrigin}/sandbox/clock/advance`, { data: { seconds: 15 } });
  await expect(widget.getByText('Trade complete')).toBeVisible({ timeout: 15_000 });
  const buyDone = keys.moves;

  // The sell: back up to "New trade", Sell by an arrow key, the amount retyped, a bank account added in place.
  await keys.activate(widget.getByRole('button', { name: 'New trade' }), 'Enter', { back: true });
  await keys.tabTo(widget.getByRole('radio', { name: 'Buy' }));
  await keys.press('ArrowRight');
  await expect(widget.getByRole('radio', { name: 'Sell' })).toBeChecked();
  // The amount stays in EUR, now what the customer receives for the bitcoin sold.
  await keys.tabTo(widget.getByRole('textbox', { name: 'Amount to receive in EUR' }));
  await keys.press('Control+A');
  await keys.type('100');
  await expect(widget.getByText('Total to send')).toBeVisible();
  await expect(next).toBeEnabled();
  await keys.activate(next);
  await keys.fill(widget.getByRole('textbox', { name: 'IBAN' }), 'DK5000400440116243');
  // The holder is the trader: the name the identity provider read off the ID, the street and city from the profile.
  await expect(widget.getByRole('textbox', { name: 'Name of the account holder' })).toHaveValue('Sandbox Tester');
  await expect(widget.getByRole('textbox', { name: 'Street and number' })).toHaveValue('Vesterbrogade 1');
  await keys.fill(widget.getByRole('textbox', { name: 'Postal code' }), '1620');
  await keys.activate(widget.getByRole('button', { name: 'Save bank account' }));
  await expect(widget.getByRole('radio', { name: /6243/ })).toBeChecked();
  await expect(widget.getByText('Price held for')).toBeVisible();
  await keys.activate(widget.getByRole('button', { name: 'Confirm and sell' }));
  await expect(widget.getByText('Waiting for your bitcoin')).toBeVisible({ timeout: 15_000 });
  const address = (await widget.getByTestId('deposit-address').textContent())!.trim();
  const amount = Number((await widget.getByTestId('deposit-amount').textContent())!.replace(/[^\d.]/g, ''));
  expect((await request.post(`${widgetOrigin}/sandbox/blockchain/payments`, { data: { address, amount } })).ok()).toBe(
    true,
  );
  await expect(widget.getByText('Payment received')).toBeVisible({ timeout: 15_000 });
  await request.post(`${widgetOrigin}/sandbox/clock/advance`, { data: { seconds: 15 } });
  await expect(widget.getByText('Trade complete')).toBeVisible({ timeout: 15_000 });

  // Rule: no keyboard trap (WCAG 2.1.2): Tab leaves the widget for the partner's page and comes back into it.
  await keys.tabTo(page.getByRole('button', { name: 'Buy crypto' }));
  await keys.tabTo(widget.getByRole('button', { name: 'Buy or sell' }));

  const length = `${keys.moves} key presses (${buyDone} to the completed buy) and ${keys.typed} typed characters`;
  test.info().annotations.push({ type: 'keyboard walk', description: length });
  console.log(`keyboard walk: ${length}`);
});
