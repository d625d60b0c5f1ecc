// The quote against the real sandbox, as a new customer tries it: every side and amount currency is priced (the
// service prices only an amount paid, so selling, or buying an amount of BTC, once answered "cannot be traded"),
// the method's limits are told before typing and a broken one is named with its number, the README's
// `fiatCurrency: 'DKK'` is honoured and a refused option is reported to the partner, and on a phone (414 × 700) the
// price, what the customer receives and the button that goes on are on the first screen.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';
import { partnerOrigin, widgetOrigin } from './origins';

// The README's own snippet is served here as a partner page of its own (on the partner's origin). Chromium counts a
// page a test serves as public, and would refuse it the loopback BFF: that check is off for these pages.
test.use({
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [
      ...chromiumLaunchOptions.args,
      '--disable-features=LocalNetworkAccessChecks,PrivateNetworkAccessSendPreflights',
    ],
  },
});

/** The widget on its own page, at the quote. */
async function openQuote(page: Page): Promise<void> {
  await page.goto(`${widgetOrigin}/widget/`);
  await page.getByRole('button', { name: 'Get a quote' }).click();
}

/** The value shown for a line of the quote summary, read as a number (`EUR 1,016.00` → 1016). */
async function summaryNumber(page: Page, term: string): Promise<number> {
  const text = await summaryValue(page, term).innerText();
  return Number(text.replace(/[^\d.]/g, ''));
}

const summaryValue = (page: Page, term: string): Locator =>
  page.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');

/** Waits until the summary shows the price of what is typed now. */
async function priced(page: Page): Promise<void> {
  await expect(page.getByLabel('Approximate quote')).toHaveAttribute('data-state', 'current', { timeout: 10_000 });
}

const combinations = [
  // side, amount in, method, amount typed, and whether it is what the customer receives
  { side: 'Sell', amountIn: 'BTC', method: undefined, amount: '0.01', received: false },
  { side: 'Sell', amountIn: 'EUR', method: undefined, amount: '500', received: true },
  { side: 'Buy', amountIn: 'BTC', method: 'Card', amount: '0.01', received: true },
  { side: 'Buy', amountIn: 'BTC', method: 'Bank transfer', amount: '0.01', received: true },
  { side: 'Buy', amountIn: 'EUR', method: 'Card', amount: '100', received: false },
  { side: 'Buy', amountIn: 'EUR', method: 'Bank transfer', amount: '100', received: false },
] as const;

