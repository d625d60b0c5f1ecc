// The sandbox console (`/sandbox/`) as a partner's developer uses it: open beside the demo page, it shows the
// sign-up's verification code the moment the mail is sent (pushed, no reload), the code goes into the widget, the
// identity is approved from the console's Traders panel as the compliance team would, and the clock moves an hour
// from the console. The production instance beside it has no console.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { secondOrigin, widgetOrigin } from './origins';
import {
  completeIndividualProfile,
  createInvoice,
  getQuote,
  newSandboxMerchant,
  openIdentityProvider,
  openPartnerPage,
  signUp,
  uniqueEmail,
} from './support';

test('a developer reads the emailed code live in the console, approves the identity and moves the clock', async ({
  context,
}) => {
  test.setTimeout(90_000);
  const console = await context.newPage();
  await console.goto(`${widgetOrigin}/sandbox/`);
  await expect(console.getByRole('heading', { level: 1, name: 'Sandbox console' })).toBeVisible();
  await expect(console.getByText('Live', { exact: true })).toBeVisible();
  const axe = await new AxeBuilder({ page: console }).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // The developer narrows the mailbox to the address about to sign up, then signs up in the widget.
  const email = uniqueEmail('console');
  await console.getByRole('searchbox', { name: 'Search by address' }).fill(email);
  await expect(console.getByText('0 emails')).toBeVisible();
  const page = await context.newPage();
  const widget = await openPartnerPage(page);
  await getQuote(widget);
  await signUp(widget, email);

  // The mail arrives in the console without a reload, its code picked out with a copy button.
  const mail = console.getByRole('article').filter({ hasText: email });
  await expect(mail.getByRole('heading', { name: 'Your email verification code' })).toBeVisible();
  const code = (await mail.locator('strong').first().textContent()) ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await expect(mail.getByRole('button', { name: `Copy code ${code}` })).toBeVisible();
  await widget.getByRole('textbox', { name: 'Code' }).fill(code);
  await expect(widget.getByRole('textbox', { name: 'Street and number' })).toBeVisible({ timeout: 15_000 });

  // Its HTML part, as a mail program shows it, framed in the console.
  await mail.getByRole('button', { name: 'HTML' }).click();
  const html = console.frameLocator(`iframe[title="Your email verification code (HTML)"]`).first();
  await expect(html.getByRole('heading', { name: 'Your email verification code' })).toBeVisible();
  await expect(html.getByText(code, { exact: true })).toBeVisible();
  // axe cannot enter a frame that may run no script: the console around it, then the email on its own.
  const consoleAxe = await new AxeBuilder({ page: console }).exclude('.tk-console__mail-frame').analyze();
  expect(consoleAxe.violations.map((violation) => violation.id)).toEqual([]);
  const htmlPart = await context.newPage();
  await htmlPart.goto((await console.locator('.tk-console__mail-frame').getAttribute('src')) ?? '');
  expect((await new AxeBuilder({ page: htmlPart }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
  await htmlPart.close();

  // The customer starts identification and leaves the provider's window; the developer decides for the compliance
  // team in the console, and the widget goes on to the order.
  await completeIndividualProfile(widget);
  const provider = await openIdentityProvider(page, widget);
  await provider.close();
  await console.getByRole('link', { name: 'Traders' }).click();
  await console.getByRole('searchbox', { name: 'Search by email' }).fill(email);
  const trader = console.getByRole('article').filter({ hasText: email });
  await trader.getByRole('button', { name: /^Approve attempt / }).click();
  await expect(console.getByText(/^Attempt \S+ approved\.$/)).toBeVisible();
  await expect(trader.getByText('approved').first()).toBeVisible();
  await expect(widget.getByRole('heading', { name: 'Check your order' })).toBeVisible({ timeout: 15_000 });
  expect((await new AxeBuilder({ page: console }).analyze()).violations.map((violation) => violation.id)).toEqual([]);

  // Keyboard to the clock, and an hour forward from the console: the sandbox time shown moves with it.
  await console.getByRole('link', { name: 'Clock' }).focus();
  await console.keyboard.press('Enter');
  await expect(console.getByRole('heading', { level: 2, name: 'Clock' })).toBeFocused();
  const sandboxTime = console.getByTestId('sandbox-time').locator('time');
  const before = Date.parse((await sandboxTime.getAttribute('datetime')) ?? '');
  await console.getByRole('button', { name: '+1 hour' }).click();
  await expect(console.getByText(/^The sandbox clock is now/)).toBeVisible();
  await expect
    .poll(async () => Date.parse((await sandboxTime.getAttribute('datetime')) ?? '') - before)
    .toBeGreaterThanOrEqual(3600_000);
  // Rule: the widget counts against the service's clock: the order's price, held 15 minutes, ran out with the hour
  // and was renewed at once, with no click in the widget.
  await expect(widget.getByText('The price was held for 15 minutes and ran out, so this is a fresh one.')).toBeVisible({
    timeout: 3_000,
  });
  await expect(widget.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
  // And it is the sandbox's own time, ticking on with real time (within the second it shows).
  const now = (await (await page.request.get(`${widgetOrigin}/sandbox/clock`)).json()) as { now: string };
  const shown = Date.parse((await sandboxTime.getAttribute('datetime')) ?? '');
  expect(Math.abs(shown - Date.parse(now.now))).toBeLessThan(3000);
});

test('a developer moves the clock from the console and sees an unpaid invoice expire', async ({ context, request }) => {
  const console = await context.newPage();
  await console.goto(`${widgetOrigin}/sandbox/#trades`);
  await expect(console.getByText('Live', { exact: true })).toBeVisible();

  // A merchant's server creates an invoice (15 minutes to pay): it appears in the console at once, new.
  const { id } = await createInvoice(request, await newSandboxMerchant(request), 25);
  const invoice = console.getByRole('article', { name: `Invoice #${id}` });
  await expect(invoice).toHaveAttribute('data-state', 'new');
  await expect(invoice.getByRole('link', { name: 'Payment page' })).toBeVisible();

  // An hour on from the console's clock: the invoice is among what came due, expired, and its history says so.
  await console.getByRole('link', { name: 'Clock' }).click();
  await console.getByRole('button', { name: '+1 hour' }).click();
  await expect(console.getByText(/came due:$/)).toBeVisible();
  await expect(console.getByRole('listitem').filter({ hasText: `Invoice ${id} → expired` })).toBeVisible();
  await console.getByRole('link', { name: 'Trades and invoices' }).click();
  await expect(invoice).toHaveAttribute('data-state', 'expired');
  await expect(invoice.locator('.tk-console__history li')).toHaveText([/^new · /, /^expired · /]);
  await expect(invoice.getByRole('button', { name: 'Pay in full' })).toHaveCount(0);
  expect((await new AxeBuilder({ page: console }).analyze()).violations.map((violation) => violation.id)).toEqual([]);
});

test('the production instance has no console: /sandbox/ is 404', async ({ request }) => {
  expect((await request.get(`${secondOrigin}/sandbox/`)).status()).toBe(404);
  expect((await request.get(`${secondOrigin}/console/`)).status()).toBe(404);
});
