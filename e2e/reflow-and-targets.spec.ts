// Every customer-facing view laid out by Chromium: at 320 CSS px wide nothing scrolls sideways or sticks out
// (WCAG 1.4.10) and every target is 24 × 24 px or spaced as 2.5.8 allows; with the text at 200 % at desktop width
// nothing scrolls sideways or is cut off (1.4.4). The widget is measured inside its frame on the partner's page
// (the frame is narrower than the window: 270 px of the 320), through one individual's flow to a card buy, a
// cancelled bank buy and a sell waiting for its coins; then the payment page and the two return pages.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import {
  DESKTOP,
  expectReflows,
  expectTextResizes,
  expectTextSpaces,
  expectWidgetViewFits,
  NARROW,
} from './layout-checks';
import { widgetOrigin } from './origins';
import {
  declareNotPep,
  fillAddress,
  fillSourceOfFunds,
  openIdentityProvider,
  openPartnerPage,
  signUp,
  TESTNET_ADDRESS,
  uniqueEmail,
  verifyEmail,
} from './support';

/**
 * Rule (1.3.5): a field asking for the customer's own details says which (its `autocomplete`), so browsers can fill
 * it in and assistive tools can mark it.
 */
async function expectPurposes(widget: FrameLocator, purposes: Record<string, string>): Promise<void> {
  for (const [label, purpose] of Object.entries(purposes)) {
    await expect(widget.getByLabel(label, { exact: true }), label).toHaveAttribute('autocomplete', purpose);
  }
}