for (const { side, amountIn, method, amount, received } of combinations) {
  test(`${side.toLowerCase()}s with the amount in ${amountIn}${method ? ` by ${method.toLowerCase()}` : ''}`, async ({
    page,
  }) => {
    await openQuote(page);
    await page.getByRole('radio', { name: side }).check();
    if (method) await page.getByRole('combobox', { name: 'Pay with' }).selectOption({ label: method });
    await page.getByRole('radio', { name: amountIn, exact: true }).check();
    // Rule: each side in its own words: an amount to receive says so, a sell sends a total rather than paying one.
    await page.getByRole('textbox', { name: `Amount ${received ? 'to receive ' : ''}in ${amountIn}` }).fill(amount);
    await priced(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
    const receive = await summaryNumber(page, received ? 'You receive' : 'You receive about');
    const total = await summaryNumber(page, side === 'Sell' ? 'Total to send' : 'Total to pay');
    expect(receive).toBeGreaterThan(0);
    if (received) {
      // Rule: an amount typed to receive is what is received, the one figure the order summary fixes.
      expect(receive).toBe(Number(amount));
      await expect(summaryValue(page, 'Total to')).toHaveText(/^about /);
    } else {
      // What is typed is paid; the payment fee comes on top.
      expect(total).toBeGreaterThanOrEqual(Number(amount));
    }
  });
}

test('tells the limits of the method before typing, and which one an amount breaks, with its number', async ({
  page,
}) => {
  await openQuote(page);
  const amount = page.getByRole('textbox', { name: 'Amount in EUR' });
  await expect(amount).toHaveAccessibleDescription(/^Limits: EUR\s10\.00 to EUR\s5,000\.00$/);
  await amount.fill('5');
  await expect(page.getByText(/^The smallest amount you can trade with this method is EUR\s10\.00\.$/)).toBeVisible();
  await amount.fill('2000000');
  await expect(page.getByText(/^The largest amount you can trade with this method is EUR\s5,000\.00\.$/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Pay with' }).selectOption({ label: 'Bank transfer' });
  await expect(amount).toHaveAccessibleDescription(/^Limits: EUR\s50\.00 to EUR\s100,000\.00$/);
  await expect(
    page.getByText(/^The largest amount you can trade with this method is EUR\s100,000\.00\.$/),
  ).toBeVisible();
  await amount.fill('5');
  await expect(page.getByText(/^The smallest amount you can trade with this method is EUR\s50\.00\.$/)).toBeVisible();
  await expect(page.getByText(/Some of the information is not valid/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
});

test('on a 414 × 700 phone the price, what the customer receives and Continue need no scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 414, height: 700 });
  await openQuote(page);
  await page.getByRole('textbox', { name: 'Amount in EUR' }).fill('100');
  await priced(page);
  for (const target of [
    summaryValue(page, 'Total to pay'),
    summaryValue(page, 'You receive about'),
    page.getByRole('button', { name: 'Continue' }),
  ]) {
    const box = (await target.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(700);
    expect(box.x + box.width).toBeLessThanOrEqual(414);
  }
  // Nothing scrolled to get there.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The stepper is one row, and the full list is still there for a screen reader.
  await expect(page.getByText('Step 1 of 7 · Quote')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Progress' }).getByRole('listitem')).toHaveCount(7);
});

/** A partner page with the README's snippet, `options` passed to Tradekit.mount; the host's events are logged. */
async function readmePartnerPage(page: Page, options: Record<string, string>): Promise<void> {
  const url = `${partnerOrigin}/readme-example.html`;
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>README example</title><div id="tradekit"></div><ol id="log"></ol>
<script async src="${widgetOrigin}/tradekit.js"></script>
<script>
  window.Tradekit ||= { q: [], mount(o) { this.q.push(o); } };
  const log = (name) => (e) => {
    const li = document.createElement('li');
    li.dataset.event = name;
    li.textContent = name + ' ' + JSON.stringify(e);
    document.getElementById('log').append(li);
  };
  Tradekit.mount(Object.assign({ container: '#tradekit', bffUrl: '${widgetOrigin}',
    on: { ready: log('ready'), quoteChanged: log('quoteChanged'), error: log('error') } }, ${JSON.stringify(options)}));
</script>`,
    }),
  );
  await page.goto(url);
}

test("the README's fiatCurrency 'DKK' is honoured", async ({ page }) => {
  await readmePartnerPage(page, { locale: 'da', fiatCurrency: 'DKK', amount: '500' });
  const widget = page.frameLocator('#tradekit iframe');
  await expect(widget.getByRole('combobox', { name: 'Valuta' })).toHaveValue('DKK');
  await expect(widget.getByRole('textbox', { name: 'Beløb i DKK' })).toHaveValue('500');
  await expect(widget.getByText('Du modtager ca.')).toBeVisible();
  await expect(page.locator('#log [data-event=quoteChanged]').first()).toContainText('"baseCurrency":"DKK"');
  await expect(page.locator('#log [data-event=error]')).toHaveCount(0);
  // rule: ready comes first, also when the first price is on screen with the first render.
  await expect(page.locator('#log li').first()).toHaveAttribute('data-event', 'ready');
  // quoteChanged's totalAmount is the widget's "Total to pay", the pay-in fee on top of baseAmount.
  const quote = JSON.parse(
    (await page.locator('#log [data-event=quoteChanged]').first().textContent())!.replace(/^\S+ /, ''),
  ) as { baseAmount: number; totalAmount: number };
  expect(quote.baseAmount).toBe(500);
  const total = await widget.getByText('I alt at betale').locator('xpath=following-sibling::dd[1]').textContent();
  expect(Number(total!.replace(/[^\d,]/g, '').replace(',', '.'))).toBe(quote.totalAmount);
});

test('rule: options are checked at mount, each on its own: every bad one refused before any click, the good ones kept', async ({
  page,
}) => {
  await readmePartnerPage(page, { locale: 'de', fiatCurrency: 'XYZ', amount: '-5' });
  const widget = page.frameLocator('#tradekit iframe');
  // The locale is kept: the opening screen (no usable amount) in German, and nothing clicked.
  await expect(widget.getByRole('button', { name: 'Angebot anfordern' })).toBeVisible();
  const refused = page.locator('#log [data-event=error]');
  await expect(refused).toHaveCount(2);
  await expect(refused.filter({ hasText: 'The option amount \\"-5\\" was refused' })).toHaveCount(1);
  await expect(refused.filter({ hasText: 'The option fiatCurrency \\"XYZ\\" was refused' })).toHaveCount(1);
  await expect(page.locator('#log li').first()).toHaveAttribute('data-event', 'ready');
});

test('an option the partner gives that cannot be honoured is reported: an error event and a console warning', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await readmePartnerPage(page, { fiatCurrency: 'SEK', amount: '500' });
  const refused = page.locator('#log [data-event=error]');
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText('"code":"option_refused"');
  await expect(refused).toContainText('fiatCurrency');
  expect(warnings.some((text) => text.includes('fiatCurrency "SEK"'))).toBe(true);
  // The quote goes on in a currency the partner trades.
  await expect(page.frameLocator('#tradekit iframe').getByRole('textbox', { name: 'Amount in EUR' })).toHaveValue(
    '500',
  );
});