test('every widget view, from the opening screen to a sell waiting for its coins, at 320 px and with 200 % text; personal fields name their purpose', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(NARROW);
  const widget = await openPartnerPage(page);
  const fits = (view: string) => expectWidgetViewFits(page, view);

  await expect(widget.getByRole('button', { name: 'Get a quote' })).toBeVisible();
  await fits('opening screen');
  await widget.getByRole('button', { name: 'Get a quote' }).click();
  await widget.getByRole('textbox', { name: 'Amount in EUR' }).fill('100');
  await expect(widget.getByText('You receive about')).toBeVisible();
  await fits('quote');
  await widget.getByRole('button', { name: 'Continue' }).click();

  await expect(widget.getByRole('button', { name: 'Create account' })).toBeVisible();
  await widget.getByRole('button', { name: 'Create account' }).click();
  await expect(widget.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  await fits('sign-up with errors');
  await expectPurposes(widget, {
    Email: 'email',
    Password: 'new-password',
    'Country of residence': 'country',
  });
  await widget.getByRole('button', { name: 'I already have an account' }).click();
  await expect(widget.getByRole('button', { name: 'Forgot your password?' })).toBeVisible();
  await fits('sign-in');
  await expectPurposes(widget, { Email: 'username', Password: 'current-password' });
  await widget.getByRole('button', { name: 'Create an account' }).click();
  const email = uniqueEmail('reflow');
  await signUp(widget, email);
  await expect(widget.getByRole('textbox', { name: 'Code' })).toBeVisible();
  await fits('email code');
  await verifyEmail(widget, request, email);

  await expect(widget.getByRole('textbox', { name: 'Street and number' })).toBeVisible();
  await fits('address');
  await expectPurposes(widget, {
    'Street and number': 'street-address',
    'Postal code': 'postal-code',
    City: 'address-level2',
  });
  await fillAddress(widget);
  await expect(widget.getByRole('combobox', { name: 'Where does the money come from?' })).toBeVisible();
  await fits('source of funds');
  await fillSourceOfFunds(widget);
  await expect(widget.getByRole('radio', { name: 'None of these' })).toBeVisible();
  await fits('political exposure');
  await declareNotPep(widget);
  await expect(widget.getByRole('button', { name: 'Start verification' })).toBeVisible();
  await fits('identity verification');
  const provider = await openIdentityProvider(page, widget);
  await expect(widget.getByText(/Finish the verification in the window we opened/)).toBeVisible();
  await fits('verification in progress');
  await provider.getByRole('button', { name: 'Approve: my ID matches' }).click();

  // A card buy to its end, and the screens beside it.
  await expect(widget.getByText('Price held for')).toBeVisible({ timeout: 15_000 });
  await fits('order summary of a buy');
  await widget.getByRole('textbox', { name: 'Your BTC address' }).fill(TESTNET_ADDRESS);
  await widget.getByRole('button', { name: 'Confirm and buy' }).click();
  // Making a trade goes through the BFF to the emulated service: seconds on a busy machine, hence the longer waits.
  await expect(widget.getByText('Waiting for your card payment')).toBeVisible({ timeout: 15_000 });
  await fits('card payment');
  const cardPageOpened = page.waitForEvent('popup');
  await widget.getByRole('button', { name: 'Pay by card' }).click();
  await (await cardPageOpened).getByRole('button', { name: 'Approve payment' }).click();
  await expect(widget.getByText(/Card payment approved|Payment received/)).toBeVisible({ timeout: 15_000 });
  await request.post(`${widgetOrigin}/sandbox/clock/advance`, { data: { seconds: 15 } });
  await expect(widget.getByText('Trade complete')).toBeVisible({ timeout: 15_000 });
  await fits('trade complete');
  await widget.getByRole('button', { name: 'Your trades' }).click();
  await expect(widget.getByRole('heading', { name: 'Your trades' })).toBeVisible();
  await expect(widget.getByRole('listitem').first()).toBeVisible();
  await fits('trade history');
  await widget.getByRole('button', { name: 'Recurring buys' }).click();
  await expect(widget.getByRole('heading', { name: 'Recurring buys' })).toBeVisible();
  await fits('recurring buys');

  // A bank buy: the account details and reference (long unbroken strings), then cancelled.
  await widget.getByRole('button', { name: 'Buy or sell' }).click();
  await widget.getByRole('combobox', { name: 'Pay with' }).selectOption('bank');
  await widget.getByRole('textbox', { name: /^Amount in/ }).fill('100');
  await expect(widget.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await widget.getByRole('button', { name: 'Continue' }).click();
  await expect(widget.getByText('Price held for')).toBeVisible();
  await widget.getByRole('button', { name: 'Use a sandbox test address' }).click();
  await widget.getByRole('button', { name: 'Confirm and buy' }).click();
  await expect(widget.getByTestId('bank-reference')).toBeVisible({ timeout: 15_000 });
  await fits('bank transfer details');
  await widget.getByRole('button', { name: 'Cancel trade' }).click();
  await expect(widget.getByRole('button', { name: /Yes, cancel/ })).toBeVisible();
  await fits('cancel confirmation');
  await widget.getByRole('button', { name: /Yes, cancel/ }).click();
  await expect(widget.getByText('Trade cancelled')).toBeVisible();
  await fits('trade cancelled');

  // A sell: its quote, the bank account form in the order summary, the deposit address with its QR code.
  await widget.getByRole('button', { name: 'Buy or sell' }).click();
  await widget.getByRole('radio', { name: 'Sell' }).check();
  await widget.getByRole('textbox', { name: 'Amount to receive in EUR' }).fill('100');
  await expect(widget.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await fits('quote of a sell');
  await widget.getByRole('button', { name: 'Continue' }).click();
  await expect(widget.getByRole('textbox', { name: 'IBAN' })).toBeVisible();
  await fits('order summary of a sell, adding a bank account');
  await expectPurposes(widget, {
    'Name of the account holder': 'name',
    'Street and number': 'street-address',
    'Postal code': 'postal-code',
    City: 'address-level2',
    Country: 'country',
  });
  await widget.getByRole('textbox', { name: 'IBAN' }).fill('DK50 0040 0440 1162 43');
  await widget.getByRole('textbox', { name: 'Name of the account holder' }).fill('Ada Lovelace');
  await widget.getByRole('textbox', { name: 'Postal code' }).fill('1620');
  await widget.getByRole('button', { name: 'Save bank account' }).click();
  await expect(widget.getByRole('radio', { name: /6243/ })).toBeChecked();
  await expect(widget.getByText('Price held for')).toBeVisible();
  await widget.getByRole('button', { name: 'Confirm and sell' }).click();
  await expect(widget.getByRole('img', { name: /QR code/ })).toBeVisible({ timeout: 15_000 });
  await fits('sell waiting for its coins');
});

/** The page at 320 px, then at desktop width with 200 % text and with wider text spacing. */
async function expectPageFits(page: Page, view: string): Promise<void> {
  await page.setViewportSize(NARROW);
  await expectReflows(page, `${view} at 320 px`);
  await page.setViewportSize(DESKTOP);
  await expectTextResizes(page, `${view} with 200 % text`);
  await expectTextSpaces(page, `${view} with wider text spacing`);
}

test('the payment page (waiting, paid, complete) and the identity and card return pages, at 320 px and with 200 % text', async ({
  page,
  request,
}) => {
  const created = await request.post(`${widgetOrigin}/api/shop/invoices`, {
    headers: { Origin: widgetOrigin, 'X-Tradekit-Request': '1' },
    data: { amount: 12.5, currency: 'EUR', description: 'Green tea, 100 g' },
  });
  expect(created.status()).toBe(201);
  await page.goto(((await created.json()) as { paymentUrl: string }).paymentUrl);
  const invoice = page.locator('main.tk-invoice');
  await expect(invoice).toHaveAttribute('data-state', 'new');
  await expect(page.getByRole('img', { name: /QR code to pay/ })).toBeVisible();
  await expectPageFits(page, 'payment page, waiting');
  await page.getByRole('button', { name: 'Pay in full' }).click();
  await expect(invoice).toHaveAttribute('data-state', 'paid');
  await expectPageFits(page, 'payment page, paid');
  await page.getByRole('button', { name: 'Confirm payments' }).click();
  await expect(invoice).toHaveAttribute('data-state', 'complete');
  await expectPageFits(page, 'payment page, complete');

  for (const path of ['/api/kyc/return?result=submitted', '/api/trades/return']) {
    await page.goto(`${widgetOrigin}${path}`);
    await expect(page.getByText('You can close this window')).toBeVisible();
    await expectPageFits(page, `return page ${path}`);
    // Rule: axe finds nothing on a return page either (the one page here no other test runs axe on).
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map(({ id, nodes }) => ({ path, id, targets: nodes.map((node) => node.target) })),
    ).toEqual([]);
  }
});
